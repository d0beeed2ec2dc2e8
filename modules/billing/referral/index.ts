// Invite a friend (issue 18): the referral half of billing's surface, re-exported by modules/billing/index.ts.
export { referralCookieFor, referralFromRequest } from './cookie.server'
export {
  type PaymentCommission,
  type RecordCommissionResult,
  evaluateSignupRewards,
  recordPaymentCommission,
  reversePaymentCommission,
} from './ledger.server'
export { recordInvitation } from './links.server'
export { closeMonth } from './payouts.server'
export { startPayoutsJob, stopPayoutsJob } from './payouts-job.server'
