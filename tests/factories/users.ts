// Users for tests (not a test file itself): a bare row (fast: no hashing, no session) or someone who can log in.
import { hashPassword } from '~/app/kernel/auth/password.server'
import { sessionUser, startSession } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import type { NewUser } from '~/db/schema'

let counter = 0

/** A unique e-mail: tests of one file share a database, and the pid keeps parallel files apart in logs. */
function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}${counter}-${process.pid}-${Date.now()}@example.com`
}

/**
 * A user row nobody logs in as (solvers, board rows, rankings): no password hashing, so hundreds are cheap.
 * A string is the name; an object overrides any column.
 */
export async function plainUser(fields: string | Partial<NewUser> = {}): Promise<number> {
  const overrides = typeof fields === 'string' ? { name: fields } : fields
  const row = await db
    .insertInto('users')
    .values({
      name: `Pessoa de teste ${counter + 1}`,
      email: uniqueEmail('plain'),
      password_hash: 'x',
      terms_accepted_at: new Date().toISOString(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A user with a known password and a live session; `cookie` is the Cookie header a browser would send. */
export async function createTestUser(overrides: Partial<NewUser> = {}, password = 'correct-horse-battery') {
  const row = await db
    .insertInto('users')
    .values({
      name: `Test User ${counter + 1}`,
      email: uniqueEmail('user'),
      password_hash: await hashPassword(password),
      terms_accepted_at: new Date().toISOString(),
      ...overrides,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  const { setCookie } = await startSession(new Request('http://test/'), row.id, '127.0.0.1')
  return { id: row.id, email: row.email, password, cookie: setCookie.split(';')[0] }
}

const KINDS = {
  free: {},
  pro: { is_pro: 1 },
  admin: { is_admin: 1 },
  author: { permissions: '["create_content"]' },
  moderator: { permissions: '["moderate"]' },
} satisfies Record<string, Partial<NewUser>>

/** A logged-in user of a kind, with the session user the services take (`session`). */
export async function makeUser(kind: keyof typeof KINDS = 'free', extra: Partial<NewUser> = {}) {
  const user = await createTestUser({ ...KINDS[kind], ...extra })
  const me = await sessionUser(new Request('http://test/', { headers: { cookie: user.cookie } }))
  if (!me) throw new Error('no session')
  return { ...user, session: me }
}

export type TestUser = Awaited<ReturnType<typeof makeUser>>
