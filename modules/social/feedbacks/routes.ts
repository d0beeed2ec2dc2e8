import type { ModuleRoutes } from '../../../app/kernel/requests/module-routes'

/** Routes of the feedbacks area; `file` is relative to modules/social (e.g. 'feedbacks/routes/x.tsx'). */
export default {
  localized: [{ id: 'feedbacks', path: 'feedbacks', file: 'feedbacks/routes/feedbacks.tsx' }],
  api: [
    {
      id: 'feedbacks-count',
      path: 'api/feedbacks/notification-count',
      file: 'feedbacks/routes/api.feedbacks-count.ts',
    },
    { id: 'feedback-image', path: 'image/feedback/:id', file: 'feedbacks/routes/image.feedback.ts' },
  ],
} satisfies ModuleRoutes
