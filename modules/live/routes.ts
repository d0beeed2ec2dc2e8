import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

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
    { id: 'jtt-profile', path: 'behring-academy/profile', file: 'routes/jtt-profile.tsx' },
    { id: 'jtt-activities', path: 'behring-academy/activities', file: 'routes/jtt-activities.tsx' },
    { id: 'study-plan', path: 'study-plan', file: 'routes/study-plan.tsx' },
    { id: 'tour', path: 'tours/:tour', file: 'routes/tour.tsx' },
  ],
  api: [
    { id: 'calendar-feed', path: 'api/live/calendar/:token', file: 'routes/api.calendar-feed.ts' },
    { id: 'videos-has-new', path: 'api/videos/has-new', file: 'routes/api.videos-has-new.ts' },
    { id: 'jtt-access-token', path: 'api/jtt/access-token', file: 'routes/api.jtt-access-token.ts' },
    { id: 'jtt-points', path: 'api/jtt/points', file: 'routes/api.jtt-points.ts' },
    { id: 'tour-dismiss', path: 'api/tours/:tour/dismiss', file: 'routes/api.tour-dismiss.ts' },
    { id: 'video-media', path: 'media/videos/:id/:kind', file: 'routes/media.video.ts' },
  ],
} satisfies ModuleRoutes
