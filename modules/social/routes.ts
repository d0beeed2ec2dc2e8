import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [],
  api: [
    { id: 'notification-count', path: 'api/notification/count', file: 'routes/api.notification-count.ts' },
  ],
} satisfies ModuleRoutes
