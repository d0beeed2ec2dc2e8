// The dashboard's charts (issue 16): XP over time and solved by category (learning's ProgressCharts), and the
// consistency calendar the profile shows (social's ConsistencyCalendar). Server-rendered SVG; no script.
import { useTranslation } from 'react-i18next'
import type { ProgressCharts as ProgressChartsData } from '~/modules/learning/index'
import { ProgressCharts } from '~/modules/learning/ui'
import { type CalendarDayInput, ConsistencyCalendar, buildCalendar } from '~/modules/social/ui'

export function DashboardCharts({
  charts,
  activity,
}: { charts: ProgressChartsData; activity: CalendarDayInput[] }) {
  const { t } = useTranslation('progress')
  return (
    <>
      <section aria-labelledby="charts-title" className="dashboard-charts">
        <h2 id="charts-title">{t('charts.title')}</h2>
        <ProgressCharts charts={charts} id="dashboard" />
      </section>
      <section aria-labelledby="dashboard-calendar-title">
        <h2 id="dashboard-calendar-title">{t('charts.calendarTitle')}</h2>
        <ConsistencyCalendar calendar={buildCalendar(activity)} />
      </section>
    </>
  )
}
