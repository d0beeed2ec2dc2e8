import { db } from '~/db/client.server'

/** Competitions that have not started yet, soonest first (spec §7 /competition/upcoming). */
export async function upcomingCompetitions(now = new Date()) {
  return db
    .selectFrom('competitions')
    .select(['id', 'title', 'style', 'starts_at', 'ends_at'])
    .where('starts_at', '>', now.toISOString())
    .orderBy('starts_at')
    .limit(20)
    .execute()
}

/** Read on every page (the navigation's dot): one indexed row at most. */
export async function hasUpcomingCompetitions(now = new Date()) {
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .where('starts_at', '>', now.toISOString())
    .limit(1)
    .executeTakeFirst()
  return !!row
}

// Competitions core (issue 6, H2): forms, list, page, joining, virtual runs and the judge's gate.
import { type CompetitionRules, installCompetitionRules } from '~/modules/judge'
import { competitionRules, hiddenTestsRule } from './gate.server'
import { startScoreboardCache } from './scoreboard-cache.server'
import { submissionView } from './submission-view.server'

/**
 * Everything this module hooks into the judge below it, at start (app/entry.server.tsx's startModules; ADR 014):
 * the competition rules the judge asks about (until then it refuses competition submissions) and the scoreboard
 * cache that takes each competition verdict. Idempotent.
 */
export function startCompetitions(): void {
  installCompetitionRules(COMPETITION_RULES)
  startScoreboardCache()
}

/** The rules startCompetitions installs in the judge (tests install them the same way). */
export const COMPETITION_RULES: CompetitionRules = {
  gate: competitionRules,
  submission: submissionView,
  hiddenTests: hiddenTestsRule,
}

export { competitionRules } from './gate.server'
export { type CompetitionRow, type CompetitionLists, listCompetitions } from './competition-list.server'
export { createCompetition, updateCompetition, competitionExerciseIds } from './competitions.server'
export { type JoinRefusal, type JoinResult, joinCompetition } from './join.server'
export {
  type SimulationSource,
  type VirtualRefusal,
  simulateSource,
  simulationSources,
  startVirtualRun,
} from './virtual.server'
export {
  type Competition,
  type CompetitionPhase,
  canCreateCompetition,
  competitionExercises,
  competitionPath,
  findCompetition,
  isOrganizer,
  participationOf,
  phaseOf,
} from './core.server'

// Scoreboards (issue 6, H3): the cached boards, the judge's verdicts applied as they come (server.js /
// the start-up hooks call startCompetitions() once), and standings for the rankings (replays).
export {
  boardFor,
  dropScoreboard,
  scoreboardsSettled,
  stopCompetitions,
} from './scoreboard-cache.server'
export {
  type RunStanding,
  type StandingRow,
  competitionStandings,
  standingOf,
  virtualStandings,
} from './scoreboard.server'

// Rankings and halls of fame (issue 6, H5): the daily job (server.js / entry.server call startRankingsJob()
// once, like startProgress), and external results and jobs for the profile edit (social issue).
export { computeRankings, lastRankingRun, startRankingsJob, stopRankingsJob } from './rankings/job.server'
export {
  type FieldErrors,
  type SaveResult,
  addExternalResult,
  addJob,
  externalResultSchema,
  externalResultsOf,
  jobSchema,
  jobsOf,
  removeExternalResult,
  removeJob,
} from './rankings/external.server'
export { type ViewerPositions, viewerPositions } from './rankings/hub.server'

// Own submissions and clarifications (issue 6, H4).
export { type ContestSubmissions, contestSubmissions } from './contest-submissions.server'
export {
  type ClarificationView,
  type ClarificationsData,
  announce,
  answerClarification,
  askClarification,
  clarificationsPage,
} from './clarifications.server'

// Course competitions for the learning module's courses page.
export { type CourseCompetition, courseCompetitions } from './course-competitions.server'

// The dashboard's "your competitions".
export { type MyCompetition, myCompetitions } from './my-competitions.server'
// A wall-clock time in a zone → UTC (billing's referral month close reads São Paulo's days with it).
export { localInputToIso } from './ui/competition-time'
