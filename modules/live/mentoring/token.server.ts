import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '~/app/kernel/runtime/env.server'

// The mentoring API's access token (docs/product.md#org): `POST /api/jtt/access-token` gives a member a signed
// token, kept in a cookie for 30 days and sent as `Authorization: Bearer …` to the read-only mentoring API.
// Stateless: `<userId>.<expires>.<HMAC-SHA256>` with the session secret; it ends on its own after 30 days.

export const TOKEN_DAYS = 30
export const TOKEN_SECONDS = TOKEN_DAYS * 86_400
export const TOKEN_COOKIE = 'jtt_token'

const sign = (payload: string) =>
  createHmac('sha256', `jtt:${env().sessionSecret}`).update(payload).digest('base64url')

export function issueJttToken(userId: number, now: Date): string {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000) + TOKEN_SECONDS}`
  return `${payload}.${sign(payload)}`
}

/** The member id of a valid, unexpired token; null otherwise (forged, expired, malformed). */
export function verifyJttToken(token: string, now: Date): number | null {
  const m = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return null
  const expected = Buffer.from(sign(`${m[1]}.${m[2]}`))
  const given = Buffer.from(m[3])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (Number(m[2]) * 1000 <= now.getTime()) return null
  return Number(m[1])
}

export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const m = /^Bearer\s+(\S+)$/i.exec(header)
  return m ? m[1] : null
}
