import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import type { LessonActionData } from '../lessons/lesson-actions.server'
import type { LessonContent, LessonPageData } from '../lessons/lessons.server'
import { errorsOf, typed } from './form-errors'

type Theoretical = Extract<LessonContent, { type: 'theoretical' }>

/**
 * Questions with radio options. A wrong answer names the questions to fix and keeps every choice; an
 * unanswered question says "answer this question" (nothing is graded or stored until all are answered).
 */
export function TheoreticalLesson({
  content,
  lesson,
  openedAt,
  data,
  answered,
}: {
  content: Theoretical
  lesson: Pick<LessonPageData['lesson'], 'title' | 'url'>
  openedAt: string
  data: LessonActionData | undefined
  answered: boolean
}) {
  const { t } = useTranslation('learning')
  const attempt = data?.intent === 'answer' ? data : undefined
  const wrong = new Set(attempt?.wrong ?? [])
  const unanswered = (questionId: number) => errorsOf(attempt?.result, `q${questionId}`)
  const chosen = (questionId: number) => {
    if (attempt) return Number(typed(attempt.result, `q${questionId}`) ?? 0)
    return content.lastAnswers[questionId] ?? 0
  }
  const list = [...wrong].join(', ')
  // The lesson's <h1> already says the title when the exercise has the same one.
  const titled = content.title !== lesson.title
  return (
    <section
      className="theoretical"
      aria-labelledby={titled ? 'theoretical-title' : undefined}
      aria-label={titled ? undefined : lesson.title}
    >
      {titled ? <h2 id="theoretical-title">{content.title}</h2> : null}
      {content.introHtml ? <RichText html={content.introHtml} /> : null}
      {attempt ? (
        <Notice tone="error">
          <strong>
            {errorsOf(attempt.result, '')
              .map((k) => t(k))
              .join(' ')}
          </strong>{' '}
          {wrong.size ? t('theoretical.wrongQuestions', { count: wrong.size, list }) : null}
        </Notice>
      ) : content.solved ? (
        <Notice tone="success">{answered ? t('theoretical.allRight') : t('theoretical.solved')}</Notice>
      ) : null}
      <Form method="post" action={lesson.url} className="theoretical-form">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="opened_at" value={openedAt} />
        <ol className="question-list" role="list">
          {content.questions.map((q) => {
            const missing = unanswered(q.id).length > 0
            const invalid = missing || wrong.has(q.number)
            return (
              <li key={q.id}>
                <fieldset
                  className={invalid ? 'question question--wrong' : 'question'}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `q${q.id}-error` : undefined}
                >
                  <legend>{t('theoretical.question', { number: q.number })}</legend>
                  <RichText html={q.promptHtml} />
                  {invalid ? (
                    <p className="field-errors" id={`q${q.id}-error`}>
                      {missing
                        ? unanswered(q.id)
                            .map((k) => t(k))
                            .join(' ')
                        : t('theoretical.wrong')}
                    </p>
                  ) : null}
                  {q.options.map((o) => (
                    <label key={o.id} className="option">
                      <input
                        type="radio"
                        name={`q${q.id}`}
                        value={o.id}
                        defaultChecked={chosen(q.id) === o.id}
                      />
                      <span>{o.text}</span>
                    </label>
                  ))}
                </fieldset>
              </li>
            )
          })}
        </ol>
        <button type="submit" className="button">
          {t('theoretical.submit')}
        </button>
      </Form>
    </section>
  )
}
