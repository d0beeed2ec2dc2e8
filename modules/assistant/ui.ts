// The assistant's components other parts of the app render (app/root.tsx: the floating button).
export { AssistantButton } from './ui/AssistantButton'
export { chatPageHref } from './ui/Chat'
