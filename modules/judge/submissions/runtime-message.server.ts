// Run-time errors in words a beginner can act on. The engine stores "killed by SIGSEGV" / "exit code 3" (or a
// sample's stderr) and each test's signal and exit code; the student reads what that usually means, in their
// language, then the program's own output without Node's internal stack frames. The raw text stays in the
// row (runtime_message, report) and in the staff log.
import type { Lng } from '~/app/kernel/i18n/locale'
import { judgeCopy } from '../copy.server'

/** The engine's own wording when it has nothing better (judge/verdict.ts runVerdict). */
const ENGINE_WORDS = /^(?:killed by (SIG[A-Z0-9]+)|exit code (-?\d+))$/

/** True for the engine's bare "killed by SIG…" / "exit code N" (no output of the program itself). */
export const isEngineWords = (message: string) => ENGINE_WORDS.test(message.trim())

interface RuntimeFailure {
  signal: string | null
  exitCode: number | null
}

/** Signal and exit code of the first test that ended in a run-time error (the one the message is about). */
export function firstRuntimeFailure(report: string | null): RuntimeFailure | null {
  if (!report) return null
  let tests: unknown
  try {
    tests = JSON.parse(report)
  } catch {
    return null
  }
  const list = Array.isArray(tests) ? tests : (tests as { tests?: unknown })?.tests
  if (!Array.isArray(list)) return null
  const failed = list.find(
    (t): t is Record<string, unknown> =>
      !!t && typeof t === 'object' && (t as Record<string, unknown>).verdict === 'run_time_error',
  )
  if (!failed) return null
  return {
    signal: typeof failed.signal === 'string' ? failed.signal : null,
    exitCode: typeof failed.exitCode === 'number' ? failed.exitCode : null,
  }
}

/** Node's stack frames inside its own modules, and its version footer, mean nothing to a student. */
export function cleanStderr(text: string): string {
  return text
    .replaceAll('/box/', '')
    .split('\n')
    .filter((line) => !/^\s*at (?:.*\()?node:internal\//.test(line) && !/^Node\.js v\d/.test(line))
    .join('\n')
    .trim()
}

/** What a signal or an exit code usually means, in the viewer's language. */
export function explainRuntime(failure: RuntimeFailure, lng: Lng): string | null {
  const words = judgeCopy(lng).runtimeErrors
  const { signal, exitCode } = failure
  if (signal) {
    const known = (words.signals as Record<string, string>)[signal]
    return known ?? words.otherSignal.replace('{{signal}}', signal)
  }
  if (exitCode !== null && exitCode !== 0) return words.exitCode.replace('{{code}}', String(exitCode))
  return null
}

/**
 * The run-time message shown to the owner: the explanation, then (a sample's) stderr. `message` is the
 * stored runtime_message, `report` the stored tests.
 */
export function runtimeMessage(message: string | null, report: string | null, lng: Lng): string | null {
  const raw = message?.trim() ?? ''
  const engine = ENGINE_WORDS.exec(raw)
  const failure: RuntimeFailure = firstRuntimeFailure(report) ?? {
    signal: engine?.[1] ?? null,
    exitCode: engine?.[2] ? Number(engine[2]) : null,
  }
  const explanation = explainRuntime(failure, lng)
  const detail = raw && !engine ? cleanStderr(raw) : ''
  if (explanation && detail) return `${explanation}\n\n${detail}`
  return explanation ?? (detail || (raw ? raw : null))
}
