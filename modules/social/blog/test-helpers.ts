// Test data for the blog area's tests (not a test file itself).
import sharp from 'sharp'
import { db } from '~/db/client.server'

export async function befriend(a: number, b: number, status: 'accepted' | 'pending' = 'accepted') {
  await db.insertInto('friendships').values({ user_id: a, friend_id: b, status }).execute()
}

export function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer()
}

export function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer()
}

/** What a loader or action returned with data(): its payload and status. */
export function payload<T>(result: unknown): { data: T; status: number; headers: Headers } {
  const r = result as { data: T; init: ResponseInit | null }
  return { data: r.data, status: r.init?.status ?? 200, headers: new Headers(r.init?.headers) }
}
