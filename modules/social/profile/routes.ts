import type { ModuleRoutes } from '../../../app/kernel/module-routes'

/** Routes of the profile area; `file` is relative to modules/social (e.g. 'profile/routes/x.tsx'). */
export default {
  localized: [],
  api: [],
} satisfies ModuleRoutes
