import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

export default {
  localized: [
    { id: 'login', path: 'login', file: 'routes/login.tsx' },
    { id: 'logout', path: 'logout', file: 'routes/logout.ts' },
    { id: 'forgot', path: 'forgot-password', file: 'routes/forgot-password.tsx' },
    { id: 'reset', path: 'reset-password', file: 'routes/reset-password.tsx' },
    { id: 'edit', path: 'user/edit', file: 'routes/user-edit.tsx' },
    { id: 'outbox', path: 'dev/outbox', file: 'routes/dev-outbox.tsx' },
    // Privacy rights (privacy/README.md)
    { id: 'privacy', path: 'user/privacy', file: 'privacy/routes/privacy.tsx' },
    { id: 'privacy-deleted', path: 'user/privacy/deleted', file: 'privacy/routes/privacy-deleted.tsx' },
    { id: 'privacy-export', path: 'user/privacy/export/:id', file: 'privacy/routes/privacy-export.ts' },
    { id: 'privacy-staff', path: 'staff/privacy', file: 'privacy/routes/staff-privacy.tsx' },
    // Where the person lives: the `update_location` action (location/location.server.ts)
    { id: 'location', path: 'user/location', file: 'location/routes/location.tsx' },
    // News e-mails with consent (news/)
    { id: 'news-staff', path: 'staff/news', file: 'news/routes/staff-news.tsx' },
    { id: 'news-unsubscribe', path: 'news/unsubscribe', file: 'news/routes/unsubscribe.tsx' },
    // Age and a guardian's confirmation (age/, ADR 023)
    { id: 'guardian', path: 'user/guardian', file: 'age/routes/guardian.tsx' },
    { id: 'guardian-confirm', path: 'guardian/confirm', file: 'age/routes/guardian-confirm.tsx' },
    { id: 'birthdate', path: 'user/birthdate', file: 'age/routes/birthdate.tsx' },
    // The Instagram link page (links/)
    { id: 'instagram', path: 'instagram', file: 'links/routes/instagram.tsx' },
  ],
  api: [
    {
      id: 'api-location-update',
      path: 'api/user/location/update',
      file: 'location/routes/api.location-update.ts',
    },
  ],
} satisfies ModuleRoutes
