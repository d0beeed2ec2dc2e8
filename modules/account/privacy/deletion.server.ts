import fs from 'node:fs/promises'
import path from 'node:path'
import { verifyPassword } from '~/app/kernel/auth/password.server'
import { revokeSessions } from '~/app/kernel/auth/session.server'
import { mediaDir, mediaPath } from '~/app/kernel/files/media.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'
import { DAY_MS, GRACE_DAYS, dueDate } from './dates'
import { ERASURE } from './erasure-map'
import { removeExportFiles } from './export.server'

// "Delete my account" (docs/privacy.md#deletion). The request hides the person at once (sessions end, profile
// 404, out of the rankings) and waits GRACE_DAYS; logging in during that time cancels it. Then the job erases
// per table as erasure-map.ts says. The user row itself stays, anonymised, so kept rows (payments the law
// requires, competition results) still point somewhere and show the anonymous name.

export { GRACE_DAYS } from './dates'

/** The name an erased person has everywhere (rankings, scoreboards): not translatable, it is stored. */
export const anonymousName = (userId: number) => `Anônimo #${userId}`

export async function pendingDeletion(userId: number) {
  return db
    .selectFrom('privacy_requests')
    .select(['id', 'act_after', 'previous_show_in_rankings'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'deletion')
    .where('status', '=', 'pending')
    .executeTakeFirst()
}

export async function requestDeletion(
  userId: number,
  password: string,
  at = now(),
): Promise<{ ok: true; actAfter: string } | { ok: false; reason: 'wrong_password' }> {
  const user = await db
    .selectFrom('users')
    .select(['password_hash', 'show_in_rankings'])
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst()
  if (!user || !(await verifyPassword(password, user.password_hash)))
    return { ok: false, reason: 'wrong_password' }
  const already = await pendingDeletion(userId)
  const actAfter = already?.act_after ?? new Date(at.getTime() + GRACE_DAYS * DAY_MS).toISOString()
  await db.transaction().execute(async (tx) => {
    if (!already) {
      await tx
        .insertInto('privacy_requests')
        .values({
          user_id: userId,
          kind: 'deletion',
          due_at: dueDate(at),
          act_after: actAfter,
          previous_show_in_rankings: user.show_in_rankings,
          created_at: at.toISOString(),
        })
        .execute()
    }
    await tx
      .updateTable('users')
      .set({ deactivated_at: at.toISOString(), show_in_rankings: 0 })
      .where('id', '=', userId)
      .execute()
  })
  await revokeSessions(userId)
  return { ok: true, actAfter }
}

/** Logging in during the grace period: the request is cancelled and the person shown again. True if there was one. */
export async function cancelDeletion(userId: number, at = now()): Promise<boolean> {
  const pending = await pendingDeletion(userId)
  if (!pending) return false
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('privacy_requests')
      .set({ status: 'cancelled', completed_at: at.toISOString(), updated_at: at.toISOString() })
      .where('id', '=', pending.id)
      .execute()
    await tx
      .updateTable('users')
      .set({ deactivated_at: null, show_in_rankings: pending.previous_show_in_rankings ?? 1 })
      .where('id', '=', userId)
      .execute()
  })
  return true
}

/** Erases the accounts whose grace period has ended; the number erased. */
export async function runDueDeletions(at = now()): Promise<number> {
  const due = await db
    .selectFrom('privacy_requests')
    .select(['id', 'user_id', 'previous_show_in_rankings'])
    .where('kind', '=', 'deletion')
    .where('status', '=', 'pending')
    .where('act_after', '<=', at.toISOString())
    .orderBy('id')
    .limit(20)
    .execute()
  for (const row of due) {
    await eraseUser(row.user_id, row.previous_show_in_rankings ?? 1, at)
    await db
      .updateTable('privacy_requests')
      .set({ status: 'done', completed_at: at.toISOString(), updated_at: at.toISOString() })
      .where('id', '=', row.id)
      .execute()
  }
  return due.length
}

/** Files on disk that go with the rows erased (paths relative to mediaDir()). */
async function uploadedPaths(userId: number): Promise<string[]> {
  const math = await db
    .selectFrom('math_submissions')
    .select(['image_path', 'audio_path'])
    .where('user_id', '=', userId)
    .execute()
  const projects = await db
    .selectFrom('project_submissions')
    .select('zip_path')
    .where('user_id', '=', userId)
    .execute()
  const feedbacks = await db
    .selectFrom('feedbacks')
    .select('image_path')
    .where('user_id', '=', userId)
    .execute()
  return [
    ...math.flatMap((m) => [m.image_path, m.audio_path]),
    ...projects.map((p) => p.zip_path),
    ...feedbacks.map((f) => f.image_path),
  ].filter((p): p is string => !!p)
}

/** Applies the erasure map to one user (idempotent: a second run finds nothing left to remove). */
export async function eraseUser(userId: number, showInRankings: number, at = now()): Promise<void> {
  const files = await uploadedPaths(userId)
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst()
  if (!user) return
  await db.transaction().execute(async (tx) => {
    for (const [table, columns] of Object.entries(ERASURE)) {
      for (const [column, rule] of Object.entries(columns)) {
        if (rule !== 'delete') continue
        // biome-ignore lint/suspicious/noExplicitAny: table and column come from the map, checked against the schema by its test.
        await (tx.deleteFrom(table as any) as any).where(column, '=', userId).execute()
      }
    }
    // Submissions: competition results stay (the ranking of others depends on them) without the code; the rest go.
    await tx
      .deleteFrom('submissions')
      .where('user_id', '=', userId)
      .where('competition_id', 'is', null)
      .execute()
    await tx.updateTable('submissions').set({ code: '', log: null }).where('user_id', '=', userId).execute()
    await tx.deleteFrom('outgoing_mail').where('to_address', '=', user.email).execute()
    await tx
      .updateTable('users')
      .set({
        name: anonymousName(userId),
        email: `erased-${userId}@invalid`,
        password_hash: '!',
        first_name: null,
        last_name: null,
        gender: null,
        birthdate: null,
        biography: '',
        has_picture: 0,
        receive_news: 0,
        show_live_feed: 0,
        additional: '{}',
        member_tags: '[]',
        discovery_source: null,
        invited_by: null,
        institution_id: null,
        country: null,
        state: null,
        show_in_rankings: showInRankings,
        erased_at: at.toISOString(),
        deactivated_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .where('id', '=', userId)
      .execute()
  })
  const root = mediaDir()
  for (const relative of [...files, path.relative(root, mediaPath('user-profile', userId, 'png'))]) {
    const full = path.resolve(root, relative)
    if (full.startsWith(root + path.sep)) await fs.rm(full, { force: true })
  }
  await removeExportFiles(userId)
}
