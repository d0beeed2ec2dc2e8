import type { ModuleRoutes } from '../../../app/kernel/requests/module-routes'

/** Routes of the notes area; `file` is relative to modules/social (e.g. 'notes/routes/x.tsx'). */
export default {
  localized: [{ id: 'notes', path: 'notes', file: 'notes/routes/notes.tsx' }],
  api: [],
} satisfies ModuleRoutes
