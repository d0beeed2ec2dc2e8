// The billing module's components other modules render (ADR 005): the profile's PRO card shows the same
// subscription details as /subscription.
export { type SubscriptionCardData, SubscriptionDetails } from './ui/SubscriptionDetails'
// An organization's seat purchase page (ADR 029) shows a payment as /subscription/payment/:id does.
export { PaymentState } from './ui/PaymentState'
