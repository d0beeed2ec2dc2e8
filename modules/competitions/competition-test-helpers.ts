// Test helpers for the competitions core (not a test file itself).
import { afterAll, beforeAll } from 'vitest'
import { db } from '~/db/client.server'
import { type CompetitionRules, installCompetitionRules } from '~/modules/judge'
import { createTeam, joinTeam } from '~/modules/social/teams.server'
import type { makeUser } from '~/tests/factories'
import { routeArgs } from '~/tests/setup/helpers'
import { COMPETITION_RULES } from './index'
import { joinCompetition } from './running/join.server'

export type User = Awaited<ReturnType<typeof makeUser>>

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
