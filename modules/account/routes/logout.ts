import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { homeOf } from '~/app/kernel/auth/guards.server'
import { endSession } from '~/app/kernel/auth/session.server'

/** Logout is a POST (a GET link could be triggered by any page). */
export async function action({ request }: ActionFunctionArgs) {
  return redirect(homeOf(request), { headers: { 'Set-Cookie': await endSession(request) } })
}

export function loader({ request }: ActionFunctionArgs) {
  return redirect(homeOf(request))
}
