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
export { type RewardQuestion, type SubmissionReward, setRewardQuestion } from './reward.server'
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
export {
  type RecommendedExercise,
  type SolvedExercise,
  acceptedLanguages,
  acceptedSubmissions,
  solvedExercises,
  solvedIds,
  unsolvedExercise,
} from './solved.server'
export { loadExerciseWorkspace } from './workspace.server'
export type { ExerciseWorkspaceData, WorkspaceFormError } from './workspace-types'
// Practice pages (lists, random, sources, subjects, review) — helper H6.
export {
  type ExerciseFilters,
  type ExerciseRow,
  listExercises,
  parseExerciseFilters,
  randomUnsolvedExercise,
  solvedCount,
} from './listing.server'
export { type ReviewCandidate, type ReviewDecision, reviewCandidates, reviewExercise } from './review.server'
export { getSourceTree, listTopSources } from './sources.server'
export { setExerciseSources, type SourceInput, sourceSchema, upsertSource } from './sources-write.server'
export { getSubject, listSubjectsByCategory } from './subject-lists.server'
export { listCommunitySubmissions, listOwnSubmissions } from './submission-lists.server'
export { contentPreview } from './exercise-action.server'
export {
  type FormErrors,
  errorCodes,
  filled,
  lf,
  list,
  optionalText,
  requiredText,
  str,
} from './form-fields.server'
// canSeeExercise as SQL on programming_exercises (lists and search filter in the query, so pages stay full).
export { visibleTo as exerciseVisibleTo } from './practice-stats.server'
// The public profile's exercise lists (social).
export {
  type AuthoredExercise,
  type Paged,
  type SolvedItem,
  authoredExercises,
  solvedExercisesPage,
} from './user-exercises.server'
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
