import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { scoreboardScoring } from '../rankings/replay-scoring.server'
import { replayList } from '../rankings/replays.server'
import { ReplayTable } from '../ui/ranking-replays'
import { RankingPage } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: { title: 'rankings:replays.title', description: 'rankings:replays.description' },
}

/** Finished virtual runs (with the place they would have taken live) and simulations, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = new URL(request.url).searchParams.get('page')
  return { prefix: requestPrefix(request), list: await replayList(page, scoreboardScoring) }
}

export default function ReplaysRanking() {
  const { prefix, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('rankings')
  return (
    <RankingPage prefix={prefix} current="replays" title={t('replays.title')} lead={t('replays.lead')}>
      <ReplayTable rows={list.rows} prefix={prefix} />
      <Pager page={list.page} pages={list.pages} label={t('pager.label')} />
    </RankingPage>
  )
}
