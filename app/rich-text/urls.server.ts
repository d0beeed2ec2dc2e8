// URL rules of the renderer. Every URL is read with the WHATWG parser, the same one browsers use, so tabs,
// newlines, backslashes and `//host` are judged the way the browser will judge them.
import type { Prefix } from '~/app/kernel/i18n/locale'

// A base no real page has: a URL that still has this origin after parsing is relative to our own site.
const BASE = 'https://trilha.invalid/'
const BASE_ORIGIN = 'https://trilha.invalid'

function parse(url: string): URL | null {
  try {
    return new URL(url, BASE)
  } catch {
    return null
  }
}

/** Relative to this site (`/media/x.mp4`, `img.png`, `?a`, `#b`); `//host/x` and `/\host/x` are not. */
export function isSameOrigin(url: string): boolean {
  return parse(url)?.origin === BASE_ORIGIN
}

// What this site serves as media (docs/routes.md): uploaded images and files, course icons, team and profile
// pictures, post images (/image/…), self-served videos and uploads (/media/…), attachments (/file/…).
const MEDIA_PATH = /^\/(?:image|media|file)\/[^/]/

/**
 * The src an image or video may load: an absolute path on this site under a media prefix, normalised (`..`,
 * `%2e` and backslashes resolved the browser's way). Anything else on this site — `/api/notification/1/friend/
 * confirm` (a GET that writes), `/br/logout`, a page-relative `img.png` or `../api/x` — is never loaded.
 */
export function mediaSrc(src: string): string | null {
  if (!/^\/(?![/\\])/.test(src.trim())) return null
  const parsed = parse(src)
  if (!parsed || parsed.origin !== BASE_ORIGIN || !MEDIA_PATH.test(parsed.pathname)) return null
  return parsed.pathname + parsed.search + parsed.hash
}

/** An http(s) URL on another site, i.e. something the CSP will not let the page load. */
export function externalUrl(url: string): URL | null {
  const parsed = parse(url)
  if (!parsed || parsed.origin === BASE_ORIGIN) return null
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*'
const COURSE_HREF = new RegExp(`^course:(${SLUG})(?::(${SLUG}))?$`)

/**
 * `course:{id}` → `/{prefix}/course/{id}`, `course:{id}:{lesson}` → `/{prefix}/course/{id}/lesson/{lesson}`.
 * Ids and lessons are slugs or numbers; null for anything else (the caller drops the link).
 */
export function courseHref(href: string, prefix: Prefix): string | null {
  const m = COURSE_HREF.exec(href)
  if (!m) return null
  return m[2] ? `/${prefix}/course/${m[1]}/lesson/${m[2]}` : `/${prefix}/course/${m[1]}`
}

export function isCourseHref(href: string): boolean {
  return /^course:/i.test(href)
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com', 'instagr.am'])

export type VideoSite = 'youtube' | 'vimeo'

export function videoSite(url: URL): VideoSite | null {
  if (YOUTUBE_HOSTS.has(url.hostname)) return 'youtube'
  if (VIMEO_HOSTS.has(url.hostname)) return 'vimeo'
  return null
}

/**
 * The page a person should open for a video: player URLs (`/embed/ID`, `player.vimeo.com/video/ID`) are
 * meant for iframes, so they are turned into the site's own watch page.
 */
export function watchUrl(url: URL): string {
  const site = videoSite(url)
  const youtubeEmbed = /^\/embed\/([\w-]{6,})$/.exec(url.pathname)
  if (site === 'youtube' && youtubeEmbed) return `https://www.youtube.com/watch?v=${youtubeEmbed[1]}`
  const vimeoPlayer = /^\/video\/(\d+)$/.exec(url.pathname)
  if (site === 'vimeo' && url.hostname === 'player.vimeo.com' && vimeoPlayer)
    return `https://vimeo.com/${vimeoPlayer[1]}`
  return url.href
}

export function isInstagram(url: URL): boolean {
  return INSTAGRAM_HOSTS.has(url.hostname)
}

/** Host for display, without `www.`. */
export function displayHost(url: URL): string {
  return url.hostname.replace(/^www\./, '')
}
