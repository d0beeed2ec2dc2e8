// The billing module's public surface (issue 18, ADR 016). Other modules import only from here.
export { GRACE_DAYS, isPro, subscriptionProUntil } from './access'
export { type SettledPayment, onPaymentRefunded, onPaymentSettled } from './hooks.server'
export { PLAN_PRICES, WITHDRAWAL_DAYS } from './plans'
export { BILLING_PRO_ACCESS, currentGrant, currentSubscription } from './state.server'
export { startBilling, stopBilling } from './start.server'
export { subscriptionCard } from './subscription/pages.server'

// --- Invite a friend (modules/billing/referral) -----------------------------------------------------------
export * from './referral/index'
// --- end of invite a friend --------------------------------------------------------------------------------
// PRO seats of an organization (ADR 024): org gives and takes seats to its students through these.
export {
  type AssignResult,
  type SeatPlan,
  assignSeat,
  grantOrgSeats,
  orgSeatPlan,
  releaseSeat,
  seatHolders,
} from './seats/seats.server'
// Organizations buy seats (ADR 029): org starts the purchase for its managers and shows its payments and history.
export { type PaymentOwner, type PaymentView, paymentView } from './payments/checkout.server'
export {
  SEAT_PURCHASE,
  type SeatHistoryEntry,
  type SeatPurchaseInput,
  type SeatPurchaseRefusal,
  seatHistory,
  startSeatPurchase,
} from './seats/seat-purchase.server'
