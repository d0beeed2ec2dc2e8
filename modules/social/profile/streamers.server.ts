// Twitch streamers (docs/product.md#social-profiles: "Twitch streamers"): community members with a twitch.tv link on their profile.
import { displayName, userColor } from '~/app/kernel/auth/policy'
import { proUserIds } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import type { UserColor } from '~/db/schema'
import { twitchChannel } from './social-links'

export interface Streamer {
  id: number
  name: string
  color: UserColor
  isPro: boolean
  url: string
  /** The channel's name from the address, when it has one. */
  channel: string | null
}

const STREAMERS_MAX = 500

/** By name; the link is the member's own (validated on twitch.tv when saved). */
export async function listStreamers(): Promise<Streamer[]> {
  const rows = await db
    .selectFrom('social_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.name', 'u.color', 'l.url'])
    .where('l.kind', '=', 'twitch')
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(STREAMERS_MAX)
    .execute()
  const pro = await proUserIds(rows.map((r) => r.id))
  return rows.map((r) => ({
    id: r.id,
    name: displayName(r.name),
    color: userColor(r.color),
    isPro: pro.has(r.id),
    url: r.url,
    channel: twitchChannel(r.url),
  }))
}
