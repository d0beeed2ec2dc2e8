import type { ModuleRoutes } from '../../../app/kernel/requests/module-routes'

/** Routes of the friends area; `file` is relative to modules/social (e.g. 'friends/routes/x.tsx'). */
export default {
  localized: [{ id: 'friends', path: 'friends', file: 'friends/routes/friends.tsx' }],
  api: [
    {
      id: 'notification-friend',
      path: 'api/notification/:id/friend/:decision',
      file: 'friends/routes/api.notification-friend.ts',
    },
    { id: 'image-team', path: 'image/team/:file', file: 'friends/routes/image.team.ts' },
  ],
} satisfies ModuleRoutes
