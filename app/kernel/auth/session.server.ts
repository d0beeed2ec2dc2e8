import crypto from 'node:crypto'
import { createCookieSessionStorage } from '@remix-run/node'
import { sql } from 'kysely'
import { db, nowIso } from '~/db/client.server'
import { now } from '../runtime/clock.server'
import { env } from '../runtime/env.server'
import type { SessionUser } from './policy'
import { userColor } from './policy'
import { isProUser } from './pro.server'

export const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000

type SessionData = { sid: string }
let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined
function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env().secureCookies,
      secrets: [env().sessionSecret],
      maxAge: SESSION_MS / 1000,
    },
  })
  return storage
}

/** Creates a revocable database session and returns the Set-Cookie header for it. */
export async function startSession(request: Request, userId: number, ip: string | null) {
  const id = crypto.randomBytes(32).toString('base64url')
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_MS).toISOString(),
      user_agent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
      ip,
    })
    .execute()
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  cookie.set('sid', id)
  return { sessionId: id, setCookie: await sessionStorage().commitSession(cookie) }
}

export async function sessionIdOf(request: Request): Promise<string | null> {
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  const sid = cookie.get('sid')
  return typeof sid === 'string' ? sid : null
}

/** Deletes the session row and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request) {
  const sid = await sessionIdOf(request)
  if (sid) await db.deleteFrom('sessions').where('id', '=', sid).execute()
  const cookie = await sessionStorage().getSession(request.headers.get('cookie'))
  return sessionStorage().destroySession(cookie)
}

export async function revokeSessions(userId: number, exceptId?: string | null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (exceptId) query = query.where('id', '!=', exceptId)
  await query.execute()
}

const cache = new WeakMap<Request, Promise<SessionUser | null>>()

/** The logged-in user, read once per request. */
export function sessionUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request)
  if (!pending) {
    pending = loadSessionUser(request)
    cache.set(request, pending)
  }
  return pending
}

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const sid = await sessionIdOf(request)
  if (!sid) return null
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.color',
      'users.level',
      'users.is_admin',
      'users.permissions',
      'users.additional',
      'users.preferred_language',
      'users.has_picture',
      'users.updated_at',
      'users.guardian_pending',
      'sessions.expires_at',
      // Org roles in the same query: this runs on every page a logged-in user opens.
      sql<string>`(select json_group_array(role) from organization_members where user_id = users.id)`.as(
        'org_roles',
      ),
    ])
    .where('sessions.id', '=', sid)
    .executeTakeFirst()
  if (!row || row.expires_at < nowIso()) return null
  // PRO is billing's answer (ADR 016), asked through the kernel's hook.
  return toSessionUser(row, JSON.parse(row.org_roles), await isProUser(row.id, now()))
}

/** Whether a user's `additional` JSON flags a mentoring member (the one reading of is_jtt_member; bad JSON: no). */
export function isJttMemberFlag(additional: string): boolean {
  try {
    return (JSON.parse(additional) as { is_jtt_member?: unknown } | null)?.is_jtt_member === true
  } catch {
    return false
  }
}

export function toSessionUser(
  row: {
    id: number
    name: string
    email: string
    color: string
    level: number
    is_admin: number
    permissions: string
    additional: string
    preferred_language: 'pt-BR' | 'en-GB'
    has_picture?: number
    updated_at?: string
    guardian_pending?: number
  },
  orgRoles: SessionUser['orgRoles'] = [],
  isPro = false,
): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    color: userColor(row.color),
    level: row.level,
    isPro,
    isAdmin: row.is_admin === 1,
    permissions: JSON.parse(row.permissions),
    isJttMember: isJttMemberFlag(row.additional),
    preferredLanguage: row.preferred_language,
    orgRoles: [...new Set(orgRoles)],
    awaitingGuardian: row.guardian_pending === 1,
    // The version changes with every profile save, so a new picture is never hidden by a cached one.
    image:
      row.has_picture === 1
        ? `/image/user-profile/${row.id}.png?v=${(Date.parse(row.updated_at ?? '') || 0).toString(36)}`
        : null,
  }
}
