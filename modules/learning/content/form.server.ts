// Shared by the texts and theoretical-exercise forms of the content pages.
import type { Submission } from '@conform-to/react'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import {
  type FormErrors,
  errorCodes,
  filled,
  lf,
  list,
  optionalText,
  requiredText,
  str,
} from '~/modules/judge/index'

/** Error codes (content:form.errors.*) by field name as conform writes it (`questions[0].prompt_br`). */
export type { FormErrors }
export { filled, lf, list, optionalText, requiredText, str }

const KNOWN = new Set([
  'required',
  'tooLong',
  'invalid',
  'questionsMin',
  'firstQuestion',
  'optionsMin',
  'correctNone',
  'correctMany',
])

/** A message of the forms' schemas as an error code: one of content:form.errors.*, else 'invalid'. */
export const knownCode = (message: string) => (KNOWN.has(message) ? message : 'invalid')

export const submissionErrors = (submission: Submission<unknown>): FormErrors => errorCodes(submission, KNOWN)

/**
 * Content creators (create_content) reach the content pages; among them, each edits what they wrote and
 * admins edit everything (rows without an author, like the seed's, are admins' too).
 */
export function canEditContent(user: SessionUser, authorId: number | null) {
  return can(user, 'admin') || (authorId !== null && authorId === user.id)
}

export const isContentAdmin = (user: SessionUser) => can(user, 'admin')

export type Editable<V> = { status: 'ok'; values: V } | { status: 'not_found' } | { status: 'forbidden' }

/** A content page's ':id': a row id, or 'new'. The author or an admin edits; others 403, unknown 404. */
export async function editableOr404<V>(
  param: string | undefined,
  blank: () => V,
  find: (id: number) => Promise<Editable<V>>,
): Promise<{ id: number | null; values: V }> {
  if (param === 'new') return { id: null, values: blank() }
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0
  const found = id ? await find(id) : ({ status: 'not_found' } as const)
  if (found.status === 'not_found') throw new Response('Not Found', { status: 404 })
  if (found.status === 'forbidden') throw new Response('Forbidden', { status: 403 })
  return { id, values: found.values }
}
