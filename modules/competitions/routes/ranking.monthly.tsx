import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { isPeriod, monthOf } from '../rankings/positions'
import { hasMonthlySnapshot, monthlyPeriods, rankingList } from '../rankings/read.server'
import { capitalised, formatMonth } from '../ui/ranking-format'
import { RankingPage, RankingSection } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: { title: 'rankings:monthly.title', description: 'rankings:monthly.description' },
}

/**
 * XP earned in one UTC month: the current one, or `?period=YYYY-MM` of a past month that has a snapshot
 * (anything else is a 404).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const params = new URL(request.url).searchParams
  const current = monthOf(new Date())
  const period = params.get('period') || current
  if (period !== current && !(isPeriod(period) && (await hasMonthlySnapshot(period)))) {
    throw new Response('Not Found', { status: 404 })
  }
  const periods = [current, ...(await monthlyPeriods()).filter((p) => p !== current)]
  return {
    prefix: requestPrefix(request),
    period,
    current,
    periods,
    list: await rankingList('monthly', { period, page: params.get('page'), viewerId: user?.id ?? null }),
  }
}

export default function MonthlyRanking() {
  const { prefix, period, current, periods, list } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('rankings')
  const month = formatMonth(period, i18n.language)
  return (
    <RankingPage prefix={prefix} current="monthly" title={t('monthly.title')} lead={t('monthly.lead')}>
      <form method="get" className="ranking-period">
        <label htmlFor="ranking-period">{t('monthly.period')}</label>
        <select id="ranking-period" name="period" defaultValue={period}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {capitalised(formatMonth(p, i18n.language), i18n.language)}
              {p === current ? ` (${t('monthly.current')})` : ''}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--ghost">
          {t('monthly.show')}
        </button>
      </form>
      <h2>{capitalised(month, i18n.language)}</h2>
      <RankingSection list={list} subject="user" prefix={prefix} caption={t('monthly.caption', { month })} />
    </RankingPage>
  )
}
