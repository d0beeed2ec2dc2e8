import { createFlash } from '~/app/kernel/flash.server'

// One-shot messages after a POST/redirect/GET (spec §8 successes, a refused quick feedback), on the kernel's
// signed flash cookie (app/kernel/flash.server.ts).

/** What the next GET of a page shows once. */
export type Flash =
  | { kind: 'answered' }
  | { kind: 'sent'; what: 'math' | 'project' }
  | { kind: 'saved' }
  | { kind: 'completed' }
  | { kind: 'lessonsLeft' }
  | {
      kind: 'feedback'
      /** Learning-namespace keys. */
      errors: string[]
      value: string
      comment: string
    }

/** A cookie holds about 4 KB; a refused comment is cut so the signed, base64 value stays under it. */
const COMMENT_MAX_BYTES = 2000

const channel = createFlash(
  'trilha_flash',
  (v): v is Flash => !!v && typeof v === 'object' && typeof (v as { kind?: unknown }).kind === 'string',
)

function cutToBytes(text: string, max: number) {
  let out = text
  while (Buffer.byteLength(out) > max) out = out.slice(0, Math.floor(out.length * 0.9))
  return out
}

/** The Set-Cookie header that makes `target`'s next GET show `flash` (query and fragment are ignored). */
export function setFlash(target: string, flash: Flash): Promise<string> {
  return channel.set(
    target,
    flash.kind === 'feedback' ? { ...flash, comment: cutToBytes(flash.comment, COMMENT_MAX_BYTES) } : flash,
  )
}

/**
 * The flash meant for this request's page, and the headers that clear it once read. A flash for another
 * page is left alone (it expires on its own); a forged or unreadable cookie is cleared.
 */
export const takeFlash = (request: Request) => channel.take(request)

/** A refused quick feedback brought back to its page: the errors and what was typed, or null. */
export function feedbackRefusal(flash: Flash | null) {
  if (flash?.kind !== 'feedback') return null
  const value: 'like' | 'dislike' | null =
    flash.value === 'like' || flash.value === 'dislike' ? flash.value : null
  return { errors: flash.errors, current: { value, comment: flash.comment } }
}

/**
 * For a page of another module that embeds QuickFeedback (the exercise page): the feedback refused for this
 * page, if any, and the headers to send with the page (they clear the flash).
 */
export async function takeFeedbackRefusal(request: Request) {
  const { flash, headers } = await takeFlash(request)
  return { refused: feedbackRefusal(flash), headers }
}
