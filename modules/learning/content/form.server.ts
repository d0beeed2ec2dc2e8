// Shared by the texts and theoretical-exercise forms of the content pages.
import type { Submission } from '@conform-to/react'
import { z } from 'zod'
import { type SessionUser, can } from '~/app/kernel/policy'

/** Error codes (content:form.errors.*) by field name as conform writes it (`questions[0].prompt_br`). */
export type FormErrors = Record<string, string[]>

const KNOWN = new Set([
  'required',
  'tooLong',
  'invalid',
  'questionsMin',
  'optionsMin',
  'correctNone',
  'correctMany',
])

export function submissionErrors(submission: Submission<unknown>): FormErrors {
  const errors: FormErrors = {}
  if (submission.status === 'success') return errors
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) errors[name || 'form'] = messages.map((m) => (KNOWN.has(m) ? m : 'invalid'))
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

/**
 * Content creators (create_content) reach the content pages; among them, each edits what they wrote and
 * admins edit everything (rows without an author, like the seed's, are admins' too).
 */
export function canEditContent(user: SessionUser, authorId: number | null) {
  return can(user, 'admin') || (authorId !== null && authorId === user.id)
}

export const isContentAdmin = (user: SessionUser) => can(user, 'admin')
