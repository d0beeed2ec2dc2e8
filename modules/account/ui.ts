// The account module's UI surface (client-safe: no .server imports). Server surface: index.ts.
export { LoginForm, RegisterForm } from './ui/AuthForms'
