import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [],
  api: [{ id: 'upcoming', path: 'api/competition/upcoming', file: 'routes/api.upcoming.ts' }],
} satisfies ModuleRoutes
