// The dashboard's and profile's two charts (issue 16): XP over the last weeks and exercises solved per
// category. Pages that render it declare the `progress` namespace.
import { useTranslation } from 'react-i18next'
import { dateFormatter } from '~/app/kernel/i18n/locale'
import { BarChart, LineChart } from '~/app/ui/charts'
import type { ProgressCharts as ProgressChartsData } from '../progress/charts.server'

export function ProgressCharts({ charts, id }: { charts: ProgressChartsData; id: string }) {
  const { t, i18n } = useTranslation('progress')
  const number = new Intl.NumberFormat(i18n.language)
  // Week ends are UTC days (as the XP records): formatted in UTC so no zone moves them to the day before.
  const day = dateFormatter(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const weeks = charts.xpWeeks
  const first = weeks[0]
  const last = weeks[weeks.length - 1]
  const xp = (value: number) => t('charts.xpValue', { xp: number.format(value) })
  const from = first ? first.total - first.gained : 0
  const categories = charts.solvedByCategory
  const list = categories.map((c) => `${t(`categories.${c.category}`)} ${number.format(c.solved)}`).join(', ')
  return (
    <div className="chart-pair">
      <LineChart
        id={`${id}-xp`}
        caption={t('charts.xpCaption', { weeks: weeks.length })}
        summary={t('charts.xpSummary', {
          from: xp(from),
          to: xp(last?.total ?? 0),
          gained: xp((last?.total ?? 0) - from),
          weeks: weeks.length,
        })}
        empty={!last || last.total === 0 ? t('charts.xpEmpty') : null}
        values={weeks.map((w) => w.total)}
        labels={weeks.map((w) => day.format(new Date(`${w.end}T00:00:00Z`)))}
        format={(v) => number.format(v)}
        columns={[t('charts.weekColumn'), t('charts.xpColumn')]}
      />
      <div>
        <BarChart
          id={`${id}-solved`}
          caption={t('charts.solvedCaption')}
          summary={t('charts.solvedSummary', { count: charts.solvedTotal, list })}
          empty={charts.solvedTotal === 0 ? t('charts.solvedEmpty') : null}
          values={categories.map((c) => c.solved)}
          labels={categories.map((c) => t(`categories.${c.category}`))}
          format={(v) => number.format(v)}
          columns={[t('charts.categoryColumn'), t('charts.solvedColumn')]}
        />
        {charts.uncategorised > 0 ? (
          <p className="progress-hint">{t('charts.uncategorised', { count: charts.uncategorised })}</p>
        ) : null}
      </div>
    </div>
  )
}
