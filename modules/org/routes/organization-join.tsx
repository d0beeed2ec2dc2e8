import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  redirect,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { notFound } from '../guard.server'
import { guessBlocked, tooManyGuesses, wrongCode } from '../membership/guesses.server'
import { acceptInvite, inviteByCode } from '../membership/members.server'

// An invitation link: the page says which organization and role, and a button joins (a GET never does).

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:join.title' } }

/** Wrong codes are counted (guesses.server.ts): an address typed by hand is a guess like any other. */
async function checked<T>(userId: number, context: AppLoadContext, look: () => Promise<T | null>) {
  const blocked = guessBlocked(userId, context)
  if (blocked) throw tooManyGuesses(blocked)
  const found = await look()
  if (found) return found
  const limit = wrongCode(userId, context)
  throw limit ? tooManyGuesses(limit) : notFound()
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const invite = await checked(user.id, context, () => inviteByCode(params.code))
  return { prefix: requestPrefix(request), name: invite.name, role: invite.role }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireLogin(request, new URL(request.url).pathname)
  const joined = await checked(user.id, context, () => acceptInvite(user.id, params.code))
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
