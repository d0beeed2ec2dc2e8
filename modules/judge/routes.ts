import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [],
  api: [],
} satisfies ModuleRoutes
