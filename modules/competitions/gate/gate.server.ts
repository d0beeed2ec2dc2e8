// The rules the judge asks about a competition's exercise (installed through the judge's
// index by startCompetitions, index.ts). Reading: organizers always; participants from the start; everyone once it ended (practice,
// no submitting). Submitting: a participant inside their own window (a virtual run has its own clock), or an
// organizer who does not take part — their tries have no participation, so no scoreboard ranks them.
import { db } from '~/db/client.server'
import type {
  CompetitionContext,
  CompetitionGate,
  CompetitionGateResult,
  HiddenTestsQuestion,
} from '~/modules/judge'
import { maySeeCompetition } from '../class-access.server'
import { findCompetition, isOrganizer, letterOf, participationOf, phaseOf } from '../core.server'

const inside = (window: { startsAt: string; endsAt: string }, t: number) =>
  t >= Date.parse(window.startsAt) && t < Date.parse(window.endsAt)

export const competitionRules: CompetitionGate = async ({ user, competitionId, exerciseId, now, intent }) => {
  const c = await findCompetition(competitionId)
  if (!c) return { ok: false, reason: 'competition_not_found' }
  const organizer = isOrganizer(user, c)
  // A class's competition (docs/product.md#org) asks org on every read and every submit, not only at the join:
  // a student removed from the class (or from its organization) loses it at once, entry or not. They get what
  // a competition that does not exist gets (its pages are a 404 too), so an outsider learns nothing of it.
  if (!(await maySeeCompetition(user, c))) return { ok: false, reason: 'competition_not_found' }
  const phase = phaseOf(c, now)
  // Before the start even the problem list is the organizers' (a 404 here would tell which ids are in it).
  if (phase === 'upcoming' && !organizer) return { ok: false, reason: 'competition_not_running' }
  const row = await db
    .selectFrom('competition_exercises')
    .select('position')
    .where('competition_id', '=', c.id)
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirst()
  if (!row) return { ok: false, reason: 'exercise_not_in_competition' }

  const context = (
    clock: { startsAt: string; endsAt: string },
    canSubmit: boolean,
  ): CompetitionGateResult => {
    const ctx: CompetitionContext = {
      id: c.id,
      title: c.title,
      startsAt: clock.startsAt,
      endsAt: clock.endsAt,
      letter: letterOf(row.position),
      canSubmit,
    }
    return { ok: true, context: ctx }
  }
  const competitionClock = { startsAt: c.starts_at, endsAt: c.ends_at }
  const t = now.getTime()
  const entry = user ? await participationOf(c.id, user.id) : undefined

  // An organizer who also takes part (a simulation's creator) plays by the participants' rules.
  if (entry) {
    if (inside(entry, t)) return context(entry, true)
    if (intent === 'submit') return { ok: false, reason: 'competition_not_running' }
    return context(entry, false)
  }
  if (organizer) return context(competitionClock, true)
  if (phase === 'ended') {
    if (intent === 'submit') return { ok: false, reason: 'competition_not_running' }
    return context(competitionClock, false)
  }
  return { ok: false, reason: 'not_registered' }
}

/**
 * The judge asks whether an exercise's hidden tests must stay hidden (no failing-test download). A live
 * competition hides its problems' tests from everyone, entrants or not (anyone could pass them on), until it
 * ends. A simulation or a virtual run is one entrant's own clock: only they are kept from the tests, until
 * their run ends.
 */
export const hiddenTestsRule: HiddenTestsQuestion = async ({ user, exerciseId, now }) => {
  const t = now.toISOString()
  const live = await db
    .selectFrom('competition_exercises as ce')
    .innerJoin('competitions as c', 'c.id', 'ce.competition_id')
    .select('c.id')
    .where('ce.exercise_id', '=', exerciseId)
    .where('c.kind', '=', 'live')
    .where('c.ends_at', '>', t)
    .limit(1)
    .executeTakeFirst()
  if (live) return true
  if (!user) return false
  const ownRun = await db
    .selectFrom('participation_members as pm')
    .innerJoin('participations as p', 'p.id', 'pm.participation_id')
    .innerJoin('competition_exercises as ce', 'ce.competition_id', 'p.competition_id')
    .select('p.id')
    .where('pm.user_id', '=', user.id)
    .where('ce.exercise_id', '=', exerciseId)
    .where('p.ends_at', '>', t)
    .limit(1)
    .executeTakeFirst()
  return !!ownRun
}
