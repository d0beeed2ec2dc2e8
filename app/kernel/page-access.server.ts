import { db } from '~/db/client.server'
import { writeAfterGet } from './get-writes.server'

/**
 * Page accesses are analytics: buffered in memory and written in one transaction every few
 * seconds, so GET requests do not each pay for (or contend on) a SQLite write.
 */
interface Access {
  user_id: number
  page: string
  is_unload: number
  created_at: string
}
const buffer: Access[] = []
let timer: NodeJS.Timeout | null = null
const FLUSH_MS = 2000
const MAX_BUFFER = 200

export function notePageAccess(userId: number, page: string, isUnload = false) {
  buffer.push({
    user_id: userId,
    page: page.slice(0, 300),
    is_unload: isUnload ? 1 : 0,
    created_at: new Date().toISOString(),
  })
  // The write itself goes through the one path for GET-side writes (get-writes.server.ts).
  if (buffer.length >= MAX_BUFFER) writeAfterGet('page accesses', flushPageAccesses)
  else if (!timer) {
    timer = setTimeout(() => writeAfterGet('page accesses', flushPageAccesses), FLUSH_MS)
    timer.unref()
  }
}

export async function flushPageAccesses() {
  if (timer) clearTimeout(timer)
  timer = null
  const rows = buffer.splice(0, buffer.length)
  if (rows.length === 0) return 0
  try {
    await db.insertInto('page_accesses').values(rows).execute()
  } catch (error) {
    // docs/product.md#kernel-requests-and-errors: page-access logging failures are only logged.
    console.error('page access logging failed', error)
  }
  return rows.length
}
