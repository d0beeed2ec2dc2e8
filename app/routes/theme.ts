import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { homeOf } from '~/app/kernel/auth/guards.server'
import { safeRedirectPath } from '~/app/kernel/i18n/locale'
import { themeCookie } from '~/app/kernel/i18n/theme.server'

/** The theme toggle posts here; the cookie is read by the root on the next render (no flash). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const dark = form.get('dark') === 'true'
  const to = safeRedirectPath(form.get('redirectTo'), homeOf(request))
  return redirect(to, { headers: { 'Set-Cookie': themeCookie(dark) } })
}

export function loader({ request }: ActionFunctionArgs) {
  return redirect(homeOf(request))
}
