import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { can } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError } from '~/app/kernel/requests/api.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { TOKEN_COOKIE, TOKEN_SECONDS, issueJttToken } from '../mentoring/token.server'

// POST /api/jtt/access-token: {token} for a logged-in mentoring member, also kept in a cookie for 30 days (the
// client reads it to send it as a bearer token, so it is not HttpOnly; it only reads points).
export async function action({ request }: ActionFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  if (!can(user, 'jtt_member')) return apiError(request, 403)
  const token = issueJttToken(user.id, now())
  const cookie = [
    `${TOKEN_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${TOKEN_SECONDS}`,
    'SameSite=Lax',
    ...(env().secureCookies ? ['Secure'] : []),
  ].join('; ')
  return Response.json({ token }, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
}

export async function loader({ request }: LoaderFunctionArgs) {
  return apiError(request, 404)
}
