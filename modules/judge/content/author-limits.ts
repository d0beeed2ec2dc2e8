// What an exercise may ask of the judge and of the disk, by who wrote it (issue 15: one free user held both
// judge threads for hours and filled the disk through uploads). Client-safe: the form shows these numbers.
import { MAX_TESTS, MAX_TOTAL_BYTES } from '~/judge/packages/errors'

const MiB = 1024 * 1024

export interface AuthorLimits {
  /** CPU time limit per test, before the language's factor. */
  maxTimeLimitMs: number
  maxMemoryMiB: number
  /** Tests (.in/.out pairs) in the package. */
  maxTests: number
  /** The package once unzipped. */
  maxPackageBytes: number
  /** All the author's packages together, as stored; null: no quota. */
  storageQuotaBytes: number | null
  /** What one submission may spend on the tests of the author's exercise (judge/types.ts JudgeJob.budget). */
  budget: { cpuMs: number; wallMs: number }
}

/**
 * Anyone who is not staff. 100 tests of up to 5 s would still be minutes of CPU: the budget is what bounds a
 * submission (60 s CPU, 2 min wall — a sleeper's 2× + 1 s per test makes the wall budget the one it meets).
 */
export const MEMBER_LIMITS: AuthorLimits = {
  maxTimeLimitMs: 5_000,
  maxMemoryMiB: 512,
  maxTests: 100,
  maxPackageBytes: 16 * MiB,
  storageQuotaBytes: 50 * MiB,
  budget: { cpuMs: 60_000, wallMs: 120_000 },
}

/** Staff (create_content) and exercises without an author (seeded, imported): larger, still finite. */
export const STAFF_LIMITS: AuthorLimits = {
  maxTimeLimitMs: 20_000,
  maxMemoryMiB: 2048,
  maxTests: MAX_TESTS,
  maxPackageBytes: MAX_TOTAL_BYTES,
  storageQuotaBytes: null,
  budget: { cpuMs: 10 * 60_000, wallMs: 20 * 60_000 },
}

export const authorLimits = (staff: boolean): AuthorLimits => (staff ? STAFF_LIMITS : MEMBER_LIMITS)

/** The numbers the form's hints and errors quote ({{maxTime}} s, {{maxMemory}} MiB, …). */
export function limitCopy(limits: AuthorLimits) {
  return {
    maxTime: limits.maxTimeLimitMs / 1000,
    maxMemory: limits.maxMemoryMiB,
    maxTests: limits.maxTests,
    maxPackage: Math.round(limits.maxPackageBytes / MiB),
  }
}
