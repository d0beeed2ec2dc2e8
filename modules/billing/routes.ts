import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

// --- Invite a friend (modules/billing/referral) -----------------------------------------------------------
const referral = {
  localized: [
    { id: 'partner-program', path: 'partner-program', file: 'referral/routes/partner-program.tsx' },
    { id: 'referral-link', path: 'partner-program/link', file: 'referral/routes/partner-program.link.tsx' },
    {
      id: 'referral-receipts',
      path: 'partner-program/receipts',
      file: 'referral/routes/partner-program.receipts.tsx',
    },
    {
      id: 'referral-payouts',
      path: 'partner-program/payouts',
      file: 'referral/routes/partner-program.payouts.tsx',
    },
    {
      id: 'referral-payouts-csv',
      path: 'partner-program/payouts/csv',
      file: 'referral/routes/partner-program.payouts-csv.ts',
    },
  ],
}
// --- end of invite a friend --------------------------------------------------------------------------------

export default {
  localized: [
    ...referral.localized,
    { id: 'subscription', path: 'subscription', file: 'routes/subscription.tsx' },
    { id: 'subscription-payment', path: 'subscription/payment/:id', file: 'routes/subscription-payment.tsx' },
    { id: 'subscription-cancel', path: 'subscription/cancel', file: 'routes/subscription-cancel.tsx' },
    { id: 'subscription-withdraw', path: 'subscription/withdraw', file: 'routes/subscription-cancel.tsx' },
    { id: 'pro-grants', path: 'subscription/grants', file: 'routes/pro-grants.tsx' },
  ],
  api: [
    { id: 'billing-webhook', path: 'api/billing/webhook', file: 'routes/api.webhook.ts' },
    {
      id: 'billing-local-provider',
      path: 'api/billing/local-provider/*',
      file: 'routes/api.local-provider.ts',
    },
    { id: 'test-clock', path: 'api/test/clock', file: 'routes/api.test-clock.ts' },
  ],
} satisfies ModuleRoutes
