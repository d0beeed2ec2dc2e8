import { describe, expect, it } from 'vitest'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { db } from '../client.server'
import { DEMO_COMPETITIONS, seedCompetitions } from './competitions'
import { seedDemo } from './index'

useOwnJudgeDataDir()

describe('demo competitions', () => {
  it('adds a past official ICPC final with judged entries, a running olympiad and an upcoming Trilha one, once', async () => {
    const now = Date.parse('2026-03-10T15:42:00Z')
    await seedDemo(db)
    // seedDemo already ran this seed at the real time; start again at a fixed one for stable dates.
    const titles = DEMO_COMPETITIONS.map((c) => c.title)
    await db.deleteFrom('competitions').where('title', 'in', titles).execute()
    const ids = await seedCompetitions(db, now)
    expect(await seedCompetitions(db, now)).toEqual(ids)
    const rows = await db
      .selectFrom('competitions')
      .selectAll()
      .where(
        'title',
        'in',
        DEMO_COMPETITIONS.map((c) => c.title),
      )
      .orderBy('starts_at')
      .execute()
    expect(rows.map((r) => [r.style, r.is_official])).toEqual([
      ['icpc', 1],
      ['olympiad', 1],
      ['trilha', 0],
    ])
    const [final, olympiad, upcoming] = rows
    expect(Date.parse(final.ends_at)).toBeLessThan(now)
    expect(Date.parse(olympiad.starts_at)).toBeLessThan(now)
    expect(Date.parse(olympiad.ends_at)).toBeGreaterThan(now)
    expect(Date.parse(upcoming.starts_at)).toBeGreaterThan(now)
    // Whole hours from `now`: the same demo on every run.
    expect(final.starts_at).toBe('2026-02-28T15:00:00.000Z')

    // Three exercises with test packages in letter order.
    const problems = await db
      .selectFrom('competition_exercises as ce')
      .innerJoin('programming_exercises as e', 'e.id', 'ce.exercise_id')
      .select(['e.title_gb', 'e.package_hash'])
      .where('ce.competition_id', '=', final.id)
      .orderBy('ce.position')
      .execute()
    expect(problems.map((p) => p.title_gb)).toEqual([
      'Sum of two integers',
      'Average mark',
      'Largest element',
    ])
    expect(problems.every((p) => p.package_hash !== null)).toBe(true)

    // Every try is judged, by an entrant, inside their window.
    const tries = await db
      .selectFrom('submissions as s')
      .innerJoin('participation_members as pm', (j) =>
        j.onRef('pm.competition_id', '=', 's.competition_id').onRef('pm.user_id', '=', 's.user_id'),
      )
      .innerJoin('participations as p', 'p.id', 'pm.participation_id')
      .select(['s.status', 's.created_at', 'p.starts_at', 'p.ends_at'])
      .where('s.competition_id', '=', final.id)
      .execute()
    expect(tries).toHaveLength(DEMO_COMPETITIONS[0].tries.length)
    for (const t of tries) {
      expect(t.status).not.toBe('in_queue')
      expect(t.created_at >= t.starts_at && t.created_at < t.ends_at).toBe(true)
    }
    const entrants = await db
      .selectFrom('participations')
      .select('id')
      .where('competition_id', '=', final.id)
      .execute()
    expect(entrants).toHaveLength(4)
  })
})
