import fs from 'node:fs/promises'
import path from 'node:path'
import yazl from 'yazl'
import { mediaDir } from '~/app/kernel/files/media.server'
import { remixI18n } from '~/app/kernel/i18n/i18n.server'
import { PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { sendMail } from '~/app/kernel/people/mail.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'
import { AREAS, uploadedFiles } from './areas.server'
import { DAY_MS, EXPORTS_PER_MONTH, EXPORT_LINK_DAYS, dueDate, monthStart } from './dates'
import { signLink, verifyLink } from './sign.server'

// "Download my data" (docs/privacy.md#export). The request is a row; the job (job.server.ts) advances it one
// step at a time — one area's JSON per step, then the ZIP — recording the step, so a restart resumes it.

export { EXPORT_LINK_DAYS, EXPORTS_PER_MONTH } from './dates'

const folder = () => path.join(mediaDir(), 'privacy-exports')
const stagingOf = (id: number) => path.join(folder(), String(id))
export const zipOf = (id: number) => path.join(folder(), `${id}.zip`)

export type ExportRefusal = 'pending' | 'monthly_limit'

export async function requestExport(
  userId: number,
  at = now(),
): Promise<{ ok: true; id: number } | { ok: false; reason: ExportRefusal }> {
  const recent = await db
    .selectFrom('privacy_requests')
    .select(['status', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .where((eb) =>
      eb.or([eb('status', 'in', ['pending', 'running']), eb('created_at', '>=', monthStart(at))]),
    )
    .execute()
  if (recent.some((r) => r.status === 'pending' || r.status === 'running'))
    return { ok: false, reason: 'pending' }
  if (recent.length >= EXPORTS_PER_MONTH) return { ok: false, reason: 'monthly_limit' }
  const row = await db
    .insertInto('privacy_requests')
    .values({
      user_id: userId,
      kind: 'export',
      total_steps: AREAS.length + 1,
      due_at: dueDate(at),
      created_at: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ok: true, id: row.id }
}

/** The download address of a ready export (the signature expires with the file). */
export function exportLink(prefix: string, id: number, expiresAt: string): string {
  return `/${prefix}/user/privacy/export/${id}?token=${signLink('export', id, new Date(expiresAt))}`
}

export async function exportsOf(userId: number, prefix: string, at = now()) {
  const rows = await db
    .selectFrom('privacy_requests')
    .select(['id', 'status', 'step', 'total_steps', 'file_bytes', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .orderBy('id', 'desc')
    .limit(12)
    .execute()
  return rows.map((r) => {
    const ready = r.status === 'ready' && !!r.expires_at && r.expires_at > at.toISOString()
    return {
      id: r.id,
      status: ready || r.status !== 'ready' ? r.status : ('expired' as const),
      percent: r.total_steps ? Math.floor((100 * r.step) / r.total_steps) : 0,
      bytes: r.file_bytes,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      href: ready ? exportLink(prefix, r.id, r.expires_at!) : null,
    }
  })
}

/**
 * Advances the oldest unfinished export by one step; false when there was nothing to do. A step that throws
 * leaves the row where it was; the third failure marks it failed (staff see it on the requests page).
 */
export async function runExportStep(at = now()): Promise<boolean> {
  const row = await db
    .selectFrom('privacy_requests')
    .select(['id', 'user_id', 'step'])
    .where('kind', '=', 'export')
    .where('status', 'in', ['pending', 'running'])
    .orderBy('id')
    .executeTakeFirst()
  if (!row) return false
  try {
    if (row.step < AREAS.length) {
      const area = AREAS[row.step]
      const json = JSON.stringify(await area.rows(row.user_id), null, 2)
      await fs.mkdir(stagingOf(row.id), { recursive: true })
      await fs.writeFile(path.join(stagingOf(row.id), `${area.name}.json`), json)
      await db
        .updateTable('privacy_requests')
        .set({ status: 'running', step: row.step + 1, updated_at: at.toISOString() })
        .where('id', '=', row.id)
        .execute()
      return true
    }
    const bytes = await writeZip(row.id, row.user_id)
    await fs.rm(stagingOf(row.id), { recursive: true, force: true })
    const expiresAt = new Date(at.getTime() + EXPORT_LINK_DAYS * DAY_MS).toISOString()
    await db
      .updateTable('privacy_requests')
      .set({
        status: 'ready',
        step: row.step + 1,
        file_bytes: bytes,
        expires_at: expiresAt,
        completed_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .where('id', '=', row.id)
      .execute()
    await mailReady(row.user_id, row.id, expiresAt)
  } catch (error) {
    await db
      .updateTable('privacy_requests')
      .set({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 2000) })
      .where('id', '=', row.id)
      .execute()
  }
  return true
}

/** The ZIP of the staged areas and the uploaded files, written beside its final name and renamed over it. */
async function writeZip(id: number, userId: number): Promise<number> {
  const zip = new yazl.ZipFile()
  for (const area of AREAS) zip.addFile(path.join(stagingOf(id), `${area.name}.json`), `${area.name}.json`)
  for (const [name, file] of await uploadedFiles(userId)) zip.addFile(file, `files/${name}`)
  const target = zipOf(id)
  const temporary = `${target}.${process.pid}.tmp`
  await fs.mkdir(folder(), { recursive: true })
  const handle = await fs.open(temporary, 'w')
  try {
    await new Promise<void>((resolve, reject) => {
      const out = handle.createWriteStream()
      zip.outputStream.on('error', reject).pipe(out).on('finish', resolve).on('error', reject)
      zip.end()
    })
    await fs.rename(temporary, target)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
  return (await fs.stat(target)).size
}

async function mailReady(userId: number, id: number, expiresAt: string) {
  const user = await db
    .selectFrom('users')
    .select(['email', 'name', 'preferred_language'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return
  const t = await remixI18n.getFixedT(user.preferred_language, 'privacy')
  const link = `${env().publicUrl}${exportLink(PREFIX_BY_LNG[user.preferred_language], id, expiresAt)}`
  await sendMail({
    to: user.email,
    subject: t('exportMail.subject'),
    text: t('exportMail.body', { name: user.name, link, days: EXPORT_LINK_DAYS }),
  })
}

/** Ready exports past their date lose their file. */
export async function expireExports(at = now()): Promise<number> {
  const rows = await db
    .selectFrom('privacy_requests')
    .select('id')
    .where('kind', '=', 'export')
    .where('status', '=', 'ready')
    .where('expires_at', '<=', at.toISOString())
    .execute()
  for (const r of rows) {
    await fs.rm(zipOf(r.id), { force: true })
    await db.updateTable('privacy_requests').set({ status: 'expired' }).where('id', '=', r.id).execute()
  }
  return rows.length
}

/** The ZIP's path when `userId` owns the ready, unexpired export `id` and the link's token is its own; else null. */
export async function exportFileFor(
  userId: number,
  id: number,
  token: string,
  at = now(),
): Promise<string | null> {
  if (verifyLink('export', token, at) !== id) return null
  const row = await db
    .selectFrom('privacy_requests')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .where('status', '=', 'ready')
    .where('expires_at', '>', at.toISOString())
    .executeTakeFirst()
  return row ? zipOf(row.id) : null
}

/** Removes a user's export files (their account is being erased). */
export async function removeExportFiles(userId: number): Promise<void> {
  const rows = await db.selectFrom('privacy_requests').select('id').where('user_id', '=', userId).execute()
  for (const r of rows) {
    await fs.rm(zipOf(r.id), { force: true })
    await fs.rm(stagingOf(r.id), { recursive: true, force: true })
  }
}
