import { createCookie } from '@remix-run/node'
import { env } from '~/app/kernel/runtime/env.server'
import { IDENTIFIER_PATTERN } from './schemas'

// A visit through `…?ref=IDENTIFIER` remembers the inviter for 30 days in a first-party cookie holding only the
// identifier. Set by a GET, but it writes nothing stored and acts for nobody: it is what a link's query says,
// kept in the visitor's own browser until they register (ADR 017). Not signed: registration checks the
// identifier against the links, and a visitor may only ever change whom they say invited them.
const REF_DAYS = 30
let cookie: ReturnType<typeof createCookie> | undefined
const refCookie = () => {
  cookie ??= createCookie('trilha_ref', {
    path: '/',
    maxAge: REF_DAYS * 86_400,
    sameSite: 'lax',
    httpOnly: true,
    secure: env().secureCookies,
  })
  return cookie
}

function refInUrl(request: Request): string | null {
  const ref = new URL(request.url).searchParams.get('ref')?.trim().toLowerCase()
  return ref && IDENTIFIER_PATTERN.test(ref) ? ref : null
}

/** The Set-Cookie header for a document request whose URL carries a well-formed `?ref=`, else null. */
export async function referralCookieFor(request: Request): Promise<string | null> {
  const ref = refInUrl(request)
  return ref ? refCookie().serialize(ref) : null
}

/** The inviter this request names: its own `?ref=`, else the one an earlier visit remembered, if any. */
export async function referralFromRequest(request: Request): Promise<string | null> {
  const inUrl = refInUrl(request)
  if (inUrl) return inUrl
  const value = await refCookie().parse(request.headers.get('cookie'))
  return typeof value === 'string' && IDENTIFIER_PATTERN.test(value) ? value : null
}
