import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { homeOf } from '~/app/kernel/guards.server'
import { endSession } from '~/app/kernel/session.server'

/** Logout is a POST (a GET link could be triggered by any page). */
export async function action({ request }: ActionFunctionArgs) {
  return redirect(homeOf(request), { headers: { 'Set-Cookie': await endSession(request) } })
}

export function loader({ request }: ActionFunctionArgs) {
  return redirect(homeOf(request))
}
