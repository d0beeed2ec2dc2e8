import type { ModuleRoutes } from '../../../app/kernel/module-routes'

/** Routes of the feedbacks area; `file` is relative to modules/social (e.g. 'feedbacks/routes/x.tsx'). */
export default {
  localized: [],
  api: [],
} satisfies ModuleRoutes
