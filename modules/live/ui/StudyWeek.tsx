import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import { useHours, usePlanLabel } from '~/app/ui/study-plan'
import type { StudyWeek as Week } from '../plans/plans.server'

/** The dashboard's block (issue 22): this São Paulo week's plan, day by day, against the lessons done. */
export function StudyWeek({ week, prefix }: { week: Week; prefix: string }) {
  const { t } = useTranslation('study')
  const hours = useHours()
  const planLabel = usePlanLabel()
  return (
    <section className="card study-week" aria-labelledby="study-week-title" data-tour="study-week">
      <h2 id="study-week-title">{t('week.title')}</h2>
      <p>
        {week.chosen ? planLabel(week.plan) : t('defaultNote')}{' '}
        <a href={`/${prefix}/study-plan`}>{week.chosen ? t('week.edit') : t('week.make')}</a>
      </p>
      <p>
        <strong>
          {t('week.totals', {
            doneHours: hours(week.doneMinutes / 60),
            plannedHours: hours(week.plannedHours),
            lessons: t('week.lessons', { count: week.lessons }),
          })}
        </strong>
      </p>
      <ScrollRegion label={t('week.title')}>
        <table className="data-table study-week-table">
          <thead>
            <tr>
              <th scope="col">{t('week.day')}</th>
              <th scope="col">{t('week.plan')}</th>
              <th scope="col">{t('week.doneColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {week.days.map((d) => (
              <tr key={d.day} className={d.today ? 'study-week-today' : undefined}>
                <th scope="row">
                  {t(`short.${d.weekday}`)} {d.day.slice(8)}/{d.day.slice(5, 7)}
                  {d.today ? ` (${t('week.today')})` : null}
                </th>
                <td>{d.planned ? t('week.planned', { hours: hours(d.planned) }) : t('week.rest')}</td>
                <td>
                  {d.lessons
                    ? t('week.done', {
                        lessons: t('week.lessons', { count: d.lessons }),
                        minutes: t('week.minutes', { count: d.minutes }),
                      })
                    : t('week.nothing')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="progress-hint">{t('week.hint')}</p>
    </section>
  )
}
