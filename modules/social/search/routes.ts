import type { ModuleRoutes } from '../../../app/kernel/requests/module-routes'

/** Routes of the search area; `file` is relative to modules/social (e.g. 'search/routes/x.tsx'). */
export default {
  localized: [{ id: 'search', path: 'search', file: 'search/routes/search.tsx' }],
  // One route for users, exercises, lessons and posts; any other kind is a 404.
  api: [{ id: 'search-kind', path: 'api/search/:kind', file: 'search/routes/api.search.ts' }],
} satisfies ModuleRoutes
