import { useTranslation } from 'react-i18next'
import type { StudyPlan } from '~/app/kernel/people/study-plan'

/** Hours in the page's language: "1,5" / "1.5". */
export function useHours() {
  const { i18n } = useTranslation()
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  return (hours: number) => format.format(hours)
}

/** A plan in words, "Mon, Wed, Fri · 2 h a day" (study.json): the course page's estimate and the dashboard's week. */
export function usePlanLabel() {
  const { t } = useTranslation('study')
  const hours = useHours()
  return (plan: StudyPlan) =>
    t('summary', {
      days: plan.days.map((d) => t(`short.${d}`)).join(', '),
      hours: hours(plan.hoursPerDay),
    })
}
