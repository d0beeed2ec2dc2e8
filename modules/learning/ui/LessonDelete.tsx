import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'

/**
 * Deleting a lesson, second step: the question with "delete" (a POST) and "cancel" (back to the form); or, when
 * students have progress on the lesson, why it stays (see course-lessons.server.ts deleteLesson).
 */
export function LessonDelete({ self, progress, title }: { self: string; progress: number; title: string }) {
  const { t } = useTranslation('authoring')
  if (progress > 0)
    return (
      <Notice tone="error" focus>
        {t('lesson.deleteRefused', { count: progress })}
      </Notice>
    )
  return (
    <section className="card authoring-confirm" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('lesson.deleteQuestion', { title })}</h2>
      <p>{t('lesson.deleteExplain')}</p>
      <Form method="post" action={self} reloadDocument className="form-actions">
        <button type="submit" name="intent" value="delete" className="button button--danger">
          {t('lesson.deleteConfirm')}
        </button>
        <a href={self} className="button button--secondary">
          {t('lesson.deleteCancel')}
        </a>
      </Form>
    </section>
  )
}
