import type { ModuleRoute, ModuleRoutes } from '../../app/kernel/requests/module-routes'
import blog from './blog/routes'
import feedbacks from './feedbacks/routes'
import friends from './friends/routes'
import notes from './notes/routes'
import profile from './profile/routes'
import search from './search/routes'

// Each area (a folder) lists its own routes; `file` stays relative to modules/social.
const areas: ModuleRoutes[] = [friends, profile, blog, notes, feedbacks, search]

const localized: ModuleRoute[] = [
  { id: 'notifications', path: 'notifications', file: 'routes/notifications.tsx' },
  { id: 'teams', path: 'teams', file: 'routes/teams.tsx' },
  { id: 'team', path: 'team/:id', file: 'routes/team.tsx' },
]
const api: ModuleRoute[] = [
  { id: 'notification-count', path: 'api/notification/count', file: 'routes/api.notification-count.ts' },
  { id: 'notification-all', path: 'api/notification/all', file: 'routes/api.notification-all.ts' },
]

export default {
  localized: [...localized, ...areas.flatMap((a) => a.localized ?? [])],
  api: [...api, ...areas.flatMap((a) => a.api ?? [])],
} satisfies ModuleRoutes
