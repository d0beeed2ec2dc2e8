import fs from 'node:fs/promises'
import path from 'node:path'
import { mediaDir, mediaPath } from '~/app/kernel/files/media.server'
import { db } from '~/db/client.server'

// What "download my data" holds (docs/privacy.md#export): one JSON file per area, then the files the person
// uploaded. Each area is one step of the export job (export.server.ts), so a restart resumes at the next area.
// Rows are capped per table (ROW_CAP) so one step stays bounded; the cap is far above any real account.

export const ROW_CAP = 50_000

const users = (id: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'first_name',
      'last_name',
      'gender',
      'birthdate',
      'biography',
      'color',
      'level',
      'xp',
      'is_pro',
      'preferred_language',
      'discovery_source',
      'invited_by',
      'terms_accepted_at',
      'created_at',
      'country',
      'state',
      'receive_news',
      'show_live_feed',
      'show_in_rankings',
    ])
    .where('id', '=', id)
    .execute()

const mine = <T extends 'user_id'>(
  table: Parameters<typeof db.selectFrom>[0],
  id: number,
  column: T = 'user_id' as T,
) =>
  // biome-ignore lint/suspicious/noExplicitAny: one query shape for many tables that all have the column.
  (db.selectFrom(table as any) as any).selectAll().where(column, '=', id).limit(ROW_CAP).execute() as Promise<
    unknown[]
  >

/** Friend requests in one direction, with the other person's public name (not their e-mail). */
const friendsVia = (id: number, me: 'user_id' | 'friend_id', other: 'user_id' | 'friend_id') =>
  db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', `friendships.${other}`)
    .select(['users.id as user_id', 'users.name', 'friendships.status', 'friendships.created_at'])
    .where(`friendships.${me}`, '=', id)
    .limit(ROW_CAP)
    .execute()

/** Area name → the rows it writes (as JSON). The order is the job's step order; never reorder a shipped list. */
export const AREAS: ReadonlyArray<{
  name: string
  rows: (userId: number) => Promise<Record<string, unknown>>
}> = [
  {
    name: 'profile',
    rows: async (id) => ({
      user: (await users(id))[0] ?? null,
      social_links: await mine('social_links', id),
      jobs: await mine('jobs', id),
      external_results: await mine('external_results', id),
      achievements: await mine('user_achievements', id),
      streak: await mine('streaks', id),
    }),
  },
  {
    name: 'submissions',
    rows: async (id) => ({
      submissions: await db
        .selectFrom('submissions')
        .select([
          'id',
          'exercise_id',
          'competition_id',
          'language',
          'code',
          'status',
          'score',
          'visibility',
          'created_at',
        ])
        .where('user_id', '=', id)
        .orderBy('id')
        .limit(ROW_CAP)
        .execute(),
      drafts: await mine('solution_drafts', id),
      custom_runs: await mine('custom_runs', id),
    }),
  },
  {
    name: 'answers',
    rows: async (id) => ({
      math: await mine('math_submissions', id),
      theoretical: await mine('theoretical_attempts', id),
      projects: await mine('project_submissions', id),
      lessons: await mine('lesson_progress', id),
      courses: await mine('course_enrollments', id),
    }),
  },
  {
    name: 'posts',
    rows: async (id) => ({
      feed: await mine('feed_posts', id),
      blog_comments: await mine('blog_comments', id),
      class_posts: await mine('org_class_posts', id),
      guide_posts: await mine('live_guide_posts', id),
      feedbacks: await mine('feedbacks', id),
      assistant_messages: await mine('assistant_messages', id),
    }),
  },
  { name: 'notes', rows: async (id) => ({ notes: await mine('notes', id) }) },
  {
    name: 'friends',
    rows: async (id) => ({
      friendships: [
        ...(await friendsVia(id, 'user_id', 'friend_id')),
        ...(await friendsVia(id, 'friend_id', 'user_id')),
      ],
      teams: await mine('team_members', id),
    }),
  },
  {
    name: 'payments',
    rows: async (id) => ({
      subscriptions: await mine('subscriptions', id),
      payments: await mine('payments', id),
      pro_grants: await mine('pro_grants', id),
      referral_payouts: await mine('referral_payouts', id),
    }),
  },
  { name: 'notifications', rows: async (id) => ({ notifications: await mine('notifications', id) }) },
]

/** The uploaded files of the person, as [name in the ZIP, path on disk] (missing files are skipped). */
export async function uploadedFiles(userId: number): Promise<Array<[string, string]>> {
  const files: Array<[string, string]> = [['pictures/profile.png', mediaPath('user-profile', userId, 'png')]]
  const math = await db
    .selectFrom('math_submissions')
    .select(['id', 'image_path', 'audio_path'])
    .where('user_id', '=', userId)
    .limit(ROW_CAP)
    .execute()
  for (const m of math) {
    for (const p of [m.image_path, m.audio_path])
      if (p) files.push([`answers/math-${m.id}${path.extname(p)}`, p])
  }
  const projects = await db
    .selectFrom('project_submissions')
    .select(['id', 'zip_path'])
    .where('user_id', '=', userId)
    .where('zip_path', 'is not', null)
    .limit(ROW_CAP)
    .execute()
  for (const p of projects) files.push([`answers/project-${p.id}.zip`, p.zip_path!])
  const feedbacks = await db
    .selectFrom('feedbacks')
    .select(['id', 'image_path'])
    .where('user_id', '=', userId)
    .where('image_path', 'is not', null)
    .execute()
  for (const f of feedbacks)
    files.push([`pictures/feedback-${f.id}${path.extname(f.image_path!)}`, f.image_path!])
  const root = mediaDir()
  const present: Array<[string, string]> = []
  for (const [name, stored] of files) {
    // Stored paths are relative to mediaDir(); one that climbs out of it is not the person's file.
    const full = path.resolve(root, stored)
    if (!full.startsWith(root + path.sep)) continue
    if (
      await fs.stat(full).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      present.push([name, full])
  }
  return present
}
