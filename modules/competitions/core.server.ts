import { type SessionUser, can } from '~/app/kernel/auth/policy'
// What every competitions page needs: the row, its phase, who organizes it, the freeze, its exercises and the
// viewer's participation. Scoring lives in scoring/, pages in routes/.
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { Competition } from '~/db/schema-competitions'
import { letterOf } from './shared'

export type { Competition }
export type CompetitionPhase = 'upcoming' | 'running' | 'ended'

/** docs/product.md#competitions-organizers-and-scoreboard: "Unfreezing takes up to 2 minutes"; nothing stays hidden forever: a day after the end it reveals. */
export const AUTO_REVEAL_MS = 24 * 60 * 60 * 1000

export async function findCompetition(id: number): Promise<Competition | undefined> {
  return db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirst()
}

export function phaseOf(c: Pick<Competition, 'starts_at' | 'ends_at'>, now = new Date()): CompetitionPhase {
  const t = now.getTime()
  if (t < Date.parse(c.starts_at)) return 'upcoming'
  return t < Date.parse(c.ends_at) ? 'running' : 'ended'
}

/** Organizers (docs/product.md#competitions-organizers-and-scoreboard: judge, refresh the scoreboard, unfreeze, show the password): its creator and admins. */
export function isOrganizer(user: SessionUser | null, c: Pick<Competition, 'created_by'>): boolean {
  return !!user && (user.isAdmin || (c.created_by !== null && c.created_by === user.id))
}

/** PRO users and staff create competitions (docs/product.md#competitions-creating). */
export function canCreateCompetition(user: SessionUser | null): boolean {
  return can(user, 'create_competition') || can(user, 'create_content')
}

/** The moment the freeze starts on a clock of `durationMs` (null: frozen_minutes 0 disables freezing). */
export function freezeOffsetMs(
  c: Pick<Competition, 'frozen_minutes' | 'starts_at' | 'ends_at'>,
): number | null {
  if (c.frozen_minutes <= 0) return null
  const duration = Date.parse(c.ends_at) - Date.parse(c.starts_at)
  return Math.max(0, duration - c.frozen_minutes * 60_000)
}

/**
 * Whether others' results after the freeze are hidden now: until an organizer unfreezes, or a day after the
 * end. Organizers always see everything; participants see their own verdicts on their own submissions.
 */
export function isFrozen(
  c: Pick<Competition, 'frozen_minutes' | 'starts_at' | 'ends_at' | 'unfrozen_at'>,
  now = new Date(),
): boolean {
  const offset = freezeOffsetMs(c)
  if (offset === null || c.unfrozen_at) return false
  const t = now.getTime()
  const start = Date.parse(c.starts_at)
  return t >= start + offset && t < Date.parse(c.ends_at) + AUTO_REVEAL_MS
}

export interface CompetitionExercise {
  exerciseId: number
  position: number
  letter: string
  title: string
}

export async function competitionExercises(competitionId: number, lng: Lng): Promise<CompetitionExercise[]> {
  const rows = await db
    .selectFrom('competition_exercises as ce')
    .innerJoin('programming_exercises as e', 'e.id', 'ce.exercise_id')
    .select(['ce.exercise_id', 'ce.position', 'e.title_br', 'e.title_gb'])
    .where('ce.competition_id', '=', competitionId)
    .orderBy('ce.position')
    .execute()
  return rows.map((r) => ({
    exerciseId: r.exercise_id,
    position: r.position,
    letter: letterOf(r.position),
    title: lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br,
  }))
}

export interface ViewerParticipation {
  id: number
  kind: 'live' | 'virtual'
  userId: number | null
  teamId: number | null
  startsAt: string
  endsAt: string
}

/** The participation a user submits for in a competition (their own or their team's), if any. */
export async function participationOf(
  competitionId: number,
  userId: number,
): Promise<ViewerParticipation | undefined> {
  const row = await db
    .selectFrom('participation_members as pm')
    .innerJoin('participations as p', 'p.id', 'pm.participation_id')
    .select(['p.id', 'p.kind', 'p.user_id', 'p.team_id', 'p.starts_at', 'p.ends_at'])
    .where('pm.competition_id', '=', competitionId)
    .where('pm.user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    teamId: row.team_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }
}

export { competitionPath, letterOf } from './shared'
