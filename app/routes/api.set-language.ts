import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { PREFIX_BY_LNG, isLng, safeRedirectPath } from '~/app/kernel/i18n/locale'
import { apiError } from '~/app/kernel/requests/api.server'
import { readBody, wantsJson } from '~/app/kernel/requests/request.server'
import { db } from '~/db/client.server'

/**
 * POST /api/user/set-preferred-language {language}. JSON callers get JSON; the language menu's
 * form gets a redirect to the same page in the new locale.
 */
export async function action({ request }: ActionFunctionArgs) {
  const json = wantsJson(request)
  const body = await readBody(request)
  const language = body.language === 'br' ? 'pt-BR' : body.language === 'gb' ? 'en-GB' : body.language
  if (!isLng(language)) return apiError(request, 422)
  const user = await sessionUser(request)
  if (!user) {
    if (json) return apiError(request, 401)
  } else {
    await db.updateTable('users').set({ preferred_language: language }).where('id', '=', user.id).execute()
  }
  if (json) return Response.json({ language })
  return redirect(safeRedirectPath(body.redirectTo, `/${PREFIX_BY_LNG[language]}`))
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
