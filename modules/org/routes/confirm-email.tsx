import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { classOfConfirmation, joinWithConfirmation } from '../classes/classes.server'
import { notFound } from '../guard.server'

// The link mailed to a student joining an invite-only class (confirm.server.ts): the page says which address and
// class; its button confirms the address and joins (opening the link writes nothing). Another account's link,
// an expired one, or a class that no longer lists the address: 404.

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:confirm.title' } }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const found = await classOfConfirmation(user, String(params.token ?? ''), now())
  if (!found) throw notFound()
  return { email: user.email, title: found.cls.title }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireLogin(request, new URL(request.url).pathname)
  const classId = await joinWithConfirmation(user, String(params.token ?? ''), now())
  if (!classId) throw notFound()
  return redirect(`/${requestPrefix(request)}/programming-class/${classId}`)
}

export default function ConfirmEmail() {
  const { email, title } = useLoaderData<typeof loader>()
  const { t } = useTranslation('org')
  return (
    <article className="page narrow org">
      <h1>{t('confirm.title')}</h1>
      <p>{t('confirm.intro', { email, title })}</p>
      <form method="post">
        <button type="submit" className="button">
          {t('confirm.submit')}
        </button>
      </form>
    </article>
  )
}
