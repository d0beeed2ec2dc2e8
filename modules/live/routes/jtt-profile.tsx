import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireCapability } from '~/app/kernel/auth/guards.server'
import { type Prefix, formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { BarChart } from '~/app/ui/charts'
import { history, pointsByCategory } from '../mentoring/points.server'
import { JTT_CATEGORIES } from '../mentoring/rules'

// The mentoring points profile (docs/product.md#org): only members flagged is_jtt_member (and admins); anyone else
// gets the guard's silent redirect home. Totals by category, an SVG chart, the history.

export const handle: RouteHandle = { i18n: ['common', 'live'], meta: { title: 'live:jtt.title' } }

interface ProfileView {
  prefix: Prefix
  staff: boolean
  totals: Record<string, number>
  total: number
  items: {
    id: number
    category: string
    kind: string
    quantity: number
    points: number
    note: string
    day: string
  }[]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCapability(request, 'jtt_member')
  const lng = requestLng(request)
  const totals = await pointsByCategory(user.id)
  const view: ProfileView = {
    prefix: requestPrefix(request),
    staff: user.isAdmin,
    totals,
    total: Math.round(Object.values(totals).reduce((a, b) => a + b, 0) * 100) / 100,
    items: (await history(user.id)).map((h) => ({
      id: h.id,
      category: h.category,
      kind: h.kind,
      quantity: h.quantity,
      points: h.points,
      note: h.note,
      day: formatDay(`${h.happened_on}T12:00:00Z`, lng),
    })),
  }
  return view
}

export default function JttProfile() {
  const { prefix, staff, totals, total, items } = useLoaderData() as ProfileView
  const { t } = useTranslation('live')
  const labels = JTT_CATEGORIES.map((c) => t(`jtt.categories.${c}`))
  return (
    <article className="page live-jtt">
      <h1>{t('jtt.title')}</h1>
      <p>{t('jtt.intro')}</p>
      <p className="live-jtt-total">{t('jtt.total', { points: total })}</p>
      <BarChart
        id="jtt-points"
        caption={t('jtt.chart')}
        summary={JTT_CATEGORIES.map((c, i) => `${labels[i]}: ${totals[c]}`).join(', ')}
        values={JTT_CATEGORIES.map((c) => totals[c])}
        labels={labels}
        columns={[t('jtt.category'), t('jtt.points')]}
      />
      <p className="muted">{t('jtt.rules')}</p>
      {staff ? (
        <p>
          <a href={`/${prefix}/behring-academy/activities`}>{t('jtt.record')}</a>
        </p>
      ) : null}
      <h2>{t('jtt.history')}</h2>
      {items.length ? (
        <table className="live-jtt-history">
          <thead>
            <tr>
              <th scope="col">{t('jtt.day')}</th>
              <th scope="col">{t('jtt.category')}</th>
              <th scope="col">{t('jtt.activity')}</th>
              <th scope="col">{t('jtt.points')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.id}>
                <td>{i.day}</td>
                <td>{t(`jtt.categories.${i.category}`)}</td>
                <td>
                  {t(`jtt.kinds.${i.kind}`, { count: i.quantity })}
                  {i.note ? ` · ${i.note}` : ''}
                </td>
                <td>{i.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('jtt.empty')}</p>
      )}
    </article>
  )
}
