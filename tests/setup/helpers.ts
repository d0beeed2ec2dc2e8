import type { AppLoadContext } from '@remix-run/node'
import { hashPassword } from '~/app/kernel/password.server'
import { startSession } from '~/app/kernel/session.server'
import { db } from '~/db/client.server'
import type { NewUser } from '~/db/schema'

let counter = 0

/** Inserts a user with a known password; returns its id and a Cookie header for a live session. */
export async function createTestUser(overrides: Partial<NewUser> = {}, password = 'correct-horse-battery') {
  counter += 1
  const row = await db
    .insertInto('users')
    .values({
      name: `Test User ${counter}`,
      email: `user${counter}-${Date.now()}@example.com`,
      password_hash: await hashPassword(password),
      terms_accepted_at: new Date().toISOString(),
      ...overrides,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  const { setCookie } = await startSession(new Request('http://test/'), row.id, '127.0.0.1')
  return { id: row.id, email: row.email, password, cookie: setCookie.split(';')[0] }
}

export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(`http://test${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

export function context(ip = '10.0.0.1'): AppLoadContext {
  return { clientIp: ip, cspNonce: 'test' }
}

export function args(request: Request, ip?: string) {
  return { request, context: context(ip), params: {} }
}

/** A GET as a browser sends it, with `user`'s session cookie when given. */
export function getRequest(url: string, user?: { cookie: string }) {
  return new Request(`http://test${url}`, { headers: user ? { cookie: user.cookie } : {} })
}

/** A loader's or action's arguments, with the route's params. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: context() }
}
