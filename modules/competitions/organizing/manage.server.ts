import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
// The organizers' page (docs/product.md#competitions-organizers-and-scoreboard: judge, refresh the scoreboard, unfreeze, show the password): who takes part,
// the latest submissions, and the actions. Each rejudge tells the affected participants once.
import type { Prefix } from '~/app/kernel/i18n/locale'
import { notify } from '~/app/kernel/people/notify.server'
import { db } from '~/db/client.server'
import { publicStatus, requeueCompetition, requeueSubmission } from '~/modules/judge'
import { requireOrganizer as organizerOnly } from '../competition-guards.server'
import { type Competition, freezeOffsetMs, isFrozen, letterOf, phaseOf } from '../core.server'
import { dropScoreboard } from '../scoreboard/scoreboard-cache.server'
import type { ManagePageData, ManageParticipant, ManagePerson, ManageSubmission } from './manage-types'

export const LATEST_SUBMISSIONS = 100

/** The competition, if the request comes from one of its organizers (competition-guards.server.ts). */
export async function requireOrganizer(
  request: Request,
  id: number,
): Promise<{ user: SessionUser; c: Competition }> {
  const { user, competition } = await organizerOnly(request, String(id))
  return { user, c: competition }
}

const person = (prefix: Prefix, id: number, name: string): ManagePerson => ({
  id,
  name: displayName(name),
  href: `/${prefix}/user/${id}`,
})

async function participantsOf(c: Competition, prefix: Prefix): Promise<ManageParticipant[]> {
  const [rows, members] = await Promise.all([
    db
      .selectFrom('participations as p')
      .leftJoin('teams as t', 't.id', 'p.team_id')
      .select(['p.id', 'p.kind', 'p.team_id', 't.name as team_name', 'p.created_at'])
      .where('p.competition_id', '=', c.id)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('participation_members as pm')
      .innerJoin('users as u', 'u.id', 'pm.user_id')
      .select(['pm.participation_id', 'u.id', 'u.name'])
      .where('pm.competition_id', '=', c.id)
      .orderBy('u.name')
      .execute(),
  ])
  const byParticipation = new Map<number, ManagePerson[]>()
  for (const m of members) {
    const list = byParticipation.get(m.participation_id) ?? []
    list.push(person(prefix, m.id, m.name))
    byParticipation.set(m.participation_id, list)
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    team:
      r.team_id === null
        ? null
        : { id: r.team_id, name: r.team_name ?? '', href: `/${prefix}/team/${r.team_id}` },
    members: byParticipation.get(r.id) ?? [],
    joinedAt: r.created_at,
  }))
}

async function latestSubmissions(c: Competition, prefix: Prefix): Promise<ManageSubmission[]> {
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('competition_exercises as ce', (join) =>
      join.onRef('ce.competition_id', '=', 's.competition_id').onRef('ce.exercise_id', '=', 's.exercise_id'),
    )
    .leftJoin('participation_members as pm', (join) =>
      join.onRef('pm.competition_id', '=', 's.competition_id').onRef('pm.user_id', '=', 's.user_id'),
    )
    .select([
      's.id',
      's.status',
      's.score',
      's.created_at',
      'u.id as user_id',
      'u.name',
      'ce.position',
      'pm.participation_id',
    ])
    .where('s.competition_id', '=', c.id)
    .orderBy('s.id', 'desc')
    .limit(LATEST_SUBMISSIONS)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    href: `/${prefix}/submission/${r.id}`,
    author: person(prefix, r.user_id, r.name),
    letter: r.position === null ? '?' : letterOf(r.position),
    status: publicStatus(r.status),
    score: r.score,
    createdAt: r.created_at,
    participant: r.participation_id !== null,
  }))
}

export async function managePage(c: Competition, prefix: Prefix, now = new Date()): Promise<ManagePageData> {
  const offset = freezeOffsetMs(c)
  const frozen = isFrozen(c, now)
  const [participants, submissions] = await Promise.all([
    participantsOf(c, prefix),
    latestSubmissions(c, prefix),
  ])
  return {
    competition: {
      id: c.id,
      title: c.title,
      phase: phaseOf(c, now),
      password: c.password,
      frozenMinutes: c.frozen_minutes,
      frozen,
      frozeAt: frozen && offset !== null ? new Date(Date.parse(c.starts_at) + offset).toISOString() : null,
      unfrozenAt: c.unfrozen_at,
    },
    participants,
    submissions,
  }
}

/** The organizers' refresh: the next view computes the board again. */
export function refreshScoreboard(competitionId: number): void {
  dropScoreboard(competitionId)
}

/** Reveals the public board (docs/product.md#competitions-organizers-and-scoreboard: "may take up to 2 minutes"; ours drops the cache, so it is at once). */
export async function unfreeze(c: Competition, now = new Date()): Promise<'ok' | 'not_frozen'> {
  if (!isFrozen(c, now)) return 'not_frozen'
  await db
    .updateTable('competitions')
    .set({ unfrozen_at: now.toISOString() })
    .where('id', '=', c.id)
    .execute()
  dropScoreboard(c.id)
  return 'ok'
}

/** Every member of every participation with a submission among those rejudged, once each. */
async function notifyRejudge(c: Competition, submissionId?: number): Promise<number> {
  let query = db
    .selectFrom('submissions as s')
    .innerJoin('participation_members as pm', (join) =>
      join.onRef('pm.competition_id', '=', 's.competition_id').onRef('pm.user_id', '=', 's.user_id'),
    )
    .innerJoin('participation_members as m', 'm.participation_id', 'pm.participation_id')
    .select('m.user_id')
    .distinct()
    .where('s.competition_id', '=', c.id)
  if (submissionId !== undefined) query = query.where('s.id', '=', submissionId)
  const users = await query.execute()
  for (const { user_id } of users) {
    await notify(user_id, 'contest_rejudge', { competition: { id: c.id, title: c.title } })
  }
  return users.length
}

export async function rejudgeCompetition(c: Competition): Promise<number> {
  const count = await requeueCompetition(c.id)
  dropScoreboard(c.id)
  if (count > 0) await notifyRejudge(c)
  return count
}

export async function rejudgeSubmission(
  c: Competition,
  submissionId: number,
): Promise<'ok' | 'not_in_competition'> {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('id', '=', submissionId)
    .where('competition_id', '=', c.id)
    .executeTakeFirst()
  if (!row) return 'not_in_competition'
  await requeueSubmission(submissionId)
  dropScoreboard(c.id)
  await notifyRejudge(c, submissionId)
  return 'ok'
}
