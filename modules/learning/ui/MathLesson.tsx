import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import type { LessonActionData } from '../lesson-actions.server'
import type { LessonContent } from '../lessons.server'
import { errorsOf, typed } from './form-errors'

type MathContent = Extract<LessonContent, { type: 'math' }>

function FieldErrors({ id, keys }: { id: string; keys: string[] }) {
  const { t } = useTranslation('learning')
  if (!keys.length) return null
  return (
    <ul className="field-errors" id={id}>
      {keys.map((k) => (
        <li key={k}>{t(k)}</li>
      ))}
    </ul>
  )
}

/** Statement, the answer form (text / image / audio) and the student's answers with the three rubrics. */
export function MathLesson({
  content,
  openedAt,
  data,
  sent,
}: {
  content: MathContent
  openedAt: string
  data: LessonActionData | undefined
  sent: boolean
}) {
  const { t, i18n } = useTranslation('learning')
  const result = data?.intent === 'math' ? data.result : undefined
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
  const formErrors = errorsOf(result, '')
  const field = (name: string) => ({
    errors: errorsOf(result, name),
    invalid: errorsOf(result, name).length ? true : undefined,
    describedBy: errorsOf(result, name).length ? `math-${name}-error` : `math-${name}-hint`,
  })
  const text = field('text_answer')
  const image = field('image')
  const audio = field('audio')
  return (
    <section className="math-lesson" aria-labelledby="math-title">
      <h2 id="math-title">{content.title}</h2>
      <ul className="tag-list" role="list">
        <li className="tag">{t(`difficulties.${content.difficulty}`)}</li>
        <li className="tag tag--muted">{t(`math.kinds.${content.kind}`)}</li>
      </ul>
      <RichText html={content.statementHtml} />
      <h3>{t('math.yourAnswer')}</h3>
      {sent ? <Notice tone="success">{t('math.sent')}</Notice> : null}
      <Notice tone="error">{formErrors.map((k) => t(k)).join(' ')}</Notice>
      <Form method="post" encType="multipart/form-data" className="answer-form">
        <input type="hidden" name="intent" value="math" />
        <input type="hidden" name="opened_at" value={openedAt} />
        <p className="field-hint">{t('math.hint')}</p>
        <div className={`field${text.invalid ? ' field--invalid' : ''}`}>
          <label htmlFor="math-text_answer">{t('math.text')}</label>
          <textarea
            id="math-text_answer"
            name="text_answer"
            rows={6}
            defaultValue={typed(result, 'text_answer') ?? ''}
            aria-invalid={text.invalid}
            aria-describedby={text.invalid ? text.describedBy : undefined}
          />
          <FieldErrors id="math-text_answer-error" keys={text.errors} />
        </div>
        <div className={`field${image.invalid ? ' field--invalid' : ''}`}>
          <label htmlFor="math-image">{t('math.image')}</label>
          <input
            id="math-image"
            type="file"
            name="image"
            accept="image/png,image/jpeg"
            aria-invalid={image.invalid}
            aria-describedby={image.describedBy}
          />
          <p className="field-hint" id="math-image-hint">
            {t('math.imageHint')}
          </p>
          <FieldErrors id="math-image-error" keys={image.errors} />
        </div>
        <div className={`field${audio.invalid ? ' field--invalid' : ''}`}>
          <label htmlFor="math-audio">{t('math.audio')}</label>
          <input
            id="math-audio"
            type="file"
            name="audio"
            accept="audio/ogg,audio/mpeg,audio/webm,audio/mp4,.m4a"
            aria-invalid={audio.invalid}
            aria-describedby={audio.describedBy}
          />
          <p className="field-hint" id="math-audio-hint">
            {t('math.audioHint')}
          </p>
          <FieldErrors id="math-audio-error" keys={audio.errors} />
        </div>
        <p className="field-hint">
          {t('limits.usedToday', { used: content.usedToday, limit: content.perDay })}
        </p>
        <button type="submit" className="button">
          {t('math.submit')}
        </button>
      </Form>
      {content.submissions.length ? (
        <section id="answers" aria-labelledby="math-answers">
          <h3 id="math-answers">{t('math.answers')}</h3>
          <ol className="submission-list" role="list">
            {content.submissions.map((s) => (
              <li key={s.id} className="card">
                <p className="submission-head">
                  <time dateTime={s.createdAt}>{date.format(new Date(s.createdAt))}</time>
                  <span className={`tag status--${s.status}`}>{t(`math.status.${s.status}`)}</span>
                </p>
                {s.text ? <p className="answer-text">{s.text}</p> : null}
                {s.hasImage || s.hasAudio ? (
                  <p className="course-note">
                    {[
                      s.hasImage ? t('math.imageAttached') : null,
                      s.hasAudio ? t('math.audioAttached') : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ) : null}
                {s.rubrics ? (
                  <dl className="rubrics">
                    {(['strategy', 'accuracy', 'communication'] as const).map((r) => (
                      <div key={r}>
                        <dt>{t(`math.rubrics.${r}`)}</dt>
                        <dd>{s.rubrics?.[r] ? t('math.rubricScore', { score: s.rubrics[r] }) : '—'}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {s.feedback ? <p className="answer-feedback">{s.feedback}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  )
}
