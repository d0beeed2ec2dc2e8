// The judge module's public surface (server side). Other modules import only from here.
export { canSeeExercise, exerciseAccess, isJudgeStaff } from './access'
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_IDS,
  type LanguageId,
  MAX_CODE_BYTES,
  POLL_INTERVAL_MS,
  type PublicStatus,
  isLanguageId,
} from './constants'
export { getDraft, saveDraft, type SolutionDraft } from './drafts.server'
export {
  createExercise,
  type ExerciseView,
  exerciseSamples,
  exerciseSubjects,
  exerciseTitle,
  findExercise,
  getExerciseForUser,
  localized,
  updateExercise,
  upsertSubject,
} from './exercises.server'
export { failedTestInput, packageErrorMessage, setTestPackage } from './packages.server'
export { judgeDataDir, packageDir } from './paths.server'
export { rejudge, requeueCompetition, requeueExercise, requeueSubmission } from './rejudge.server'
export { type ExerciseInput, exerciseSchema, type SubjectInput, subjectSchema } from './schemas'
export { publicStatus, type SubmissionStatusDetail, submissionStatus } from './status.server'
export { findSubmission, hasSolved, type SubmitResult, submitSolution } from './submissions.server'
export {
  type JudgedSubmission,
  judgeRefusal,
  onSubmissionJudged,
  startJudgeQueue,
  stopJudgeQueue,
  wakeJudge,
  whenIdle,
} from './queue.server'
