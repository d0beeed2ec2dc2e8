import { createCookie } from '@remix-run/node'
import { env } from '~/app/kernel/env.server'

// One-shot confirmations after a POST/redirect/GET (joined, virtual run started, saved), as in the learning
// module (ADR 009): a signed cookie naming its page, read and cleared by that page's loader — never a query
// flag anyone could type or that sticks to the URL.

export type CompetitionFlash = 'joined' | 'virtual' | 'created' | 'saved' | 'simulated'
const KINDS: readonly CompetitionFlash[] = ['joined', 'virtual', 'created', 'saved', 'simulated']

let cookie: ReturnType<typeof createCookie> | undefined
function flashCookie() {
  cookie ??= createCookie('trilha_competition_flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().secureCookies,
    secrets: [env().sessionSecret],
    maxAge: 60,
  })
  return cookie
}

const pathOf = (target: string) => new URL(target, 'http://x').pathname.replace(/(.)\/+$/, '$1')

/** The Set-Cookie header that makes `target`'s next GET show `kind` once. */
export async function setCompetitionFlash(target: string, kind: CompetitionFlash): Promise<string> {
  return flashCookie().serialize({ path: pathOf(target), kind })
}

/** The confirmation meant for this page, if any, and the headers that clear it. */
export async function takeCompetitionFlash(request: Request) {
  const headers = new Headers()
  const header = request.headers.get('cookie')
  if (!header?.includes('trilha_competition_flash=')) return { flash: null, headers }
  const stored = (await flashCookie().parse(header)) as { path?: unknown; kind?: unknown } | null
  const valid = !!stored && typeof stored === 'object' && KINDS.includes(stored.kind as CompetitionFlash)
  if (valid && stored.path !== pathOf(request.url)) return { flash: null, headers }
  headers.append('Set-Cookie', await flashCookie().serialize('', { maxAge: 0 }))
  return { flash: valid ? (stored.kind as CompetitionFlash) : null, headers }
}
