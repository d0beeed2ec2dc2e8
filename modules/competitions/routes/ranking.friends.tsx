import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { friendsRanking } from '../rankings/hub.server'
import { RankingPage, RankingTable } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: { title: 'rankings:friends.title', description: 'rankings:friends.description' },
}

/** The viewer and their friends by XP, computed live. Visitors go to the login form and come back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  return { prefix, ...(await friendsRanking(user.id)) }
}

export default function FriendsRanking() {
  const { prefix, rows, hidden } = useLoaderData<typeof loader>()
  const { t } = useTranslation('rankings')
  return (
    <RankingPage prefix={prefix} current="friends" title={t('friends.title')} lead={t('friends.lead')}>
      {hidden && <p className="notice notice--info">{t('friends.hidden')}</p>}
      <p className="ranking-updated">{t('friends.live')}</p>
      <RankingTable rows={rows} subject="user" prefix={prefix} caption={t('friends.title')} />
      {rows.length <= 1 && (
        <p>
          <a href={`/${prefix}/ranking/users`}>{t('friends.findFriends')}</a>
        </p>
      )}
    </RankingPage>
  )
}
