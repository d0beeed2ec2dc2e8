import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'calendar', path: 'calendar', file: 'routes/calendar.tsx' },
    { id: 'event-new', path: 'calendar/events/new', file: 'routes/event-edit.tsx' },
    { id: 'event-edit', path: 'calendar/events/:id', file: 'routes/event-edit.tsx' },
    { id: 'videos', path: 'videos', file: 'routes/videos.tsx' },
    { id: 'video-new', path: 'videos/new', file: 'routes/video-edit.tsx' },
    { id: 'video', path: 'videos/:id', file: 'routes/video.tsx' },
    { id: 'video-edit', path: 'videos/:id/edit', file: 'routes/video-edit.tsx' },
    { id: 'guides', path: 'training-guides', file: 'routes/guides.tsx' },
    { id: 'guide', path: 'training-guides/:slug', file: 'routes/guide.tsx' },
  ],
  api: [
    { id: 'calendar-feed', path: 'api/live/calendar/:token', file: 'routes/api.calendar-feed.ts' },
    { id: 'videos-has-new', path: 'api/videos/has-new', file: 'routes/api.videos-has-new.ts' },
    { id: 'video-media', path: 'media/videos/:id/:kind', file: 'routes/media.video.ts' },
  ],
} satisfies ModuleRoutes
