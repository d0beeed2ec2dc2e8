// The account module's server surface. Its components for other modules' pages (the landing page's login form)
// are in ui.ts.
// The privacy job (server.js runs it on the primary): data exports, erasures after the grace period.
export { runPrivacyJob, startPrivacyJob, stopPrivacyJob } from './privacy/job.server'
// The shell's user actions (app/root.tsx): `update_location` until the person gave or declined a location.
export { type UserAction, userActions } from './location/location.server'
