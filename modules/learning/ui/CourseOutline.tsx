import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field } from '~/app/ui/forms'
import type { EditorOutline, TopicFailure } from '../authoring/course-outline.server'
import { useAuthoringErrors } from './CourseForm'

type OutlineLesson = EditorOutline['loose'][number]

/**
 * The course editor's outline: each topic with its rename form, up/down/delete buttons and its lessons, then the
 * lessons outside topics, "add topic" and "add lesson". Plain POST forms to the course's own path (no JS).
 */
export function CourseOutline({
  base,
  outline,
  failure,
}: {
  base: string
  outline: EditorOutline
  failure: TopicFailure | undefined
}) {
  const { t } = useTranslation('authoring')
  const failed = (key: string) => (failure?.topic === key ? failure : undefined)
  const empty = outline.topics.length === 0 && outline.loose.length === 0
  return (
    <section className="card authoring-outline" id="outline" aria-labelledby="outline-title">
      <h2 id="outline-title">{t('outline.title')}</h2>
      <p className="field-hint">{t('outline.intro')}</p>
      {empty ? <p>{t('course.noLessons')}</p> : null}
      {outline.topics.map((topic) => (
        <section key={topic.id} id={`topic-${topic.id}`} className="authoring-topic">
          <h3>{topic.title_br}</h3>
          <TopicForm base={base} topic={topic} failure={failed(String(topic.id))} />
          <LessonRows base={base} lessons={topic.lessons} />
          {topic.lessons.length === 0 ? <p className="field-hint">{t('outline.topicEmpty')}</p> : null}
        </section>
      ))}
      {outline.loose.length ? (
        <section className="authoring-topic" id="loose">
          <h3>{outline.topics.length ? t('outline.loose') : t('course.lessons')}</h3>
          <LessonRows base={base} lessons={outline.loose} />
        </section>
      ) : null}
      <p>
        <a className="button" href={`${base}/lessons/new`}>
          {t('course.addLesson')}
        </a>
      </p>
      <section className="authoring-topic" id="new-topic" aria-labelledby="new-topic-title">
        <h3 id="new-topic-title">{t('outline.addTopic')}</h3>
        <TopicForm base={base} topic={null} failure={failed('new')} />
      </section>
    </section>
  )
}

function TopicForm({
  base,
  topic,
  failure,
}: {
  base: string
  topic: (EditorOutline['topics'][number] & { lessons: OutlineLesson[] }) | null
  failure: TopicFailure | undefined
}) {
  const { t } = useTranslation('authoring')
  const err = useAuthoringErrors(failure?.errors ?? {})
  const key = topic ? String(topic.id) : 'new'
  const values = failure?.values ?? { title_br: topic?.title_br ?? '', title_gb: topic?.title_gb ?? '' }
  return (
    <Form method="post" action={base} reloadDocument noValidate>
      {topic ? <input type="hidden" name="topic_id" value={topic.id} /> : null}
      {failure?.errors.topic ? (
        <p className="field-errors" role="alert">
          {err('topic')?.join(' ')}
        </p>
      ) : null}
      <Field
        id={`topic-${key}-title_br`}
        label={t('outline.titleBr')}
        name="title_br"
        defaultValue={values.title_br}
        maxLength={200}
        errors={err('title_br')}
      />
      <Field
        id={`topic-${key}-title_gb`}
        label={t('outline.titleGb')}
        name="title_gb"
        defaultValue={values.title_gb}
        maxLength={200}
        errors={err('title_gb')}
      />
      <div className="form-actions authoring-move">
        <button type="submit" name="intent" value={topic ? 'topic-save' : 'topic-add'} className="button">
          {topic ? t('outline.rename') : t('outline.addTopic')}
        </button>
        {topic ? (
          <>
            <MoveButtons intents={['topic-up', 'topic-down']} item={{ ...topic, title: topic.title_br }} />
            <button
              type="submit"
              name="intent"
              value="topic-delete"
              className="button button--secondary"
              disabled={topic.lessons.length > 0}
              aria-label={t('outline.deleteTopic', { title: topic.title_br })}
            >
              {t('outline.delete')}
            </button>
          </>
        ) : null}
      </div>
    </Form>
  )
}

function LessonRows({ base, lessons }: { base: string; lessons: OutlineLesson[] }) {
  const { t } = useTranslation('authoring')
  if (lessons.length === 0) return null
  return (
    <ol className="authoring-lessons">
      {lessons.map((l) => (
        <li key={l.id} id={`lesson-${l.id}`}>
          <a href={`${base}/lessons/${l.id}`}>{l.title}</a>{' '}
          <span className="tag tag--muted">{t(`lesson.types.${l.type}`)}</span>
          <Form method="post" action={base} reloadDocument className="authoring-move">
            <input type="hidden" name="lesson_id" value={l.id} />
            <MoveButtons intents={['up', 'down']} item={l} />
          </Form>
        </li>
      ))}
    </ol>
  )
}

/** ↑ and ↓ as submit buttons of the form around them, named for screen readers; off at either end. */
function MoveButtons({
  intents,
  item,
}: {
  intents: [string, string]
  item: { title: string; first: boolean; last: boolean }
}) {
  const { t } = useTranslation('authoring')
  return (
    <>
      <button
        type="submit"
        name="intent"
        value={intents[0]}
        className="button button--secondary"
        disabled={item.first}
        aria-label={t('course.moveUp', { title: item.title })}
      >
        ↑
      </button>
      <button
        type="submit"
        name="intent"
        value={intents[1]}
        className="button button--secondary"
        disabled={item.last}
        aria-label={t('course.moveDown', { title: item.title })}
      >
        ↓
      </button>
    </>
  )
}
