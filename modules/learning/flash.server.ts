import { redirect } from '@remix-run/node'
import { createFlash } from '~/app/kernel/requests/flash.server'

// One-shot messages after a POST/redirect/GET (docs/product.md#learning-lessons: successes), on the kernel's signed flash cookie
// (app/kernel/requests/flash.server.ts). A refused quick feedback has its own, in app/kernel/people/quick-feedback.server.ts.

/** What the next GET of a page shows once. */
export type Flash =
  | { kind: 'answered' }
  | { kind: 'sent'; what: 'math' | 'project' }
  | { kind: 'saved' }
  | { kind: 'completed' }
  | { kind: 'lessonsLeft' }
  /** Every lesson the student's organization offers is completed, not the whole course (ADR 024). */
  | { kind: 'offeredDone' }
  /** A math exercise the assistant's AI creation just wrote (issue 19): the editor asks for a review. */
  | { kind: 'aiDraft' }

const channel = createFlash(
  'trilha_flash',
  (v): v is Flash => !!v && typeof v === 'object' && typeof (v as { kind?: unknown }).kind === 'string',
)

/** The Set-Cookie header that makes `target`'s next GET show `flash` (query and fragment are ignored). */
export function setFlash(target: string, flash: Flash): Promise<string> {
  return channel.set(target, flash)
}

/**
 * The flash meant for this request's page, and the headers that clear it once read. A flash for another
 * page is left alone (it expires on its own); a forged or unreadable cookie is cleared.
 */
export const takeFlash = (request: Request) => channel.take(request)

/** After an editor's save: 303 to the page (`anchor`: a part of it), which shows "saved" once. */
export async function redirectSaved(target: string, anchor = '') {
  return redirect(`${target}${anchor ? `#${anchor}` : ''}`, {
    status: 303,
    headers: { 'Set-Cookie': await setFlash(target, { kind: 'saved' }) },
  })
}
