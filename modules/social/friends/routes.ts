import type { ModuleRoutes } from '../../../app/kernel/module-routes'

/** Routes of the friends area; `file` is relative to modules/social (e.g. 'friends/routes/x.tsx'). */
export default {
  localized: [],
  api: [],
} satisfies ModuleRoutes
