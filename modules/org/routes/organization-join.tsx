import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { requestPrefix } from '~/app/kernel/request.server'
import { notFound } from '../guard.server'
import { acceptInvite, inviteByCode } from '../members.server'

// An invitation link: the page says which organization and role, and a button joins (a GET never does).

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:join.title' } }

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireLogin(request)
  const invite = await inviteByCode(params.code)
  if (!invite) throw notFound()
  return { prefix: requestPrefix(request), name: invite.name, role: invite.role }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireLogin(request, new URL(request.url).pathname)
  const joined = await acceptInvite(user.id, params.code)
  if (!joined) throw notFound()
  const prefix = requestPrefix(request)
  return redirect(
    joined.role === 'manager'
      ? `/${prefix}/organization/${joined.institutionId}`
      : `/${prefix}/programming-classes`,
  )
}

export default function OrganizationJoin() {
  const { name, role } = useLoaderData<typeof loader>()
  const { t } = useTranslation('org')
  return (
    <article className="page narrow org">
      <h1>{t('join.title')}</h1>
      <p>{t('join.invited', { name, role: t(`roles.${role}`) })}</p>
      <form method="post">
        <button type="submit" className="button">
          {t('join.submit')}
        </button>
      </form>
    </article>
  )
}
