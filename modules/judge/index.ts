// The judge module's public surface (server side): only what other modules, the seed and the start-up hooks
// import (components: ui.ts). Everything else stays inside its area (see README.md, "Areas").

// Exercises: who may see one, reading and writing them (the seed writes through these).
export { canSeeExercise, isJudgeStaff } from './access'
export {
  createExercise,
  exerciseTitle,
  findExercise,
  localized,
  upsertSubject,
} from './exercises/exercises.server'
export type { ExerciseInput, SubjectInput } from './content/schemas'
export { setTestPackage } from './packages/packages.server'
// canSeeExercise as SQL on programming_exercises (lists and search filter in the query, so pages stay full).
export { visibleTo as exerciseVisibleTo } from './practice/practice-stats.server'
// The exercise page's workspace, embedded by learning's programming lessons.
export { loadExerciseWorkspace } from './exercises/workspace.server'
// The public profile's exercise lists (social).
export {
  type AuthoredExercise,
  type Paged,
  type SolvedItem,
  authoredExercises,
  solvedExercisesPage,
} from './exercises/user-exercises.server'

// The content forms' field readers and preview, shared with learning's and competitions' forms.
export { contentPreview } from './content/exercise-action.server'
export {
  type FormErrors,
  errorCodes,
  filled,
  lf,
  list,
  optionalText,
  requiredText,
  str,
} from './content/form-fields.server'

// Submissions: the queue (started by app/entry.server.tsx), its verdicts as events, statuses and rejudges.
export type { PublicStatus } from './constants'
export {
  type JudgedSubmission,
  onSubmissionJudged,
  startJudgeQueue,
  stopJudgeQueue,
} from './submissions/queue.server'
export { publicStatus } from './submissions/status.server'
// Judge machines (ADR 021): the primary's /internal/judge endpoints (server.js) and the worker process.
export { handleJudgeInternal } from './remote/endpoints.server'
export { requeueCompetition, requeueSubmission } from './submissions/rejudge.server'
export { hasSolved } from './submissions/submissions.server'
// The Accepted's reward on the status API: learning installs the answer at start (issue 16).
export { setRewardQuestion } from './submissions/reward.server'

// "Solved" has one definition (README.md): learning's progress and dashboard read it.
export {
  type SolvedExercise,
  acceptedLanguages,
  solvedCount,
  solvedExercises,
  unsolvedExercise,
} from './practice/solved.server'

// The org module's class lists: exercises picked with the catalogue's search, and the students' submissions.
export { listExercises, parseExerciseFilters } from './practice/listing.server'
// A subject's lessons are learning's: learning installs the source at start (issue 21).
export { type SubjectLesson, provideSubjectLessons } from './practice/subject-lessons.server'
export { type PersonSubmission, submissionsOfPeople } from './submissions/people.server'

// Competition mode: the rules the competitions module (above the judge) installs at start. ADR 014.
export {
  type CompetitionContext,
  type CompetitionGate,
  type CompetitionGateResult,
  type CompetitionRules,
  type HiddenTestsQuestion,
  type SubmissionCompetitionLookup,
  installCompetitionRules,
} from './competition-gate.server'

// What the assistant (issue 19) may read of an exercise or submission page, under the judge's access rules.
export {
  type ExerciseForAssistant,
  type SubmissionForAssistant,
  exerciseForAssistant,
  submissionForAssistant,
} from './assistant-context.server'
