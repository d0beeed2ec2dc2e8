// Issue 16 item 2: the demo student contradicted herself (three "Solved" in the list, 0 on the dashboard and
// the profile, "Accepted!" locked, "+27 XP today" beside a 0-day streak). The real seed, read from every page
// that shows one of her numbers, must tell one story.
import { describe, expect, it } from 'vitest'
import { startSession } from '~/app/kernel/auth/session.server'
import { loader as exercisesLoader } from '~/modules/judge/practice/routes/exercises'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { loader as achievementsLoader } from '~/modules/learning/routes/achievements'
import { loader as dashboardLoader } from '~/modules/site/routes/dashboard'
import { loader as profileLoader } from '~/modules/social/profile/routes/user'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { db } from '../client.server'
import { HISTORY_EMAIL } from './history'
import { seedDemo } from './index'

useOwnJudgeDataDir()

describe('the seeded demo student (aluna)', () => {
  it('shows the same solved count, XP, streak and calendar on every page', async () => {
    await seedDemo(db)
    const { id } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', HISTORY_EMAIL)
      .executeTakeFirstOrThrow()
    const { setCookie } = await startSession(new Request('http://test/'), id, '127.0.0.1')
    const aluna = { cookie: setCookie.split(';')[0] }

    // The definition, in plain SQL: distinct exercises with an accepted submission, competitions included.
    const accepted = await db
      .selectFrom('submissions')
      .select(['exercise_id', 'competition_id'])
      .where('user_id', '=', id)
      .where('status', '=', 'accepted')
      .execute()
    const solved = new Set(accepted.map((s) => s.exercise_id)).size
    // The seed has both kinds: solved in competitions (no XP) and in practice (XP).
    expect(accepted.some((s) => s.competition_id !== null)).toBe(true)
    expect(accepted.some((s) => s.competition_id === null)).toBe(true)
    expect(solved).toBeGreaterThanOrEqual(2)

    const dashboard = (await dashboardLoader(routeArgs(getRequest('/br/dashboard', aluna)))).progress
    const profile = (await profileLoader(routeArgs(getRequest(`/br/user/${id}`, aluna), { id: String(id) })))
      .page
    const list = await exercisesLoader(routeArgs(getRequest('/br/exercises?status=solved', aluna)))
    const achievements = await achievementsLoader(routeArgs(getRequest('/br/achievements', aluna)))

    // Solved: one number everywhere.
    expect(dashboard.exercisesSolved).toBe(solved)
    expect(profile.stats.exercisesSolved).toBe(solved)
    expect(profile.solved.total).toBe(solved)
    expect(list.list.total).toBe(solved)
    expect(list.list.rows.every((r) => r.status === 'solved')).toBe(true)
    expect(achievements.earned.map((a) => a.code)).toContain('first_accepted')

    // XP: the dashboard, the profile and the sum of her XP events agree; today's XP means a live streak.
    const events = await db
      .selectFrom('xp_events')
      .select(['ref_key', 'amount', 'day'])
      .where('user_id', '=', id)
      .execute()
    const total = events.reduce((sum, e) => sum + e.amount, 0)
    expect(total).toBeGreaterThan(0)
    expect(dashboard.xp).toBe(total)
    expect(profile.stats.xp).toBe(total)
    const today = dashboard.xpToday > 0
    expect(dashboard.streak.activeToday).toBe(today)
    if (today) expect(dashboard.streak.current).toBeGreaterThanOrEqual(1)
    expect(profile.streak.current).toBe(dashboard.streak.current)
    expect(dashboard.streak.current).toBeGreaterThanOrEqual(1)

    // The calendar: every day she earned XP is an active day, and it counts each lesson and exercise that
    // earned it (the daily bonus rides on them; course XP comes with a lesson).
    const earning = events.filter((e) => /^(lesson|exercise):/.test(e.ref_key))
    const earningDays = [...new Set(events.map((e) => e.day))].sort()
    const activeDays = profile.calendar.cells.filter((c) => c.lessons + c.exercises > 0).map((c) => c.day)
    expect(activeDays).toEqual(earningDays)
    expect(profile.calendar.totals.lessons + profile.calendar.totals.exercises).toBe(earning.length)
    expect(profile.calendar.totals.lessons).toBe(profile.stats.lessonsCompleted)
  })
})
