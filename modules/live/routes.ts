import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'calendar', path: 'calendar', file: 'routes/calendar.tsx' },
    { id: 'event-new', path: 'calendar/events/new', file: 'routes/event-edit.tsx' },
    { id: 'event-edit', path: 'calendar/events/:id', file: 'routes/event-edit.tsx' },
  ],
  api: [{ id: 'calendar-feed', path: 'api/live/calendar/:token', file: 'routes/api.calendar-feed.ts' }],
} satisfies ModuleRoutes
