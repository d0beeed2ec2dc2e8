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

/** Read on every page (the navigation's dot): one indexed row at most. */
export async function hasUpcomingCompetitions(now = new Date()) {
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .where('starts_at', '>', now.toISOString())
    .limit(1)
    .executeTakeFirst()
  return !!row
}
