import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'subscription', path: 'subscription', file: 'routes/subscription.tsx' },
    { id: 'subscription-payment', path: 'subscription/payment/:id', file: 'routes/subscription-payment.tsx' },
    { id: 'subscription-cancel', path: 'subscription/cancel', file: 'routes/subscription-cancel.tsx' },
    { id: 'subscription-withdraw', path: 'subscription/withdraw', file: 'routes/subscription-cancel.tsx' },
    { id: 'pro-grants', path: 'subscription/grants', file: 'routes/pro-grants.tsx' },
  ],
  api: [
    { id: 'billing-webhook', path: 'api/billing/webhook', file: 'routes/api.webhook.ts' },
    { id: 'test-clock', path: 'api/test/clock', file: 'routes/api.test-clock.ts' },
  ],
} satisfies ModuleRoutes
