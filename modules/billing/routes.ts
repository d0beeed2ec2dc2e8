import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [],
  api: [{ id: 'billing-webhook', path: 'api/billing/webhook', file: 'routes/api.webhook.ts' }],
} satisfies ModuleRoutes
