import { createCookie } from '@remix-run/node'
import { env } from '../runtime/env.server'

// One-shot messages after a POST/redirect/GET (ADR 009). A query flag (`?sent=1`) sticks to the URL, shows
// beside later errors and can be typed by anyone; this cookie is signed with the session secret, names the
// page it is for, lives a minute, and that page's loader clears it when it shows it (a Set-Cookie, not a
// database write). Each module makes its own (its own cookie name and kinds) with `createFlash`.

const MAX_AGE_SECONDS = 60

const pathOf = (target: string) => {
  const path = new URL(target, 'http://x').pathname
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export interface FlashChannel<T> {
  /** The Set-Cookie header that makes `target`'s next GET show `value` once (query and fragment ignored). */
  set(target: string, value: T): Promise<string>
  /**
   * The value meant for this request's page, and the headers that clear it once read. A flash for another
   * page is left alone (it expires on its own); a forged, unreadable or unknown one is cleared.
   */
  take(request: Request): Promise<{ flash: T | null; headers: Headers }>
}

export function createFlash<T>(name: string, isValid: (value: unknown) => value is T): FlashChannel<T> {
  let cookie: ReturnType<typeof createCookie> | undefined
  const flashCookie = () => {
    cookie ??= createCookie(name, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env().secureCookies,
      secrets: [env().sessionSecret],
      maxAge: MAX_AGE_SECONDS,
    })
    return cookie
  }
  return {
    set: (target, value) => flashCookie().serialize({ path: pathOf(target), flash: value }),
    async take(request) {
      const headers = new Headers()
      const header = request.headers.get('cookie')
      if (!header?.includes(`${name}=`)) return { flash: null, headers }
      const stored = (await flashCookie().parse(header)) as { path?: unknown; flash?: unknown } | null
      const clear = async () => headers.append('Set-Cookie', await flashCookie().serialize('', { maxAge: 0 }))
      if (
        !stored ||
        typeof stored !== 'object' ||
        typeof stored.path !== 'string' ||
        !isValid(stored.flash)
      ) {
        await clear()
        return { flash: null, headers }
      }
      if (stored.path !== pathOf(request.url)) return { flash: null, headers }
      await clear()
      return { flash: stored.flash, headers }
    },
  }
}
