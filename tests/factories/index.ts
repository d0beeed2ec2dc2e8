// Rows for tests (not a test file itself): one factory per kind of thing, sensible defaults, overrides as
// arguments. Module-specific helpers beside each module build on these.
export { DAY, ended, HOUR, MINUTE, makeCompetition, makeTeam, TEAM_PASSWORD, upcoming } from './competitions'
export { type LessonSpec, type MadeCourse, makeCourse } from './courses'
export { exerciseRow, makeExercise, SUM_TESTS, scratchDir, type Tests, writeTestFolder } from './exercises'
export { makeBlogPost } from './posts'
export { addSubmission } from './submissions'
export { createTestUser, makeUser, plainUser, type TestUser } from './users'
