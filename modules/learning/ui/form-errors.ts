import type { SubmissionResult } from '@conform-to/react'

/** Error keys of one field ('' = the form) from a conform reply. */
export function errorsOf(result: SubmissionResult<string[]> | undefined, field: string): string[] {
  return result?.error?.[field] ?? []
}

/** What the student typed, from a conform reply (files are never sent back). */
export function typed(result: SubmissionResult<string[]> | undefined, field: string): string | undefined {
  const value = (result?.initialValue as Record<string, unknown> | undefined)?.[field]
  return typeof value === 'string' ? value : undefined
}
