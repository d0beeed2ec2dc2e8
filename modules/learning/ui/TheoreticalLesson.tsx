import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import type { LessonActionData } from '../lesson-actions.server'
import type { LessonContent } from '../lessons.server'
import { typed } from './form-errors'

type Theoretical = Extract<LessonContent, { type: 'theoretical' }>

/** Questions with radio options; a wrong answer names the questions to fix and keeps every choice. */
export function TheoreticalLesson({
  content,
  openedAt,
  data,
  answered,
}: {
  content: Theoretical
  openedAt: string
  data: LessonActionData | undefined
  answered: boolean
}) {
  const { t } = useTranslation('learning')
  const attempt = data?.intent === 'answer' ? data : undefined
  const wrong = new Set(attempt?.wrong ?? [])
  const chosen = (questionId: number) => {
    if (attempt) return Number(typed(attempt.result, `q${questionId}`) ?? 0)
    return content.lastAnswers[questionId] ?? 0
  }
  const list = [...wrong].join(', ')
  return (
    <section className="theoretical" aria-labelledby="theoretical-title">
      <h2 id="theoretical-title">{content.title}</h2>
      {content.introHtml ? <RichText html={content.introHtml} /> : null}
      {attempt ? (
        <Notice tone="error">
          <strong>{t('theoretical.fixAndRetry')}</strong>{' '}
          {wrong.size ? t('theoretical.wrongQuestions', { count: wrong.size, list }) : null}
        </Notice>
      ) : content.solved ? (
        <Notice tone="success">{answered ? t('theoretical.allRight') : t('theoretical.solved')}</Notice>
      ) : null}
      <Form method="post" className="theoretical-form">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="opened_at" value={openedAt} />
        <ol className="question-list" role="list">
          {content.questions.map((q) => (
            <li key={q.id}>
              <fieldset
                className={wrong.has(q.number) ? 'question question--wrong' : 'question'}
                aria-invalid={wrong.has(q.number) || undefined}
                aria-describedby={wrong.has(q.number) ? `q${q.id}-wrong` : undefined}
              >
                <legend>{t('theoretical.question', { number: q.number })}</legend>
                <RichText html={q.promptHtml} />
                {wrong.has(q.number) ? (
                  <p className="field-errors" id={`q${q.id}-wrong`}>
                    {t('theoretical.wrong')}
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
          ))}
        </ol>
        <button type="submit" className="button">
          {t('theoretical.submit')}
        </button>
      </Form>
    </section>
  )
}
