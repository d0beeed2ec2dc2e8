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
  meta: { title: 'rankings:teams.title', description: 'rankings:teams.description' },
}

/** Teams by the sum of their members' XP; each links to its team page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const page = new URL(request.url).searchParams.get('page')
  return {
    prefix: requestPrefix(request),
    list: await rankingList('teams', { page, viewerId: user?.id ?? null }),
  }
}

export default function TeamsRanking() {
  const { prefix, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('rankings')
  return (
    <RankingPage prefix={prefix} current="teams" title={t('teams.title')} lead={t('teams.lead')}>
      <RankingSection list={list} subject="team" prefix={prefix} caption={t('teams.title')} />
    </RankingPage>
  )
}
