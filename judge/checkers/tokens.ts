// The `tokens` (default) and `float` checkers: both compare whitespace-separated tokens, so line breaks,
// indentation and trailing spaces never matter.
import type { CheckResult } from '../types'
import { TokenScanner, accepted, excerpt, firstDifference, sameBytes, wrongAnswer } from './text'

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/**
 * Walks both token streams; `equal` decides a pair of differing-bytes tokens (identical bytes always
 * match) and returns a detail for the message when they do not match.
 */
function compareTokens(
  output: Buffer,
  answer: Buffer,
  equal?: (expected: TokenScanner, got: TokenScanner) => string | null,
): CheckResult {
  const expected = new TokenScanner(answer)
  const got = new TokenScanner(output)
  for (;;) {
    const more = expected.next()
    const moreGot = got.next()
    if (!more && !moreGot) return accepted(`ok, ${plural(expected.count, 'token')}`)
    const index = Math.max(expected.count, got.count)
    if (!moreGot) {
      return wrongAnswer(
        `token ${index}: expected ${excerpt(answer, expected.start, expected.end)}, got end of output`,
      )
    }
    if (!more) {
      return wrongAnswer(`token ${index}: expected end of output, got ${excerpt(output, got.start, got.end)}`)
    }
    if (sameBytes(answer, expected.start, expected.end, output, got.start, got.end)) continue
    const detail = equal ? equal(expected, got) : ''
    if (detail === null) continue
    const at = firstDifference(answer, expected.start, expected.end, output, got.start, got.end)
    return wrongAnswer(
      `token ${index}: expected ${excerpt(answer, expected.start, expected.end, expected.start + at)}, ` +
        `got ${excerpt(output, got.start, got.end, got.start + at)}${detail}`,
    )
  }
}

export function checkTokens(output: Buffer, answer: Buffer): CheckResult {
  return compareTokens(output, answer)
}

export interface FloatTolerance {
  absolute: number
  relative: number
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/
const SPECIAL = /^([+-]?)(nan|inf|infinity)$/i
// Rounding slack so that a tolerance of 1e-6 accepts a difference printed as exactly 1e-6 (as testlib).
const SLACK = 1e-15

/** A token as a number, or undefined when it is not one. Hex, commas and "1_000" are not numbers. */
export function parseNumber(buf: Buffer, start: number, end: number): number | undefined {
  const text = buf.toString('latin1', start, end)
  if (DECIMAL.test(text)) return Number(text)
  const special = SPECIAL.exec(text)
  if (!special) return undefined
  if (special[2].toLowerCase() === 'nan') return Number.NaN
  return special[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY
}

export function withinTolerance(expected: number, got: number, tolerance: FloatTolerance): boolean {
  if (Number.isNaN(expected)) return Number.isNaN(got)
  if (!Number.isFinite(expected)) return got === expected
  if (!Number.isFinite(got)) return false
  const difference = Math.abs(got - expected)
  return (
    difference <= tolerance.absolute + SLACK || difference <= tolerance.relative * Math.abs(expected) + SLACK
  )
}

/**
 * Numeric tokens of the answer accept any number within the absolute OR the relative tolerance (relative
 * to the expected value); NaN only matches NaN, ±inf only the same infinity. Other tokens match exactly.
 */
export function checkFloat(output: Buffer, answer: Buffer, tolerance: FloatTolerance): CheckResult {
  return compareTokens(output, answer, (expected, got) => {
    const want = parseNumber(answer, expected.start, expected.end)
    if (want === undefined) return ''
    const have = parseNumber(output, got.start, got.end)
    if (have === undefined) return ' (not a number)'
    if (withinTolerance(want, have, tolerance)) return null
    const difference = Math.abs(have - want)
    return Number.isFinite(difference) ? ` (difference ${difference.toPrecision(3)})` : ''
  })
}
