import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'
import type { LessonActionData } from '../lessons/lesson-actions.server'
import type { CompletionBlocker } from '../lessons/lessons.server'

/**
 * The "understood" button (docs/product.md#learning-lessons). It shows once the lesson can be completed; before that, a note says what
 * is missing. A refused POST (422) names the reason under "could not complete this lesson".
 */
export function Understood({
  action,
  canComplete,
  blocker,
  completed,
  openedAt,
  data,
}: {
  /** The lesson's own path: a form never posts to a URL carrying an old query. */
  action: string
  canComplete: boolean
  blocker: CompletionBlocker | null
  completed: boolean
  openedAt: string
  data: LessonActionData | undefined
}) {
  const { t } = useTranslation('learning')
  const refused = data?.intent === 'understood' ? data.blocker : undefined
  // reloadDocument: the next lesson is a content page and must load as a document, without the editor's JavaScript.
  return (
    <section className="understood" id="understood" aria-label={t('understood.label')}>
      {refused ? (
        <Notice tone="error">
          <strong>{t('understood.couldNotComplete')}</strong> {t(`understood.blockers.${refused}`)}
        </Notice>
      ) : null}
      {completed ? <p className="lesson-done-note">{t('understood.completed')}</p> : null}
      {canComplete ? (
        <Form method="post" action={action} reloadDocument>
          <input type="hidden" name="intent" value="understood" />
          <input type="hidden" name="opened_at" value={openedAt} />
          <button type="submit" className="button button--large">
            {t('understood.button')}
          </button>
        </Form>
      ) : blocker && !refused ? (
        <p className="course-note">{t(`understood.blockers.${blocker}`)}</p>
      ) : null}
    </section>
  )
}
