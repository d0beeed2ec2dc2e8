// The account module's server surface. Its components for other modules' pages (the landing page's login form)
// are in ui.ts.
// The privacy job (server.js runs it on the primary): data exports, erasures after the grace period.
export { runPrivacyJob, startPrivacyJob, stopPrivacyJob } from './privacy/job.server'
