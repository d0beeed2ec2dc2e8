// The competitions list (docs/product.md#competitions-creating): upcoming, running and past live competitions, and the viewer's own source
// simulations apart. Each row carries its participants count and how the viewer is registered.
import type { SessionUser } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { AllowedParticipants, CompetitionStyle } from '~/db/schema-competitions'
import { type CompetitionPhase, phaseOf } from '../core.server'

/** Past competitions shown; older ones stay reachable by their address. */
const PAST_LIMIT = 50

export interface CompetitionRow {
  id: number
  title: string
  style: CompetitionStyle
  startsAt: string
  endsAt: string
  phase: CompetitionPhase
  allowed: AllowedParticipants
  isOfficial: boolean
  hasPassword: boolean
  participants: number
  /** How the viewer takes part: null, or live / virtual (with the team's name when a team registered). */
  registration: { kind: 'live' | 'virtual'; team: string | null } | null
}

export interface CompetitionLists {
  upcoming: CompetitionRow[]
  running: CompetitionRow[]
  past: CompetitionRow[]
  simulations: CompetitionRow[]
}

const columns = [
  'c.id',
  'c.title',
  'c.style',
  'c.starts_at',
  'c.ends_at',
  'c.allowed',
  'c.is_official',
  'c.password',
  'c.kind',
] as const

async function rows(
  where: 'upcoming' | 'running' | 'past' | 'simulations',
  userId: number | null,
  now: string,
) {
  let q = db
    .selectFrom('competitions as c')
    .select(columns)
    .select((eb) =>
      eb
        .selectFrom('participations as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.competition_id', '=', 'c.id')
        .where('p.kind', '=', 'live')
        .as('participants'),
    )
  if (where === 'simulations') {
    q = q
      .where('c.kind', '=', 'simulation')
      .where('c.created_by', '=', userId ?? -1)
      .orderBy('c.starts_at', 'desc')
  } else {
    // A class's competitions are listed on the class's page only (class-access.server.ts).
    q = q.where('c.kind', '=', 'live').where('c.programming_class_id', 'is', null)
    if (where === 'upcoming') q = q.where('c.starts_at', '>', now).orderBy('c.starts_at')
    if (where === 'running')
      q = q.where('c.starts_at', '<=', now).where('c.ends_at', '>', now).orderBy('c.ends_at')
    if (where === 'past') q = q.where('c.ends_at', '<=', now).orderBy('c.ends_at', 'desc')
  }
  return q
    .orderBy('c.id')
    .limit(where === 'upcoming' || where === 'running' ? 200 : PAST_LIMIT)
    .execute()
}

async function registrations(userId: number | null, ids: number[]) {
  const map = new Map<number, CompetitionRow['registration']>()
  if (userId === null || ids.length === 0) return map
  const found = await db
    .selectFrom('participation_members as pm')
    .innerJoin('participations as p', 'p.id', 'pm.participation_id')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .select(['pm.competition_id', 'p.kind', 't.name'])
    .where('pm.user_id', '=', userId)
    .where('pm.competition_id', 'in', ids)
    .execute()
  for (const r of found) map.set(r.competition_id, { kind: r.kind, team: r.name ?? null })
  return map
}

export async function listCompetitions(
  user: SessionUser | null,
  now = new Date(),
): Promise<CompetitionLists> {
  const iso = now.toISOString()
  const userId = user?.id ?? null
  const [upcoming, running, past, simulations] = await Promise.all(
    (['upcoming', 'running', 'past', 'simulations'] as const).map((w) => rows(w, userId, iso)),
  )
  const all = [...upcoming, ...running, ...past, ...simulations]
  const mine = await registrations(
    userId,
    all.map((r) => r.id),
  )
  const toRow = (r: (typeof all)[number]): CompetitionRow => ({
    id: r.id,
    title: r.title,
    style: r.style,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    phase: phaseOf(r, now),
    allowed: r.allowed,
    isOfficial: r.is_official === 1,
    hasPassword: !!r.password,
    participants: Number(r.participants ?? 0),
    registration: mine.get(r.id) ?? null,
  })
  return {
    upcoming: upcoming.map(toRow),
    running: running.map(toRow),
    past: past.map(toRow),
    simulations: simulations.map(toRow),
  }
}
