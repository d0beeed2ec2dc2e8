// Byte-level helpers for the built-in checkers. Outputs can be tens of MiB: everything scans Buffers in
// place (no toString of the whole output, no split into arrays) and stays linear.
import type { CheckResult } from '../types'

/** ASCII whitespace as C's isspace: space, \t, \n, \v, \f, \r. */
export const WHITESPACE = new Uint8Array(256)
for (const c of [9, 10, 11, 12, 13, 32]) WHITESPACE[c] = 1

/** Walks the whitespace-separated tokens of a buffer; `start`/`end` delimit the current one. */
export class TokenScanner {
  start = 0
  end = 0
  count = 0

  constructor(readonly buf: Buffer) {}

  next(): boolean {
    const buf = this.buf
    let pos = this.end
    while (pos < buf.length && WHITESPACE[buf[pos]]) pos++
    if (pos >= buf.length) {
      this.start = this.end = buf.length
      return false
    }
    this.start = pos
    while (pos < buf.length && !WHITESPACE[buf[pos]]) pos++
    this.end = pos
    this.count++
    return true
  }
}

export function sameBytes(a: Buffer, aStart: number, aEnd: number, b: Buffer, bStart: number, bEnd: number) {
  const length = aEnd - aStart
  if (length !== bEnd - bStart) return false
  // Native compare has a fixed cost per call; most tokens are a few bytes long.
  if (length > 32) return a.compare(b, bStart, bEnd, aStart, aEnd) === 0
  for (let i = 0; i < length; i++) if (a[aStart + i] !== b[bStart + i]) return false
  return true
}

/** First offset (relative) where two ranges differ, or the shorter length. */
export function firstDifference(
  a: Buffer,
  aStart: number,
  aEnd: number,
  b: Buffer,
  bStart: number,
  bEnd: number,
) {
  const length = Math.min(aEnd - aStart, bEnd - bStart)
  let i = 0
  while (i < length && a[aStart + i] === b[bStart + i]) i++
  return i
}

const EXCERPT_BYTES = 48

/**
 * A short, quoted, printable excerpt of buf[start, end): long ranges are cut to a window around `focus`
 * (the first differing byte) and marked with "…" so two long tokens differing at the end still look
 * different in the message.
 */
export function excerpt(buf: Buffer, start: number, end: number, focus = start): string {
  let from = start
  let to = end
  if (end - start > EXCERPT_BYTES) {
    from = Math.max(start, Math.min(focus - EXCERPT_BYTES / 2, end - EXCERPT_BYTES))
    to = Math.min(end, from + EXCERPT_BYTES)
    // Do not start or stop inside a UTF-8 sequence.
    while (from > start && (buf[from] & 0xc0) === 0x80) from--
    while (to < end && (buf[to] & 0xc0) === 0x80) to++
  }
  return JSON.stringify(`${from > start ? '…' : ''}${buf.toString('utf8', from, to)}${to < end ? '…' : ''}`)
}

export function accepted(message: string): CheckResult {
  return { verdict: 'accepted', points: 1, message }
}

export function wrongAnswer(message: string): CheckResult {
  return { verdict: 'wrong_answer', points: 0, message }
}
