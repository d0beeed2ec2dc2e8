import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'languages', path: 'judge/languages', file: 'routes/languages.tsx' },
    { id: 'portugol', path: 'judge/portugol', file: 'routes/portugol.tsx' },
  ],
  api: [
    { id: 'exercise', path: 'api/programming-exercise/:id', file: 'routes/api.exercise.ts' },
    { id: 'submit', path: 'api/programming-exercise/:id/submit', file: 'routes/api.submit.ts' },
    {
      id: 'submission-status',
      path: 'api/programming-exercise/submission-status/:id',
      file: 'routes/api.submission-status.ts',
    },
    {
      id: 'failed-test',
      path: 'api/programming-exercise/submission/:id/failed-test',
      file: 'routes/api.failed-test.ts',
    },
    { id: 'rejudge', path: 'api/judge/rejudge', file: 'routes/api.rejudge.ts' },
    { id: 'languages', path: 'api/judge/languages', file: 'routes/api.languages.ts' },
  ],
} satisfies ModuleRoutes
