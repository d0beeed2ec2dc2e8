// What a custom checker's run means, following testlib.h (default build, no EJUDGE/CONTESTER/TESTSYS):
// exit codes from its resultExitCode(), the message it prints on stderr ("ok …", "wrong answer …",
// "points 0.5 …"). See README.md for the contract staff write against.
import type { RunResult } from '../sandbox/types'
import type { CheckResult } from '../types'

export const EXIT_OK = 0
export const EXIT_WRONG_ANSWER = 1
export const EXIT_PRESENTATION_ERROR = 2
export const EXIT_FAIL = 3
/** _dirt ("extra information in the output file"); current testlib reports it as 2, older ones as 4. */
export const EXIT_DIRT = 4
/** quitp(): the score is the number after "points " on stderr. */
export const EXIT_POINTS = 7
/** _unexpected_eof, only when the checker was built with -DENABLE_UNEXPECTED_EOF (else it is 2). */
export const EXIT_UNEXPECTED_EOF = 8

export const MESSAGE_BYTES = 1024

/** Stderr as a short printable message: control characters dropped, at most 1 KiB of UTF-8. */
export function checkerMessage(stderr: Buffer): string {
  let text = stderr.subarray(0, MESSAGE_BYTES * 4).toString('utf8')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  text = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  text = text.trim()
  if (Buffer.byteLength(text) <= MESSAGE_BYTES) return text
  let cut = Buffer.from(text)
    .subarray(0, MESSAGE_BYTES - 3)
    .toString('utf8')
  if (cut.endsWith('\ufffd')) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** The score of a quitp() run: the last stderr line reading "points <x> [message]". */
export function parsePoints(message: string): number | undefined {
  const lines = message.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /^points\s+(\S+)/.exec(lines[i])
    if (match) {
      const value = Number(match[1])
      return Number.isNaN(value) ? undefined : value
    }
  }
  return undefined
}

function failure(message: string): CheckResult {
  return { verdict: 'internal_error', points: 0, message }
}

/** Never blames the student for the checker's own trouble: anything unexpected is an internal_error. */
export function interpretCheckerRun(run: RunResult): CheckResult {
  const message = checkerMessage(run.stderr)
  const said = message ? `: ${message}` : ''
  if (run.cpuExceeded || run.wallExceeded) {
    return failure(`custom checker exceeded its time limit (${Math.round(run.cpuMs)} ms CPU)`)
  }
  if (run.oomKilled) return failure(`custom checker exceeded its memory limit${said}`)
  if (run.stdoutExceeded) return failure('custom checker flooded its standard output')
  if (run.signal || run.exitCode === null) {
    return failure(`custom checker was killed by ${run.signal ?? 'an unknown signal'}${said}`)
  }
  switch (run.exitCode) {
    case EXIT_OK:
      return { verdict: 'accepted', points: 1, message }
    case EXIT_WRONG_ANSWER:
    case EXIT_PRESENTATION_ERROR:
    case EXIT_DIRT:
    case EXIT_UNEXPECTED_EOF:
      return { verdict: 'wrong_answer', points: 0, message }
    case EXIT_FAIL:
      return failure(`custom checker failed${said}`)
    case EXIT_POINTS: {
      const points = parsePoints(message)
      if (points === undefined)
        return failure(`custom checker exited with 7 (points) without "points <x>"${said}`)
      if (!(points >= 0 && points <= 1)) {
        return failure(`custom checker gave ${points} points, outside [0, 1]${said}`)
      }
      return points === 1
        ? { verdict: 'accepted', points: 1, message }
        : { verdict: 'wrong_answer', points, message }
    }
    default:
      return failure(`custom checker exited with unknown code ${run.exitCode}${said}`)
  }
}
