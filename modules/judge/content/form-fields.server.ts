// Reading the content forms: programming exercises here, texts and theoretical exercises in the learning
// module. Errors travel as codes (translated by the page), by field name as conform writes it (`samples[0].input`).
import type { Submission } from '@conform-to/react'
import { z } from 'zod'

export type FormErrors = Record<string, string[]>

/** conform's errors ('' → 'form'), each message kept when it is one of the form's `known` codes, else 'invalid'. */
export function errorCodes(submission: Submission<unknown>, known: ReadonlySet<string>): FormErrors {
  const errors: FormErrors = {}
  if (submission.status === 'success') return errors
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) errors[name || 'form'] = messages.map((m) => (known.has(m) ? m : 'invalid'))
  }
  return errors
}

export const requiredText = (max: number) =>
  z.string({ required_error: 'required' }).trim().min(1, 'required').max(max, 'tooLong')
export const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional()

export const str = (v: unknown) => (typeof v === 'string' ? v : '')
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])
export const filled = (s: string | undefined | null) => !!s && s.trim() !== ''
/** Browsers send textarea lines as CRLF. */
export const lf = (s: string) => s.replace(/\r\n?/g, '\n')
