import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

export default {
  localized: [
    { id: 'languages', path: 'judge/languages', file: 'languages/routes/languages.tsx' },
    { id: 'portugol', path: 'judge/portugol', file: 'languages/routes/portugol.tsx' },
    { id: 'exercise', path: 'exercise/:id', file: 'exercises/routes/exercise.tsx' },
    { id: 'custom-run', path: 'exercise/:id/run/:run_id', file: 'exercises/routes/exercise.run.tsx' },
    { id: 'submission', path: 'submission/:id', file: 'submissions/routes/submission.tsx' },
    // The exercise island's in-place status, as HTML (ADR 031).
    {
      id: 'submission-status',
      path: 'submission-status/:id',
      file: 'submissions/routes/submission-status.tsx',
    },
    { id: 'exercises', path: 'exercises', file: 'practice/routes/exercises.tsx' },
    { id: 'random', path: 'exercises/random', file: 'practice/routes/exercises.random.tsx' },
    { id: 'review', path: 'exercises/review', file: 'review/routes/exercises.review.tsx' },
    { id: 'submissions', path: 'submissions', file: 'submissions/routes/submissions.tsx' },
    {
      id: 'community-submissions',
      path: 'community-submissions',
      file: 'submissions/routes/community-submissions.tsx',
    },
    { id: 'sources', path: 'sources', file: 'practice/routes/sources.tsx' },
    { id: 'source', path: 'source/:slug', file: 'practice/routes/source.tsx' },
    { id: 'subjects', path: 'subjects', file: 'practice/routes/subjects.tsx' },
    { id: 'subject', path: 'subject/:slug', file: 'practice/routes/subject.tsx' },
    { id: 'my-exercises', path: 'content/exercises', file: 'content/routes/content.exercises.tsx' },
    { id: 'exercise-new', path: 'content/exercises/new', file: 'content/routes/content.exercise-new.tsx' },
    { id: 'exercise-edit', path: 'exercise/:id/edit', file: 'content/routes/exercise.edit.tsx' },
  ],
  api: [
    { id: 'exercise', path: 'api/programming-exercise/:id', file: 'exercises/routes/api.exercise.ts' },
    { id: 'submit', path: 'api/programming-exercise/:id/submit', file: 'submissions/routes/api.submit.ts' },
    {
      id: 'custom-run',
      path: 'api/programming-exercise/:id/run',
      file: 'exercises/routes/api.custom-run.ts',
    },
    {
      id: 'submission-status',
      path: 'api/programming-exercise/submission-status/:id',
      file: 'submissions/routes/api.submission-status.ts',
    },
    {
      id: 'failed-test',
      path: 'api/programming-exercise/submission/:id/failed-test',
      file: 'submissions/routes/api.failed-test.ts',
    },
    { id: 'rejudge', path: 'api/judge/rejudge', file: 'submissions/routes/api.rejudge.ts' },
    { id: 'languages', path: 'api/judge/languages', file: 'languages/routes/api.languages.ts' },
  ],
} satisfies ModuleRoutes
