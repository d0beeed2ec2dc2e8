import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '~/app/kernel/runtime/env.server'

// Links mailed to people (a data export, a news unsubscribe): `<purpose>` keeps one
// kind of link from being replayed as another, and the signature is HMAC-SHA256 with the session secret, so
// nothing is stored per link. Expiry is part of what is signed.

export type LinkPurpose = 'export' | 'unsubscribe'

const mac = (purpose: LinkPurpose, payload: string) =>
  createHmac('sha256', `privacy:${purpose}:${env().sessionSecret}`).update(payload).digest('base64url')

/** `<id>.<expires seconds>.<mac>`; expires 0 = never (the unsubscribe link must keep working). */
export function signLink(purpose: LinkPurpose, id: number, expires: Date | null): string {
  const payload = `${id}.${expires ? Math.floor(expires.getTime() / 1000) : 0}`
  return `${payload}.${mac(purpose, payload)}`
}

/** The id of a valid, unexpired link of this purpose; null for anything else (forged, expired, malformed). */
export function verifyLink(purpose: LinkPurpose, token: string, now: Date): number | null {
  const m = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return null
  const expected = Buffer.from(mac(purpose, `${m[1]}.${m[2]}`))
  const given = Buffer.from(m[3])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const expires = Number(m[2])
  if (expires !== 0 && expires * 1000 <= now.getTime()) return null
  return Number(m[1])
}
