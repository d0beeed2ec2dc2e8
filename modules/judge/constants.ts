import type { StatusDetail } from './exercises/workspace-types'
// Client-safe constants of the practice domain (no server code).

/** Judge language ids (docs/product.md#judge-languages). Labels and versions come from the engine (judge/languages). */
export const LANGUAGE_IDS = [
  'c',
  'c++',
  'python3',
  'pypy',
  'javascript',
  'java',
  'portugol',
  'rust',
  'go',
  'dart',
] as const
export type LanguageId = (typeof LANGUAGE_IDS)[number]

export function isLanguageId(value: unknown): value is LanguageId {
  return (LANGUAGE_IDS as readonly unknown[]).includes(value)
}

/** A solution draft starts in C with no code (docs/product.md#judge-submissions). */
export const DEFAULT_LANGUAGE: LanguageId = 'c'

/** An exercise's own starter code, per language (starter-code.server.ts; migration 0013's CHECK). */
export const MAX_STARTER_KIB = 16

/** Largest source accepted, in UTF-8 bytes. */
export const MAX_CODE_BYTES = 64 * 1024

/** The client polls the status every 4 s while it is in_queue (docs/product.md#judge-submissions). */
export const POLL_INTERVAL_MS = 4000

/** Statuses shown to people: `judging` is internal and shows as in_queue. */
export type PublicStatus =
  | 'in_queue'
  | 'frozen'
  | 'accepted'
  | 'wrong_answer'
  | 'time_limit_exceeded'
  | 'memory_limit_exceeded'
  | 'output_limit_exceeded'
  | 'run_time_error'
  | 'compilation_error'
  | 'internal_error'

/**
 * What a status detail says while a submission waits (or a competition hides its verdict): nothing yet. The
 * status API answers it and the live status island shows it before its first answer.
 */
export const NOTHING_YET = {
  score: null,
  can_download_test_case: false,
  error_on_sample: false,
  next_exercise: null,
  compilation_error_message: null,
  runtime_error_message: null,
  log: [],
  sample_failure: null,
  reward: null,
} as const satisfies Partial<StatusDetail>
