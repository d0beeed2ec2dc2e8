import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'login', path: 'login', file: 'routes/login.tsx' },
    { id: 'logout', path: 'logout', file: 'routes/logout.ts' },
    { id: 'forgot', path: 'forgot-password', file: 'routes/forgot-password.tsx' },
    { id: 'reset', path: 'reset-password', file: 'routes/reset-password.tsx' },
    { id: 'edit', path: 'user/edit', file: 'routes/user-edit.tsx' },
    { id: 'outbox', path: 'dev/outbox', file: 'routes/dev-outbox.tsx' },
  ],
  api: [],
} satisfies ModuleRoutes
