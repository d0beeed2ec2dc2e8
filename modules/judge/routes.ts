import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'languages', path: 'judge/languages', file: 'routes/languages.tsx' },
    { id: 'portugol', path: 'judge/portugol', file: 'routes/portugol.tsx' },
    { id: 'exercise', path: 'exercise/:id', file: 'routes/exercise.tsx' },
    { id: 'submission', path: 'submission/:id', file: 'routes/submission.tsx' },
    { id: 'exercises', path: 'exercises', file: 'routes/exercises.tsx' },
    { id: 'random', path: 'exercises/random', file: 'routes/exercises.random.tsx' },
    { id: 'review', path: 'exercises/review', file: 'routes/exercises.review.tsx' },
    { id: 'submissions', path: 'submissions', file: 'routes/submissions.tsx' },
    { id: 'community-submissions', path: 'community-submissions', file: 'routes/community-submissions.tsx' },
    { id: 'sources', path: 'sources', file: 'routes/sources.tsx' },
    { id: 'source', path: 'source/:slug', file: 'routes/source.tsx' },
    { id: 'subjects', path: 'subjects', file: 'routes/subjects.tsx' },
    { id: 'subject', path: 'subject/:slug', file: 'routes/subject.tsx' },
    { id: 'my-exercises', path: 'content/exercises', file: 'routes/content.exercises.tsx' },
    { id: 'exercise-new', path: 'content/exercises/new', file: 'routes/content.exercise-new.tsx' },
    { id: 'exercise-edit', path: 'exercise/:id/edit', file: 'routes/exercise.edit.tsx' },
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
