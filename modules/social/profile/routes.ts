import type { ModuleRoutes } from '../../../app/kernel/requests/module-routes'

/** Routes of the profile area; `file` is relative to modules/social (e.g. 'profile/routes/x.tsx'). */
export default {
  localized: [
    { id: 'user', path: 'user/:id', file: 'profile/routes/user.tsx' },
    { id: 'user-exercises', path: 'user/:id/exercises', file: 'profile/routes/user-exercises.tsx' },
    { id: 'streamers', path: 'streamers', file: 'profile/routes/streamers.tsx' },
  ],
  api: [
    {
      id: 'user-profile-image',
      path: 'image/user-profile/:file',
      file: 'profile/routes/image.user-profile.ts',
    },
  ],
} satisfies ModuleRoutes
