// The feedbacks area's part of the social module's public surface (re-exported by ../index.ts).
export { feedbackCount } from './count.server'
