import { useTranslation } from 'react-i18next'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { LessonPageData } from '../lessons/lessons.server'
import { LearningIcon, lessonIcon } from './icons'

/** Previous / next lesson. */
export function LessonPager({ data }: { data: Pick<LessonPageData, 'prev' | 'next' | 'course'> }) {
  const { t } = useTranslation('learning')
  return (
    <nav className="lesson-pager" aria-label={t('lesson.pager')}>
      {data.prev ? (
        <a rel="prev" href={`${data.course.url}/lesson/${data.prev.id}`}>
          <span>{t('lesson.prev')}</span> {data.prev.title}
        </a>
      ) : (
        <span />
      )}
      {data.next ? (
        <a rel="next" href={`${data.course.url}/lesson/${data.next.id}`}>
          <span>{t('lesson.next')}</span> {data.next.title}
        </a>
      ) : (
        <a href={data.course.url}>{t('lesson.backToCourse')}</a>
      )}
    </nav>
  )
}

/**
 * The course's lessons beside the lesson (a <details> so it folds on small screens without JS), with the
 * course page's marks: PRO lessons stay links (their 403 says why), not-yet and locked ones are not links.
 */
export function LessonSidebar({ data }: { data: Pick<LessonPageData, 'lessons' | 'course'> }) {
  const { t, i18n } = useTranslation('learning')
  return (
    <details className="lesson-sidebar" open>
      <summary>{t('lesson.list')}</summary>
      <ol className="lesson-list lesson-list--compact" role="list">
        {data.lessons.map((l) => {
          const openable = l.current || (l.lock !== 'not_yet' && l.lock !== 'locked')
          return (
            <li key={l.id} className="lesson-row">
              <span className={`lesson-type lesson-type--${l.type}`}>
                <LearningIcon name={lessonIcon(l.type)} size={16} />
                <span className="visually-hidden">{t(`lessonTypes.${l.type}`)}</span>
              </span>
              {openable ? (
                <a
                  className="lesson-title"
                  href={`${data.course.url}/lesson/${l.id}`}
                  aria-current={l.current ? 'page' : undefined}
                >
                  {l.title}
                </a>
              ) : (
                <span className="lesson-title">{l.title}</span>
              )}
              {l.lock === 'pro' ? (
                <span className="tag tag--pro">
                  <LearningIcon name="lock" size={12} /> PRO
                </span>
              ) : null}
              {l.lock === 'not_yet' && l.availableFrom ? (
                <span className="tag tag--muted">
                  {t('course.availableFrom', { date: formatDay(l.availableFrom, i18n.language) })}
                </span>
              ) : null}
              {l.lock === 'locked' ? (
                <span className="lesson-lock">
                  <LearningIcon name="lock" size={14} label={t('badges.locked')} />
                </span>
              ) : null}
              {l.completed ? (
                <span className="lesson-done">
                  <LearningIcon name="check" size={16} label={t('course.lessonCompleted')} />
                </span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </details>
  )
}
