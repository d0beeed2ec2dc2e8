import { db } from '~/db/client.server'

/** Competitions that have not started yet, soonest first (docs/product.md#competitions-creating: /competition/upcoming). */
export async function upcomingCompetitions(now = new Date()) {
  return (
    db
      .selectFrom('competitions')
      .select(['id', 'title', 'style', 'starts_at', 'ends_at'])
      .where('starts_at', '>', now.toISOString())
      // A class's competitions are its people's (class-access.server.ts), not the public list's.
      .where('programming_class_id', 'is', null)
      .orderBy('starts_at')
      .limit(20)
      .execute()
  )
}

/** Read on every page (the navigation's dot): one indexed row at most. */
export async function hasUpcomingCompetitions(now = new Date()) {
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .where('starts_at', '>', now.toISOString())
    .where('programming_class_id', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return !!row
}

// Start-up: the rules and the scoreboard cache this module installs in the judge.
import { type CompetitionRules, installCompetitionRules } from '~/modules/judge'
import { competitionRules, hiddenTestsRule } from './gate/gate.server'
import { submissionView } from './gate/submission-view.server'
import { startScoreboardCache } from './scoreboard/scoreboard-cache.server'

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

// Rankings and halls of fame (issue 6, H5): the daily job (server.js / entry.server call startRankingsJob()
// once, like startProgress), and external results and jobs for the profile edit (social), the positions the
// dashboard shows.
export { startRankingsJob, stopRankingsJob } from './rankings/job.server'
export {
  addExternalResult,
  addJob,
  externalResultSchema,
  externalResultsOf,
  jobSchema,
  jobsOf,
  removeExternalResult,
  removeJob,
} from './rankings/external.server'
export { viewerPositions } from './rankings/hub.server'

// Course competitions for the learning module's courses page.
export { type CourseCompetition, courseCompetitions } from './listing/course-competitions.server'

// The dashboard's "your competitions".
export { type MyCompetition, myCompetitions } from './listing/my-competitions.server'
// A wall-clock time in a zone → UTC (billing's referral month close reads São Paulo's days with it).
export { isoToLocalInput, localInputToIso } from './ui/competition-time'

// Competitions restricted to a programming class (org installs the class lookup at start; its class page lists them).
export { type ClassStanding, classCompetitions, installClassStanding } from './class-access.server'

// The assistant's guardrail (issue 19): no help on a problem of a competition running for its participant.
export { inRunningCompetition } from './gate/assistant-guard.server'
