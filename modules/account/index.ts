// The account module's server surface. UI components: ui.ts.
export { authenticate, findUserByEmail, registerUser } from './accounts.server'
export { loginSchema, registerSchema } from './schemas'
