// The `exact` checker. Rule: the output must equal the answer byte for byte, except that
//   - "\r\n" and "\n" are the same line break (files written on Windows are not wrong), and
//   - line breaks at the very end of either file are ignored (a missing or extra final newline is not wrong).
// Trailing spaces, blank lines in the middle, a lone "\r" and letter case all count.
import type { CheckResult } from '../types'
import { accepted, excerpt, wrongAnswer } from './text'

const LF = 10
const CR = 13

function contentEnd(buf: Buffer): number {
  let end = buf.length
  while (end > 0 && (buf[end - 1] === LF || buf[end - 1] === CR)) end--
  return end
}

/** End of the line starting at `start` (before its "\n" or "\r\n"). */
function lineEnd(buf: Buffer, start: number, end: number): number {
  let i = buf.indexOf(LF, start)
  if (i < 0 || i > end) i = end
  return i > start && buf[i - 1] === CR ? i - 1 : i
}

export function checkExact(output: Buffer, answer: Buffer): CheckResult {
  const endA = contentEnd(answer)
  const endB = contentEnd(output)
  let a = 0
  let b = 0
  let line = 1
  let lineA = 0
  let lineB = 0
  for (;;) {
    const doneA = a >= endA
    const doneB = b >= endB
    if (doneA && doneB) return accepted(`ok, ${line} line${line === 1 ? '' : 's'}`)
    let byteA = doneA ? -1 : answer[a]
    let byteB = doneB ? -1 : output[b]
    let stepA = 1
    let stepB = 1
    // The trailing breaks are cut, so a "\r" inside the content is followed by a byte we may look at.
    if (byteA === CR && a + 1 < endA && answer[a + 1] === LF) {
      byteA = LF
      stepA = 2
    }
    if (byteB === CR && b + 1 < endB && output[b + 1] === LF) {
      byteB = LF
      stepB = 2
    }
    if (byteA !== byteB) {
      // One file ends where the other only ends a line: the difference is the whole next line.
      if (byteA === LF && doneB) {
        const next = a + stepA
        return wrongAnswer(
          `line ${line + 1}, column 1: expected ${excerpt(answer, next, lineEnd(answer, next, endA))}, got end of output`,
        )
      }
      if (byteB === LF && doneA) {
        const next = b + stepB
        return wrongAnswer(
          `line ${line + 1}, column 1: expected end of output, got ${excerpt(output, next, lineEnd(output, next, endB))}`,
        )
      }
      const want =
        doneA && lineA >= endA ? 'end of output' : excerpt(answer, lineA, lineEnd(answer, lineA, endA), a)
      const got =
        doneB && lineB >= endB ? 'end of output' : excerpt(output, lineB, lineEnd(output, lineB, endB), b)
      return wrongAnswer(`line ${line}, column ${a - lineA + 1}: expected ${want}, got ${got}`)
    }
    a += stepA
    b += stepB
    if (byteA === LF) {
      line++
      lineA = a
      lineB = b
    }
  }
}
