import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { type LinkedItem, exerciseLinks, lessonLinks } from '../videos/links.server'
import type { GuideTab } from './rules'

// Training guides (docs/product.md#live-classes): a path of lessons and exercises with its live classes and a
// discussion; students join and leave. Tabs of the list: available, archived, participating.

export interface GuideSummary {
  id: number
  slug: string
  title: string
  description: string
  beginner: boolean
  archived: boolean
  members: number
}

export async function listGuides(tab: GuideTab, userId: number | null): Promise<GuideSummary[]> {
  let query = db
    .selectFrom('live_guides')
    .leftJoin('live_guide_members', 'live_guide_members.guide_id', 'live_guides.id')
    .select((eb) => [
      'live_guides.id',
      'live_guides.slug',
      'live_guides.title',
      'live_guides.description',
      'live_guides.beginner',
      'live_guides.archived',
      eb.fn.count<number>('live_guide_members.user_id').as('members'),
    ])
    .groupBy('live_guides.id')
    .orderBy('live_guides.created_at', 'desc')
  if (tab === 'available') query = query.where('live_guides.archived', '=', 0)
  if (tab === 'archived') query = query.where('live_guides.archived', '=', 1)
  if (tab === 'participating') {
    if (!userId) return []
    query = query.where('live_guides.id', 'in', (eb) =>
      eb.selectFrom('live_guide_members').select('guide_id').where('user_id', '=', userId),
    )
  }
  const rows = await query.execute()
  return rows.map((r) => ({
    ...r,
    beginner: !!r.beginner,
    archived: !!r.archived,
    members: Number(r.members),
  }))
}

export async function findGuide(slug: string) {
  return db.selectFrom('live_guides').selectAll().where('slug', '=', slug).executeTakeFirst()
}

export async function isMember(guideId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_guide_members')
    .select('user_id')
    .where('guide_id', '=', guideId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return !!row
}

/** Joining an archived guide is refused; joining twice or leaving when out changes nothing. */
export async function join(guideId: number, userId: number): Promise<boolean> {
  const guide = await db
    .selectFrom('live_guides')
    .select('archived')
    .where('id', '=', guideId)
    .executeTakeFirst()
  if (!guide || guide.archived) return false
  await db
    .insertInto('live_guide_members')
    .values({ guide_id: guideId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return true
}

export async function leave(guideId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('live_guide_members')
    .where('guide_id', '=', guideId)
    .where('user_id', '=', userId)
    .execute()
}

export interface GuideItem extends LinkedItem {
  kind: 'lesson' | 'exercise'
}

/** The guide's lessons and exercises in its order (what the viewer may not see is left out). */
export async function guideItems(guideId: number, lng: Lng, user: SessionUser | null): Promise<GuideItem[]> {
  const rows = await db
    .selectFrom('live_guide_items')
    .select(['kind', 'ref_id'])
    .where('guide_id', '=', guideId)
    .orderBy('position')
    .execute()
  const lessons = new Map(
    (
      await lessonLinks(
        rows.filter((r) => r.kind === 'lesson').map((r) => r.ref_id),
        lng,
      )
    ).map((l) => [l.id, l]),
  )
  const exercises = new Map(
    (
      await exerciseLinks(
        rows.filter((r) => r.kind === 'exercise').map((r) => r.ref_id),
        lng,
        user,
      )
    ).map((e) => [e.id, e]),
  )
  return rows.flatMap((r) => {
    const found = (r.kind === 'lesson' ? lessons : exercises).get(r.ref_id)
    return found ? [{ ...found, kind: r.kind }] : []
  })
}

export async function guidePosts(guideId: number) {
  return db
    .selectFrom('live_guide_posts')
    .innerJoin('users', 'users.id', 'live_guide_posts.user_id')
    .select([
      'live_guide_posts.id',
      'live_guide_posts.text',
      'live_guide_posts.created_at',
      'users.name',
      'users.id as userId',
    ])
    .where('guide_id', '=', guideId)
    .orderBy('live_guide_posts.id', 'desc')
    .limit(100)
    .execute()
}

export async function addPost(guideId: number, userId: number, text: string): Promise<void> {
  await db.insertInto('live_guide_posts').values({ guide_id: guideId, user_id: userId, text }).execute()
}
