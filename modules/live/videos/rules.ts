// The video center's rules (docs/product.md#live-classes), client-safe: what counts as new, which files we take.
import { MiB } from '~/app/kernel/requests/limits'

/** A video is "new" for a week after it is published (the list's badge and the navigation's dot). */
export const NEW_VIDEO_DAYS = 7
export const VIDEO_MAX_MIB = 200
export const VIDEO_MAX = VIDEO_MAX_MIB * MiB
export const POSTER_MAX = 5 * MiB
export const CAPTIONS_MAX = MiB

export function isNewVideo(publishedAt: string, now: Date): boolean {
  const at = Date.parse(publishedAt)
  return at <= now.getTime() && at > now.getTime() - NEW_VIDEO_DAYS * 86_400_000
}

export type VideoMime = 'video/mp4' | 'video/webm'

/**
 * The video's type from its first bytes, never from its name or the browser's word: MP4 has an `ftyp` box at
 * offset 4, WebM starts with the EBML magic 1A 45 DF A3. Anything else is refused.
 */
export function sniffVideo(bytes: Uint8Array): VideoMime | null {
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp') return 'video/mp4'
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'video/webm'
  return null
}

/** WebVTT captions: UTF-8 text starting with "WEBVTT" (after an optional byte-order mark). */
export function isWebVtt(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 16)).replace(/^\uFEFF/, '')
  return /^WEBVTT(\s|$)/.test(text)
}

export const extOf = (mime: VideoMime) => (mime === 'video/mp4' ? 'mp4' : 'webm')
