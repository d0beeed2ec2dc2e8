import { db } from '~/db/client.server'

const NEW_VIDEO_DAYS = 7

/** The videos entry shows a dot when a video was published in the last week (spec §2). */
export async function hasNewVideos(now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - NEW_VIDEO_DAYS * 86_400_000).toISOString()
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('published_at', '>=', since)
    .where('published_at', '<=', now.toISOString())
    .limit(1)
    .executeTakeFirst()
  return !!row
}
