// Demo community data (issue 6): institutions for the demo users, a team, a friendship, OBI results and jobs
// for the halls of fame, and a few extra students with XP so the rankings are not empty on first start.
// Deterministic and idempotent: everything is looked up by a natural key first, so a second run adds nothing.
// Runs after the demo users exist (seedDemo) and before the competitions seed.
import type { Kysely } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'
import type { Database } from '../schema'
import { DEMO_PROFILES, FRIENDS, INSTITUTIONS, JOBS, RESULTS, STUDENTS, TEAMS } from './community-data'

type DB = Kysely<Database>

const DAY_MS = 86_400_000
/** Each user's XP spread over four days (today, 9, 35 and 70 days ago), so the monthly ranking has a past. */
const SPREAD: [daysAgo: number, share: number][] = [
  [0, 0.15],
  [9, 0.2],
  [35, 0.25],
  [70, 0.4],
]

async function institutionIds(db: DB): Promise<Map<string, number>> {
  for (const inst of INSTITUTIONS) {
    await db
      .insertInto('institutions')
      .values(inst)
      .onConflict((oc) => oc.column('short_name').doNothing())
      .execute()
  }
  const rows = await db.selectFrom('institutions').select(['id', 'short_name']).execute()
  return new Map(rows.map((r) => [r.short_name, r.id]))
}

async function userIds(db: DB): Promise<Map<string, number>> {
  const rows = await db.selectFrom('users').select(['id', 'email']).execute()
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]))
}

/** XP as demo events (`demo:<n>`, idempotent by their unique key); users.xp and level follow from the events. */
async function giveXp(db: DB, userId: number, xp: number, now: Date) {
  let left = xp
  for (const [i, [daysAgo, share]] of SPREAD.entries()) {
    const amount = i === SPREAD.length - 1 ? left : Math.round(xp * share)
    left -= amount
    const at = new Date(now.getTime() - daysAgo * DAY_MS)
    await db
      .insertInto('xp_events')
      .values({
        user_id: userId,
        ref_key: `demo:${i}`,
        amount,
        day: at.toISOString().slice(0, 10),
        created_at: at.toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'ref_key']).doNothing())
      .execute()
  }
  const sum = await db
    .selectFrom('xp_events')
    .select((eb) => eb.fn.sum<number>('amount').as('xp'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  const total = Number(sum.xp ?? 0)
  await db
    .updateTable('users')
    .set({ xp: total, level: Math.floor(Math.sqrt(total / 25)) })
    .where('id', '=', userId)
    .execute()
}

export async function seedCommunity(db: DB, now = new Date()) {
  const institutions = await institutionIds(db)
  const inst = (short: string | null | undefined) => (short ? (institutions.get(short) ?? null) : null)
  for (const s of STUDENTS) {
    await db
      .insertInto('users')
      .values({
        name: s.name,
        email: s.email,
        password_hash: 'disabled',
        color: s.color,
        terms_accepted_at: new Date(now.getTime() - 90 * DAY_MS).toISOString(),
        discovery_source: 'obi_site',
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()
  }
  const users = await userIds(db)
  const profiles = [...DEMO_PROFILES, ...STUDENTS.map((s) => ({ ...s, hidden: false }))]
  for (const p of profiles) {
    const id = users.get(p.email)
    if (!id) continue
    await db
      .updateTable('users')
      .set({ institution_id: inst(p.institution), show_in_rankings: p.hidden ? 0 : 1 })
      .where('id', '=', id)
      .execute()
    // The demo student's XP is earned by her seeded activity (history.ts): XP without activity showed
    // "+27 XP today" beside a 0-day streak.
    if (!('history' in p && p.history)) await giveXp(db, id, p.xp, now)
  }
  for (const team of TEAMS) {
    const captain = users.get(team.captain)
    if (!captain) continue
    // Stored hashed like every invite password (migration 0009); the README gives the demo one.
    await db
      .insertInto('teams')
      .values({ name: team.name, invite_password: await hashPassword(team.password), captain_id: captain })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    const { id } = await db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', team.name)
      .executeTakeFirstOrThrow()
    for (const email of [team.captain, ...team.members]) {
      const userId = users.get(email)
      if (!userId) continue
      await db
        .insertInto('team_members')
        .values({ team_id: id, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
  }
  for (const [a, b] of FRIENDS) {
    const [from, to] = [users.get(a), users.get(b)]
    if (!from || !to) continue
    const existing = await db
      .selectFrom('friendships')
      .select('user_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', from), eb('friend_id', '=', to)]),
          eb.and([eb('user_id', '=', to), eb('friend_id', '=', from)]),
        ]),
      )
      .executeTakeFirst()
    if (!existing)
      await db
        .insertInto('friendships')
        .values({ user_id: from, friend_id: to, status: 'accepted' })
        .execute()
  }
  for (const r of RESULTS) {
    const userId = users.get(r.email)
    if (!userId) continue
    const existing = await db
      .selectFrom('external_results')
      .select('id')
      .where('user_id', '=', userId)
      .where('name', '=', r.name)
      .where('year', '=', r.year)
      .where('level', '=', r.level)
      .executeTakeFirst()
    if (existing) continue
    await db
      .insertInto('external_results')
      .values({
        user_id: userId,
        name: r.name,
        level: r.level,
        scope: r.scope,
        year: r.year,
        medal: r.medal ?? null,
        position: r.position ?? null,
        institution_id: inst(r.institution),
      })
      .execute()
  }
  for (const j of JOBS) {
    const userId = users.get(j.email)
    const company = inst(j.institution)
    if (!userId || !company) continue
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('user_id', '=', userId)
      .where('position', '=', j.position)
      .where('started_on', '=', j.from)
      .executeTakeFirst()
    if (existing) continue
    await db
      .insertInto('jobs')
      .values({
        user_id: userId,
        position: j.position,
        started_on: j.from,
        ended_on: j.to ?? null,
        institution_id: company,
      })
      .execute()
  }
  return { students: STUDENTS.length, teams: TEAMS.map((t) => t.name) }
}
