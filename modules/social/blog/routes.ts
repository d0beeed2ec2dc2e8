import type { ModuleRoutes } from '../../../app/kernel/module-routes'

/** Routes of the blog area; `file` is relative to modules/social (e.g. 'blog/routes/x.tsx'). */
export default {
  localized: [],
  api: [],
} satisfies ModuleRoutes
