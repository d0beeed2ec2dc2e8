import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
// A competition's own submissions page: the viewer's participation (a team's: every member's), newest first,
// with the time on the participant's clock. Own verdicts are always shown: the freeze only hides others'
// results on the scoreboard. Organizers see everyone's.
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { getLanguage } from '~/judge/languages'
import { type PublicStatus, publicStatus } from '~/modules/judge'
import { type Competition, isOrganizer, letterOf, participationOf } from '../core.server'

export const CONTEST_SUBMISSIONS_PER_PAGE = 50

export interface ContestSubmissionRow {
  id: number
  letter: string
  exerciseTitle: string
  language: string
  status: PublicStatus
  score: number | null
  createdAt: string
  /** Since the submitter's clock started (live: the competition's start; virtual: the run's); may be < 0. */
  elapsedMs: number
  /** Who sent it: organizers' list and a team's. */
  author: { id: number; name: string } | null
}

export type ContestSubmissions =
  | { kind: 'not_registered' }
  | {
      kind: 'participant' | 'organizer'
      rows: ContestSubmissionRow[]
      total: number
      page: number
      pages: number
    }

function baseQuery(competitionId: number) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('programming_exercises as e', 'e.id', 's.exercise_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('competition_exercises as ce', (join) =>
      join.onRef('ce.exercise_id', '=', 's.exercise_id').onRef('ce.competition_id', '=', 's.competition_id'),
    )
    .leftJoin('participation_members as pm', (join) =>
      join.onRef('pm.user_id', '=', 's.user_id').onRef('pm.competition_id', '=', 's.competition_id'),
    )
    .leftJoin('participations as p', 'p.id', 'pm.participation_id')
    .where('s.competition_id', '=', competitionId)
}

/** The viewer's participation's submissions (all of them for organizers), newest first, a page at a time. */
export async function contestSubmissions(
  user: SessionUser,
  competition: Competition,
  lng: Lng,
  page = 1,
): Promise<ContestSubmissions> {
  const organizer = isOrganizer(user, competition)
  const entry = organizer ? undefined : await participationOf(competition.id, user.id)
  if (!organizer && !entry) return { kind: 'not_registered' }
  let query = baseQuery(competition.id)
  if (entry) query = query.where('pm.participation_id', '=', entry.id)
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const total = Number(counted?.n ?? 0)
  const pages = Math.max(1, Math.ceil(total / CONTEST_SUBMISSIONS_PER_PAGE))
  const current = Math.min(Math.max(1, page), pages)
  const rows = await query
    .select([
      's.id',
      's.language',
      's.status',
      's.score',
      's.created_at',
      's.user_id',
      'u.name',
      'e.title_br',
      'e.title_gb',
      'ce.position',
      'p.starts_at',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(CONTEST_SUBMISSIONS_PER_PAGE)
    .offset((current - 1) * CONTEST_SUBMISSIONS_PER_PAGE)
    .execute()
  return {
    kind: organizer ? 'organizer' : 'participant',
    total,
    page: current,
    pages,
    rows: rows.map((r) => {
      const status = publicStatus(r.status)
      const done = status !== 'in_queue' && status !== 'frozen'
      return {
        id: r.id,
        letter: r.position === null ? '' : letterOf(r.position),
        exerciseTitle: lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br,
        language: getLanguage(r.language)?.label ?? r.language,
        status,
        score: done && status !== 'internal_error' ? r.score : null,
        createdAt: r.created_at,
        // An organizer's own tries have no participation: their clock is the competition's.
        elapsedMs: Date.parse(r.created_at) - Date.parse(r.starts_at ?? competition.starts_at),
        author: organizer || entry?.teamId ? { id: r.user_id, name: displayName(r.name) } : null,
      }
    }),
  }
}
