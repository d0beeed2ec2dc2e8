import { z } from 'zod'
import { db } from '~/db/client.server'
import { prefixOf } from '../i18n/locale'
import { defineGetWrite } from './get-writes.server'

/**
 * Page accesses are analytics: buffered in memory and written in one transaction every few
 * seconds, so GET requests do not each pay for (or contend on) a SQLite write.
 */
interface Access {
  user_id: number
  page: string
  is_unload: 0 | 1
  created_at: string
}
const buffer: Access[] = []
let timer: NodeJS.Timeout | null = null
const FLUSH_MS = 2000
/** Rows in one write (and one payload forwarded to the primary: get-writes.server.ts bounds its size). */
const MAX_BATCH = 200
/**
 * Rows held before writing early. Every write changes the database's version, which makes the page cache render
 * again (ADR 028): a busy server writes once per FLUSH_MS (several batches at once) instead of every 200 views.
 */
const MAX_BUFFER = 5000

export function notePageAccess(userId: number, page: string, isUnload = false) {
  buffer.push({
    user_id: userId,
    page: page.slice(0, 300),
    is_unload: isUnload ? 1 : 0,
    created_at: new Date().toISOString(),
  })
  // The write itself goes through the one path for GET-side writes (get-writes.server.ts).
  if (buffer.length >= MAX_BUFFER) sendBuffer()
  else if (!timer) {
    timer = setTimeout(sendBuffer, FLUSH_MS)
    timer.unref()
  }
}

/**
 * A logged-in person viewed a page (the root loader, and the page cache when it serves their kept page): noted
 * for the site's pages (/br, /gb), not for the API or assets.
 */
export function notePageView(userId: number, pathname: string) {
  if (prefixOf(pathname)) notePageAccess(userId, pathname)
}

const accessSchema = z.object({
  user_id: z.number().int().positive(),
  page: z.string().max(300),
  is_unload: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string().datetime(),
})

async function insertAccesses(rows: Access[]) {
  if (rows.length === 0) return
  try {
    await db.insertInto('page_accesses').values(rows).execute()
  } catch (error) {
    // docs/product.md#kernel-requests-and-errors: page-access logging failures are only logged.
    console.error('page access logging failed', error)
  }
}

const saveAccesses = defineGetWrite('page-accesses', z.array(accessSchema).max(MAX_BATCH), insertAccesses)

function takeBuffer(): Access[] {
  if (timer) clearTimeout(timer)
  timer = null
  return buffer.splice(0, buffer.length)
}

function sendBuffer() {
  const rows = takeBuffer()
  for (let i = 0; i < rows.length; i += MAX_BATCH) saveAccesses(rows.slice(i, i + MAX_BATCH))
}

/** Writes what is buffered now (tests, shutdown); says how many rows. */
export async function flushPageAccesses() {
  const rows = takeBuffer()
  for (let i = 0; i < rows.length; i += MAX_BATCH) await insertAccesses(rows.slice(i, i + MAX_BATCH))
  return rows.length
}
