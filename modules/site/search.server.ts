import { displayName } from '~/app/kernel/policy'
import { db } from '~/db/client.server'

export const SEARCH_MAX = 100

/** Spec §5: the text is lower-cased; empty input does nothing. Users for now; modules add their kinds. */
export async function searchEverything(raw: string | null) {
  const q = (raw ?? '').trim().toLowerCase().slice(0, SEARCH_MAX)
  if (!q) return { q, users: [] }
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'color'])
    .where((eb) => eb(eb.fn('lower', ['name']), 'like', eb.val(pattern)))
    .orderBy('name')
    .limit(20)
    .execute()
  return {
    q,
    users: users.map((u) => ({ id: u.id, name: displayName(u.name), color: u.color, type: 'user' as const })),
  }
}
