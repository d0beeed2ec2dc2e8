import { useTranslation } from 'react-i18next'
import { courseIconSrcSet } from '../courses/course-icon'
import type { CourseCard as Card } from '../courses/courses.server'

/** "24 h · 4 weeks" with the assumption (docs/product.md#learning-courses: 3 days a week, 2 hours a day) as a title. */
export function Workload({ hours, weeks }: { hours: number; weeks: number }) {
  const { t } = useTranslation('learning')
  if (hours <= 0) return null
  return (
    <span className="workload" title={t('workload.assumption')}>
      {t('workload.hours', { count: hours })} · {t('workload.weeks', { count: weeks })}
    </span>
  )
}

/** A course tag in the page's language (learning.json `tags.*`); an unknown tag shows as it is stored. */
export function useTagLabel() {
  const { t } = useTranslation('learning')
  return (tag: string) => (/^[a-z0-9-]+$/.test(tag) ? t(`tags.${tag}`, { defaultValue: tag }) : tag)
}

export function CourseBadges({
  course,
}: {
  course: Pick<Card, 'isFree' | 'isLocked' | 'isLegacy' | 'isStudyProgram' | 'isTrainingProgram' | 'tag'> & {
    isLaunchReady?: boolean
  }
}) {
  const { t } = useTranslation('learning')
  const tagLabel = useTagLabel()
  return (
    <ul className="tag-list course-badges" role="list">
      <li className={course.isFree ? 'tag' : 'tag tag--pro'}>{course.isFree ? t('badges.free') : 'PRO'}</li>
      {course.isLocked ? <li className="tag tag--warning">{t('badges.locked')}</li> : null}
      {course.isLegacy ? <li className="tag tag--muted">{t('badges.legacy')}</li> : null}
      {course.isStudyProgram ? <li className="tag">{t('badges.studyProgram')}</li> : null}
      {course.isTrainingProgram ? <li className="tag">{t('badges.trainingProgram')}</li> : null}
      {/* A locked course is also not launched: one mark says it. */}
      {course.isLaunchReady === false && !course.isLocked ? (
        <li className="tag tag--warning">{t('badges.comingSoon')}</li>
      ) : null}
      {course.tag ? <li className="tag tag--muted">{tagLabel(course.tag)}</li> : null}
    </ul>
  )
}

/** `size`: the CSS pixels it is shown at (learning.css: 96 in lists, 120 in the course header). */
export function CourseImage({ url, title, size = 96 }: { url: string | null; title: string; size?: number }) {
  if (url) {
    // A resized WebP for the displayed size (ADR 020); the PNG stays for browsers without WebP.
    const srcSet = courseIconSrcSet(url)
    return (
      <picture>
        {srcSet ? <source type="image/webp" srcSet={srcSet} sizes={`${size}px`} /> : null}
        <img className="course-icon" src={url} alt="" width={size} height={size} loading="lazy" />
      </picture>
    )
  }
  return (
    <span className="course-icon course-icon--empty" aria-hidden="true">
      {title.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/** A course on the courses page: icon, title, subtitle, workload, badges and the student's progress. */
export function CourseCard({ course, prefix }: { course: Card; prefix: string }) {
  const { t } = useTranslation('learning')
  return (
    <li className="course-card card">
      <CourseImage url={course.imageUrl} title={course.title} />
      <div className="course-card-body">
        <h3>
          <a href={`/${prefix}/course/${course.slug}`}>{course.title}</a>
        </h3>
        {course.subtitle ? <p>{course.subtitle}</p> : null}
        <p className="course-meta">
          <Workload hours={course.workloadHours} weeks={course.weeks} />
          {course.lessons ? <span>{t('card.lessons', { count: course.lessons })}</span> : null}
        </p>
        <CourseBadges course={course} />
        {course.isLocked ? <p className="course-note">{t('course.lockedWarning')}</p> : null}
        {course.isLegacy ? <p className="course-note">{t('card.legacyNote')}</p> : null}
        {!course.languageReady ? <p className="course-note">{t('course.languageNotReady')}</p> : null}
        {course.progress ? (
          course.progress.done ? (
            <p className="course-progress course-progress--done">{t('card.completed')}</p>
          ) : (
            <p className="course-progress">
              <progress max={course.lessons || 1} value={course.progress.completed} />
              <span>
                {t('card.progress', { completed: course.progress.completed, total: course.lessons })}
              </span>
            </p>
          )
        ) : null}
      </div>
    </li>
  )
}
