import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

export default {
  localized: [
    { id: 'courses', path: 'courses', file: 'routes/courses.tsx' },
    { id: 'course', path: 'course/:course_id', file: 'routes/course.tsx' },
    { id: 'lesson', path: 'course/:course_id/lesson/:lesson_id', file: 'routes/lesson.tsx' },
    { id: 'certificate', path: 'certificate/:code', file: 'routes/certificate.tsx' },
    { id: 'certificates', path: 'certificates', file: 'routes/certificates.tsx' },
    { id: 'achievements', path: 'achievements', file: 'routes/achievements.tsx' },
    { id: 'level-up', path: 'progress/level-up', file: 'routes/level-up.tsx' },
    // Issue 21: the projects hub and projects outside lessons.
    { id: 'projects', path: 'projects', file: 'routes/projects.tsx' },
    { id: 'project', path: 'project/:id', file: 'routes/project.tsx' },
    { id: 'project-edit', path: 'project/:id/edit', file: 'routes/project.edit.tsx' },
    { id: 'project-submit', path: 'project/:id/submit', file: 'routes/project.submit.tsx' },
    // Issue 21: math exercises outside lessons.
    { id: 'math-exercises', path: 'math-exercises', file: 'routes/math-exercises.tsx' },
    { id: 'math-exercise', path: 'math-exercise/:id', file: 'routes/math-exercise.tsx' },
    { id: 'math-exercise-edit', path: 'math-exercise/:id/edit', file: 'routes/math-exercise.edit.tsx' },
    // Issue 21: the course editor (content creators).
    { id: 'content-courses', path: 'content/courses', file: 'routes/content.courses.tsx' },
    { id: 'content-course', path: 'content/courses/:id', file: 'routes/content.course.tsx' },
    {
      id: 'content-course-lesson',
      path: 'content/courses/:id/lessons/:lesson_id',
      file: 'routes/content.course-lesson.tsx',
    },
    // Issue 21: the sources and subjects editors (content creators).
    { id: 'content-sources', path: 'content/sources', file: 'routes/content.sources.tsx' },
    { id: 'content-source', path: 'content/sources/:id', file: 'routes/content.source.tsx' },
    { id: 'content-subjects', path: 'content/subjects', file: 'routes/content.subjects.tsx' },
    { id: 'content-subject', path: 'content/subjects/:id', file: 'routes/content.subject.tsx' },
    { id: 'content-texts', path: 'content/texts', file: 'routes/content.texts.tsx' },
    { id: 'content-text', path: 'content/texts/:id', file: 'routes/content.text.tsx' },
    {
      id: 'content-theoretical',
      path: 'content/theoretical-exercises',
      file: 'routes/content.theoreticals.tsx',
    },
    {
      id: 'content-theoretical-edit',
      path: 'content/theoretical-exercises/:id',
      file: 'routes/content.theoretical.tsx',
    },
  ],
  api: [
    { id: 'courses', path: 'api/courses', file: 'routes/api.courses.ts' },
    { id: 'course-icon', path: 'image/course-icon/:file', file: 'routes/image.course-icon.ts' },
    { id: 'upload', path: 'media/upload/:kind/:id', file: 'routes/media.upload.ts' },
  ],
} satisfies ModuleRoutes
