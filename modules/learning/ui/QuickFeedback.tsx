import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { QUICK_FEEDBACK_COMMENT_MAX } from '../constants'
import { LearningIcon } from './icons'

export interface QuickFeedbackProps {
  /** URL prefix of the page (br | gb). */
  prefix: string
  targetType: 'lesson' | 'exercise'
  targetId: number
  /** What the student said before (quickFeedbackOf), or null. */
  current: { value: 'like' | 'dislike' | null; comment: string | null } | null
  /** Where to come back after saving: the page's own path. */
  redirectTo: string
  /** Learning-namespace keys of errors, when the feedback page re-renders a refused form. */
  errors?: string[]
}

/**
 * Like/dislike and an optional comment (≤ 1000 characters) on a lesson or an exercise (spec §3). A plain
 * form to /{lang}/feedback/quick that comes back here; pages that embed it declare the `learning` namespace.
 */
export function QuickFeedback({
  prefix,
  targetType,
  targetId,
  current,
  redirectTo,
  errors,
}: QuickFeedbackProps) {
  const { t } = useTranslation('learning')
  const id = `quick-feedback-${targetType}-${targetId}`
  return (
    <section className="quick-feedback card" aria-labelledby={`${id}-title`} id="quick-feedback">
      <h2 id={`${id}-title`}>{t('feedback.title')}</h2>
      {current?.value && !errors?.length ? (
        <p className="course-note">{t('feedback.current', { value: t(`feedback.${current.value}`) })}</p>
      ) : null}
      <Form method="post" reloadDocument action={`/${prefix}/feedback/quick`} className="quick-feedback-form">
        {errors?.length ? (
          <div className="notice notice--error" role="alert">
            {errors.map((e) => t(e)).join(' ')}
          </div>
        ) : null}
        <input type="hidden" name="target_type" value={targetType} />
        <input type="hidden" name="target_id" value={targetId} />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <fieldset className="feedback-values">
          <legend>{t('feedback.question')}</legend>
          {(['like', 'dislike'] as const).map((value) => (
            <label key={value} className="feedback-value">
              <input
                type="radio"
                name="value"
                value={value}
                required
                defaultChecked={current?.value === value}
              />
              <LearningIcon name={value} />
              <span>{t(`feedback.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t('feedback.comment')}</label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={QUICK_FEEDBACK_COMMENT_MAX}
            defaultValue={current?.comment ?? ''}
          />
          <p className="field-hint">{t('feedback.commentHint', { max: QUICK_FEEDBACK_COMMENT_MAX })}</p>
        </div>
        <button type="submit" className="button button--ghost">
          {t('feedback.send')}
        </button>
      </Form>
    </section>
  )
}
