// Test helpers for the competitions core (not a test file itself).
import type { Insertable } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { db } from '~/db/client.server'
import type { CompetitionsTable } from '~/db/schema'
import { type CompetitionRules, installCompetitionRules } from '~/modules/judge'
import { makeExercise, type makeUser } from '~/modules/judge/test-helpers'
import { createTeam, joinTeam } from '~/modules/social/teams.server'
import { routeArgs } from '~/tests/setup/helpers'
import { COMPETITION_RULES } from './index'
import { joinCompetition } from './join.server'

export type User = Awaited<ReturnType<typeof makeUser>>

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

type CompetitionFields = Partial<Insertable<CompetitionsTable>> & { exercises?: number[] }

/** A live competition (running now unless told otherwise) with the given exercises (one new one by default). */
export async function makeCompetition(fields: CompetitionFields = {}) {
  const now = Date.now()
  const { exercises, ...values } = fields
  const ids = exercises ?? [await makeExercise()]
  const row = await db
    .insertInto('competitions')
    .values({
      title: 'Maratona de teste',
      style: 'icpc',
      starts_at: new Date(now - HOUR).toISOString(),
      ends_at: new Date(now + 2 * HOUR).toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (ids.length) {
    await db
      .insertInto('competition_exercises')
      .values(ids.map((exercise_id, position) => ({ competition_id: row.id, exercise_id, position })))
      .execute()
  }
  return { id: row.id, exercises: ids }
}

/** A competition tomorrow, 3 h long (one clock reading: the duration is exact). */
export function upcoming() {
  const start = Date.now() + DAY
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString() }
}

/** A 3 h competition that ended two days ago. */
export function ended() {
  const start = Date.now() - 2 * DAY
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString() }
}

/** A team whose captain is the first user; the others join it. */
export async function makeTeam(name: string, captain: User, ...members: User[]) {
  const id = await createTeam({ name, invitePassword: 'segredo', captainId: captain.id })
  for (const m of members) await joinTeam(id, m.id, 'segredo')
  return id
}

export function post(url: string, fields: Record<string, string | string[]>, user?: { cookie: string }) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one)
  return new Request(`http://test${url}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { cookie: user.cookie } : {}),
    },
  })
}

export function get(url: string, user?: { cookie: string }) {
  return new Request(`http://test${url}`, { headers: user ? { cookie: user.cookie } : {} })
}

export const call = routeArgs

/** A thrown Response (redirect, 403, 404) as a value. */
export async function settle<T>(promise: Promise<T> | T): Promise<T | Response> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** A loader's data, whether plain or wrapped in data(value, init). */
export async function loaded<T>(promise: Promise<T> | T) {
  const value = (await promise) as unknown
  const wrapped = !!value && typeof value === 'object' && 'init' in value && 'data' in value
  return (wrapped ? (value as { data: unknown }).data : value) as T extends { data: infer D; init: unknown }
    ? D
    : T
}

/** The status a loader's data(value, { status }) carries (200 when plain). */
export async function statusOf(promise: Promise<unknown> | unknown) {
  const value = (await promise) as { init?: { status?: number } | null } | Response
  if (value instanceof Response) return value.status
  return value && typeof value === 'object' && 'init' in value ? (value.init?.status ?? 200) : 200
}

/** The cookies a redirect sets, sent back as a browser would on the next GET. */
export function followCookies(res: Response, user?: { cookie: string }) {
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0])
  return [user?.cookie, ...set].filter(Boolean).join('; ')
}

export async function participationRows(competitionId: number) {
  return db
    .selectFrom('participations')
    .selectAll()
    .where('competition_id', '=', competitionId)
    .orderBy('id')
    .execute()
}

export async function memberIds(competitionId: number) {
  const rows = await db
    .selectFrom('participation_members')
    .select('user_id')
    .where('competition_id', '=', competitionId)
    .orderBy('user_id')
    .execute()
  return rows.map((r) => r.user_id)
}

/** This file's tests run with the rules the server installs at start (startCompetitions); restored after. */
export function useCompetitionRules() {
  let previous: CompetitionRules
  beforeAll(() => {
    previous = installCompetitionRules(COMPETITION_RULES)
  })
  afterAll(() => {
    installCompetitionRules(previous)
  })
}

/** `user` joins the competition on their own (no team, no password), as the join form does. */
export async function register(user: User, competitionId: number) {
  const c = await db
    .selectFrom('competitions')
    .selectAll()
    .where('id', '=', competitionId)
    .executeTakeFirstOrThrow()
  const joined = await joinCompetition({ user: user.session, competition: c, teamId: null, password: '' })
  if (!joined.ok) throw new Error(joined.reason)
}
