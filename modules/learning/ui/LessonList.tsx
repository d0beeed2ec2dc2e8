import { useTranslation } from 'react-i18next'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { LessonItem } from '../courses/course-page.server'
import { LearningIcon, lessonIcon } from './icons'

/**
 * One lesson row of the course page: type, tick, average time, lock. Every row starts at the same left edge:
 * the legacy layer depth indented rows into a staircase that read as nesting there is not (issue 16 item 12).
 */
function LessonRow({ lesson, href }: { lesson: LessonItem; href: string }) {
  const { t, i18n } = useTranslation('learning')
  // PRO lessons stay links: their 403 page says why and links to the subscription.
  const openable = lesson.lock !== 'not_yet' && lesson.lock !== 'locked'
  const date = lesson.availableFrom ? formatDay(lesson.availableFrom, i18n.language) : null
  return (
    <li className="lesson-row" data-lesson-id={lesson.id}>
      <span className={`lesson-type lesson-type--${lesson.type}`} title={t(`lessonTypes.${lesson.type}`)}>
        <LearningIcon name={lessonIcon(lesson.type)} />
        <span className="visually-hidden">{t(`lessonTypes.${lesson.type}`)}</span>
      </span>
      {openable ? (
        <a className="lesson-title" href={href}>
          {lesson.title}
        </a>
      ) : (
        <span className="lesson-title">{lesson.title}</span>
      )}
      <span className="lesson-info">
        {lesson.freePreview && lesson.lock === null ? (
          <span className="tag">{t('course.freePreview')}</span>
        ) : null}
        {lesson.lock === 'pro' ? (
          <span className="tag tag--pro">
            <LearningIcon name="lock" size={14} /> PRO
          </span>
        ) : null}
        {lesson.lock === 'not_yet' && date ? (
          <span className="tag tag--muted">{t('course.availableFrom', { date })}</span>
        ) : null}
        {lesson.avgMinutes !== null ? (
          <span className="lesson-time" title={t('course.avgTimeLabel')}>
            <LearningIcon name="clock" size={14} />
            {t('course.avgMinutes', { count: lesson.avgMinutes })}
          </span>
        ) : null}
        {lesson.completed ? (
          <span className="lesson-done">
            <LearningIcon name="check" label={t('course.lessonCompleted')} />
          </span>
        ) : null}
      </span>
    </li>
  )
}

export interface TopicGroup {
  id: number | null
  title: string | null
  lessons: LessonItem[]
}

/** The course content: topics in order, each with its lessons (a locked course's lessons are not links). */
export function CourseContent({ topics, baseUrl }: { topics: TopicGroup[]; baseUrl: string }) {
  const { t } = useTranslation('learning')
  return (
    <ol className="topic-list" role="list">
      {topics.map((topic, i) => (
        <li key={topic.id ?? `loose-${i}`} className="topic">
          <h3>{topic.title ?? t('course.otherLessons')}</h3>
          <ol className="lesson-list" role="list">
            {topic.lessons.map((lesson) => (
              <LessonRow key={lesson.id} lesson={lesson} href={`${baseUrl}/lesson/${lesson.id}`} />
            ))}
          </ol>
        </li>
      ))}
    </ol>
  )
}
