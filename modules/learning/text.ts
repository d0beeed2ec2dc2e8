import type { Lng } from '~/app/kernel/i18n/locale'
import { DEFAULT_STUDY_PLAN, weeklyHours } from '~/app/kernel/people/study-plan'

/** The column of the page's language; a null or empty _gb falls back to _br (migration 0003). */
export function pick(br: string, gb: string | null | undefined, lng: Lng): string {
  return lng === 'en-GB' && gb ? gb : br
}

export function pickNullable(br: string | null, gb: string | null, lng: Lng): string | null {
  return lng === 'en-GB' && gb ? gb : br
}

/** A JSON array of strings from a column; anything else reads as empty. */
export function jsonStrings(text: string | null | undefined): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** docs/product.md#learning-courses: a course's time estimate assumes 3 days a week, 2 hours a day (the default plan). */
export const HOURS_PER_WEEK = weeklyHours(DEFAULT_STUDY_PLAN)

export function workloadWeeks(hours: number): number {
  return hours > 0 ? Math.ceil(hours / HOURS_PER_WEEK) : 0
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const MEDIA_PATH = /^\/media\/[A-Za-z0-9._/-]+$/

export type VideoRef = { kind: 'youtube'; id: string; url: string } | { kind: 'file'; src: string }

/**
 * A video column holds a YouTube id or a self-hosted /media/ path. YouTube becomes a plain link (the CSP
 * forbids other origins' iframes); a /media/ file plays in a <video>. Anything else is ignored.
 */
export function videoRef(value: string | null | undefined): VideoRef | null {
  const v = value?.trim()
  if (!v) return null
  if (YOUTUBE_ID.test(v)) return { kind: 'youtube', id: v, url: `https://www.youtube.com/watch?v=${v}` }
  if (MEDIA_PATH.test(v) && !v.split('/').includes('..')) return { kind: 'file', src: v }
  return null
}

/** Start of the UTC day of `now`, as stored timestamps are compared (ISO strings sort by time). */
export function utcDayStart(now: Date): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`
}
