import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'notifications', path: 'notifications', file: 'routes/notifications.tsx' },
    { id: 'teams', path: 'teams', file: 'routes/teams.tsx' },
    { id: 'team', path: 'team/:id', file: 'routes/team.tsx' },
  ],
  api: [
    { id: 'notification-count', path: 'api/notification/count', file: 'routes/api.notification-count.ts' },
    { id: 'notification-all', path: 'api/notification/all', file: 'routes/api.notification-all.ts' },
  ],
} satisfies ModuleRoutes
