import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { rankingList } from '../rankings/read.server'
import { RankingPage, RankingSection } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: { title: 'rankings:users.title', description: 'rankings:users.description' },
}

/** The general ranking: users by all-time XP (daily snapshot), 50 a page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const page = new URL(request.url).searchParams.get('page')
  return {
    prefix: requestPrefix(request),
    list: await rankingList('users', { page, viewerId: user?.id ?? null }),
  }
}

export default function UsersRanking() {
  const { prefix, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('rankings')
  return (
    <RankingPage prefix={prefix} current="users" title={t('users.title')} lead={t('users.lead')}>
      <RankingSection list={list} subject="user" prefix={prefix} caption={t('users.title')} />
    </RankingPage>
  )
}
