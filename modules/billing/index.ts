// The billing module's public surface. Other modules import only from here.
// --- Invite a friend (modules/billing/referral) -----------------------------------------------------------
export * from './referral/index'
// --- end of invite a friend --------------------------------------------------------------------------------
