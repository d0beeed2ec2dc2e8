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
export { getDraft, saveDraft, type SolutionDraft } from './exercises/drafts.server'
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
} from './exercises/exercises.server'
export { failedTestInput, packageErrorMessage, setTestPackage } from './packages/packages.server'
export { judgeDataDir, packageDir } from './packages/paths.server'
export { rejudge, requeueCompetition, requeueExercise, requeueSubmission } from './submissions/rejudge.server'
export { type ExerciseInput, exerciseSchema, type SubjectInput, subjectSchema } from './content/schemas'
export { publicStatus, type SubmissionStatusDetail, submissionStatus } from './submissions/status.server'
export { type RewardQuestion, type SubmissionReward, setRewardQuestion } from './submissions/reward.server'
export {
  findSubmission,
  hasSolved,
  type SubmitResult,
  submitSolution,
} from './submissions/submissions.server'
export {
  type JudgedSubmission,
  judgeRefusal,
  onSubmissionJudged,
  startJudgeQueue,
  stopJudgeQueue,
  wakeJudge,
  whenIdle,
} from './submissions/queue.server'
export {
  type RecommendedExercise,
  type SolvedExercise,
  acceptedLanguages,
  acceptedSubmissions,
  solvedExercises,
  solvedIds,
  unsolvedExercise,
} from './practice/solved.server'
export { loadExerciseWorkspace } from './exercises/workspace.server'
export type { ExerciseWorkspaceData, WorkspaceFormError } from './exercises/workspace-types'
// Practice pages (lists, random, sources, subjects, review) — helper H6.
export {
  type ExerciseFilters,
  type ExerciseRow,
  listExercises,
  parseExerciseFilters,
  randomUnsolvedExercise,
  solvedCount,
} from './practice/listing.server'
export {
  type ReviewCandidate,
  type ReviewDecision,
  reviewCandidates,
  reviewExercise,
} from './review/review.server'
export { getSourceTree, listTopSources } from './practice/sources.server'
export {
  setExerciseSources,
  type SourceInput,
  sourceSchema,
  upsertSource,
} from './practice/sources-write.server'
export { getSubject, listSubjectsByCategory } from './practice/subject-lists.server'
export { listCommunitySubmissions, listOwnSubmissions } from './submissions/submission-lists.server'
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
// canSeeExercise as SQL on programming_exercises (lists and search filter in the query, so pages stay full).
export { visibleTo as exerciseVisibleTo } from './practice/practice-stats.server'
// The public profile's exercise lists (social).
export {
  type AuthoredExercise,
  type Paged,
  type SolvedItem,
  authoredExercises,
  solvedExercisesPage,
} from './exercises/user-exercises.server'
// Competition mode: the rules the competitions module (above the judge) installs at start. ADR 014.
export {
  type CompetitionContext,
  type CompetitionGate,
  type CompetitionGateInput,
  type CompetitionGateResult,
  type CompetitionRefusal,
  type CompetitionRules,
  type HiddenTestsQuestion,
  type SubmissionCompetition,
  type SubmissionCompetitionInput,
  type SubmissionCompetitionLookup,
  JUDGE_ALONE,
  competitionGate,
  installCompetitionRules,
} from './competition-gate.server'
