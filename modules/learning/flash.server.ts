import { createCookie } from '@remix-run/node'
import { env } from '~/app/kernel/env.server'

// One-shot messages after a POST/redirect/GET (spec §8 successes, a refused quick feedback). A query flag
// (`?sent=math`) stuck to the URL, showed beside later errors and could be typed by anyone; this cookie is
// signed with the session secret, names the page it is for, lives a minute, and the page's loader clears it
// when it shows it (a Set-Cookie, not a database write).

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

interface Stored {
  path: string
  flash: Flash
}

const MAX_AGE_SECONDS = 60
/** A cookie holds about 4 KB; a refused comment is cut so the signed, base64 value stays under it. */
const COMMENT_MAX_BYTES = 2000

let cookie: ReturnType<typeof createCookie> | undefined
function flashCookie() {
  cookie ??= createCookie('trilha_flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().secureCookies,
    secrets: [env().sessionSecret],
    maxAge: MAX_AGE_SECONDS,
  })
  return cookie
}

const pathOf = (target: string) => {
  const path = new URL(target, 'http://x').pathname
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

function cutToBytes(text: string, max: number) {
  let out = text
  while (Buffer.byteLength(out) > max) out = out.slice(0, Math.floor(out.length * 0.9))
  return out
}

/** The Set-Cookie header that makes `target`'s next GET show `flash` (query and fragment are ignored). */
export async function setFlash(target: string, flash: Flash): Promise<string> {
  const stored: Stored = {
    path: pathOf(target),
    flash:
      flash.kind === 'feedback' ? { ...flash, comment: cutToBytes(flash.comment, COMMENT_MAX_BYTES) } : flash,
  }
  return flashCookie().serialize(stored)
}

/**
 * The flash meant for this request's page, and the headers that clear it once read. A flash for another
 * page is left alone (it expires on its own); a forged or unreadable cookie is cleared.
 */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers()
  const header = request.headers.get('cookie')
  if (!header?.includes('trilha_flash=')) return { flash: null, headers }
  const stored = (await flashCookie().parse(header)) as Stored | null
  const clear = async () => headers.append('Set-Cookie', await flashCookie().serialize('', { maxAge: 0 }))
  if (!stored || typeof stored !== 'object' || typeof stored.path !== 'string' || !stored.flash) {
    await clear()
    return { flash: null, headers }
  }
  if (stored.path !== pathOf(request.url)) return { flash: null, headers }
  await clear()
  return { flash: stored.flash, headers }
}

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
