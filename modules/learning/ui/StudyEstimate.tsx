import { useTranslation } from 'react-i18next'
import { usePlanLabel } from '~/app/ui/study-plan'
import type { CourseEstimate } from '../courses/course-page.server'

/**
 * The course page's time to finish (issue 22): at the student's study plan, or at the default 3 days × 2 hours
 * (docs/product.md#learning-courses) with a link to make one. The plan page is the live module's (/{lang}/study-plan).
 */
export function StudyEstimate({
  estimate,
  prefix,
  loggedIn,
}: { estimate: CourseEstimate; prefix: string; loggedIn: boolean }) {
  const { t } = useTranslation('study')
  const planLabel = usePlanLabel()
  if (!estimate.finish) return null
  const numbers = {
    weeks: t('estimate.weeks', { count: estimate.finish.weeks }),
    sessions: t('estimate.sessions', { count: estimate.finish.sessions }),
  }
  return (
    <p className="course-estimate">
      {estimate.chosen
        ? t('estimate.yours', { ...numbers, plan: planLabel(estimate.plan) })
        : t('estimate.default', numbers)}{' '}
      {loggedIn ? (
        <a href={`/${prefix}/study-plan`}>{estimate.chosen ? t('estimate.change') : t('estimate.make')}</a>
      ) : null}
    </p>
  )
}
