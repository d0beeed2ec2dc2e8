// Rows for the rankings tests (not a test file itself): users with XP, XP events, institutions.
import { db } from '~/db/client.server'
import type { NewUser } from '~/db/schema'
import { plainUser } from '~/tests/factories'

let n = 0

/** A user that exists only for the rankings: XP given as one event on `day` (users.xp follows). */
export async function rankedUser(
  xp: number,
  extra: Partial<NewUser> & { day?: string } = {},
): Promise<number> {
  n += 1
  const { day = '2026-03-10', ...fields } = extra
  const id = await plainUser({
    name: `Pessoa ${n}`,
    email: `ranked${n}@example.com`,
    password_hash: 'disabled',
    terms_accepted_at: '2026-01-01T00:00:00.000Z',
    xp,
    ...fields,
  })
  if (xp > 0) await addXp(id, xp, day, `test:${n}`)
  return id
}

/** One more XP event; users.xp is kept equal to the events' sum, as the progress module does. */
export async function addXp(
  userId: number,
  amount: number,
  day: string,
  refKey = `test:${userId}:${day}:${amount}`,
) {
  await db
    .insertInto('xp_events')
    .values({ user_id: userId, ref_key: refKey, amount, day, created_at: `${day}T12:00:00.000Z` })
    .execute()
  const sum = await db
    .selectFrom('xp_events')
    .select((eb) => eb.fn.sum<number>('amount').as('xp'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  await db
    .updateTable('users')
    .set({ xp: Number(sum.xp) })
    .where('id', '=', userId)
    .execute()
}

export async function institution(shortName: string, type: 'educational' | 'company' = 'educational') {
  const row = await db
    .insertInto('institutions')
    .values({ name: `Instituição ${shortName}`, short_name: shortName, type, country: 'BR', state: 'SP' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function entries(kind: string, period = '') {
  return db
    .selectFrom('ranking_entries')
    .select(['subject_id', 'position', 'score', 'solved'])
    .where('kind', '=', kind as 'users')
    .where('period', '=', period)
    .orderBy('position')
    .orderBy('solved', 'desc')
    .orderBy('subject_id')
    .execute()
}
