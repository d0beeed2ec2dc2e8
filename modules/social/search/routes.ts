import type { ModuleRoutes } from '../../../app/kernel/module-routes'

/** Routes of the search area; `file` is relative to modules/social (e.g. 'search/routes/x.tsx'). */
export default {
  localized: [],
  api: [],
} satisfies ModuleRoutes
