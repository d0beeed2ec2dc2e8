import { createCookie } from '@remix-run/node'
import { env } from '~/app/kernel/env.server'

// The manage page's one-shot confirmation after a POST/redirect/GET (as modules/learning/flash.server.ts): a
// signed cookie naming the page, a minute long, cleared by the page that shows it.

export type ManageFlash =
  | { kind: 'refreshed' }
  | { kind: 'unfrozen' }
  | { kind: 'rejudged'; count: number }
  | { kind: 'rejudgedOne'; id: number }

interface Stored {
  path: string
  flash: ManageFlash
}

let cookie: ReturnType<typeof createCookie> | undefined
function flashCookie() {
  cookie ??= createCookie('trilha_manage_flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().secureCookies,
    secrets: [env().sessionSecret],
    maxAge: 60,
  })
  return cookie
}

const pathOf = (target: string) => new URL(target, 'http://x').pathname.replace(/\/+$/, '')

export function setManageFlash(target: string, flash: ManageFlash): Promise<string> {
  return flashCookie().serialize({ path: pathOf(target), flash } satisfies Stored)
}

const KINDS = new Set(['refreshed', 'unfrozen', 'rejudged', 'rejudgedOne'])

/** The flash meant for this page and the headers that clear it; a forged or foreign one is not shown. */
export async function takeManageFlash(
  request: Request,
): Promise<{ flash: ManageFlash | null; headers: Headers }> {
  const headers = new Headers()
  const header = request.headers.get('cookie')
  if (!header?.includes('trilha_manage_flash=')) return { flash: null, headers }
  const stored = (await flashCookie().parse(header)) as Stored | null
  if (stored && typeof stored === 'object' && stored.path !== pathOf(request.url))
    return { flash: null, headers }
  headers.append('Set-Cookie', await flashCookie().serialize('', { maxAge: 0 }))
  const valid = stored && typeof stored === 'object' && stored.flash && KINDS.has(stored.flash.kind)
  return { flash: valid ? stored.flash : null, headers }
}
