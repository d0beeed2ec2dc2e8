import type { SocialLinkKind } from '~/db/schema-social'

// Where each kind of social link may point. A profile link leads visitors off the site, so it must be a plain
// http(s) address without credentials, and a "GitHub" link must really be on GitHub. "website" is any site.
export const LINK_HOSTS: Record<SocialLinkKind, string[] | null> = {
  github: ['github.com'],
  linkedin: ['linkedin.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  twitch: ['twitch.tv'],
  codeforces: ['codeforces.com'],
  website: null,
}

export type LinkVerdict = 'ok' | 'linkUrlInvalid' | 'linkUrlScheme' | 'linkUrlHost'

/** Checks an address for a kind of link: a URL, http(s), no user:password@, on the kind's site. */
export function linkHostOk(kind: SocialLinkKind, raw: string): LinkVerdict {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'linkUrlInvalid'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'linkUrlScheme'
  if (url.username || url.password || !url.hostname.includes('.')) return 'linkUrlInvalid'
  const hosts = LINK_HOSTS[kind]
  if (!hosts) return 'ok'
  const host = url.hostname.toLowerCase()
  return hosts.some((h) => host === h || host.endsWith(`.${h}`)) ? 'ok' : 'linkUrlHost'
}

/** The address as stored and shown (the URL parser's normal form). */
export function normalLink(raw: string): string {
  return new URL(raw.trim()).toString()
}

/** The channel name of a twitch.tv link (the streamers page shows it), or null. */
export function twitchChannel(raw: string): string | null {
  try {
    const url = new URL(raw)
    const first = url.pathname.split('/').filter(Boolean)[0]
    return first && /^[A-Za-z0-9_]{1,40}$/.test(first) ? first : null
  } catch {
    return null
  }
}
