import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { hasNewVideos } from '~/modules/learning'
import { hasUpcomingCompetitions, upcomingCompetitions } from './index'

const day = 86_400_000

describe('navigation dots', () => {
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

  it('shows the videos dot for a video published in the last week', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    await db
      .insertInto('videos')
      .values({ title: 'Antigo', published_at: new Date(now.getTime() - 10 * day).toISOString() })
      .execute()
    expect(await hasNewVideos(now)).toBe(false)
    await db
      .insertInto('videos')
      .values({ title: 'Novo', published_at: new Date(now.getTime() - 2 * day).toISOString() })
      .execute()
    expect(await hasNewVideos(now)).toBe(true)
  })
})
