import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { hasUpcomingCompetitions, upcomingCompetitions } from './index'

const day = 86_400_000

describe('the competitions navigation dot', () => {
  it('shows the competitions dot only while a competition has not started', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    expect(await hasUpcomingCompetitions(now)).toBe(false)
    await db
      .insertInto('competitions')
      .values({
        title: 'Maratona',
        style: 'icpc',
        starts_at: new Date(now.getTime() + day).toISOString(),
        ends_at: new Date(now.getTime() + 2 * day).toISOString(),
      })
      .execute()
    expect(await hasUpcomingCompetitions(now)).toBe(true)
    expect((await upcomingCompetitions(now)).map((c) => c.title)).toEqual(['Maratona'])
    expect(await hasUpcomingCompetitions(new Date(now.getTime() + 1.5 * day))).toBe(false)
  })
})
