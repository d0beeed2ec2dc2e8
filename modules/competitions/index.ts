import { db } from '~/db/client.server'

/** Competitions that have not started yet, soonest first (spec §7 /competition/upcoming). */
export async function upcomingCompetitions(now = new Date()) {
  return db
    .selectFrom('competitions')
    .select(['id', 'title', 'style', 'starts_at', 'ends_at'])
    .where('starts_at', '>', now.toISOString())
    .orderBy('starts_at')
    .limit(20)
    .execute()
}

export async function hasUpcomingCompetitions(now = new Date()) {
  return (await upcomingCompetitions(now)).length > 0
}
