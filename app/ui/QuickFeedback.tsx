import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { QUICK_FEEDBACK_COMMENT_MAX } from '~/app/kernel/requests/limits'
import { LineIcon } from '~/app/shell/icons'

// Thumbs up and down, drawn inline like the other line icons (no icon font, no request).
const ICONS = {
  like: 'M7 22V11M2 13v7a2 2 0 0 0 2 2h12.4a2 2 0 0 0 2-1.7l1.4-8A2 2 0 0 0 17.8 10H14V5a3 3 0 0 0-3-3l-4 9',
  dislike:
    'M17 2v11M22 11V4a2 2 0 0 0-2-2H7.6a2 2 0 0 0-2 1.7l-1.4 8A2 2 0 0 0 6.2 14H10v5a3 3 0 0 0 3 3l4-9',
} as const

export interface QuickFeedbackProps {
  /** URL prefix of the page (br | gb). */
  prefix: string
  targetType: 'lesson' | 'exercise'
  targetId: number
  /** What the student said before (`quickFeedbackOf`, app/kernel/people/quick-feedback.server.ts), or null. */
  current: { value: 'like' | 'dislike' | null; comment: string | null } | null
  /** Where to come back after saving: the page's own path. */
  redirectTo: string
  /** Common-namespace keys of errors, when a refused feedback comes back (`takeFeedbackRefusal`). */
  errors?: string[]
}

/**
 * Like/dislike and an optional comment (≤ 1000 characters) on a lesson or an exercise (docs/product.md#kernel-requests-and-errors). A plain
 * form to /{lang}/feedback/quick (app/routes/quick-feedback.tsx) that comes back here; its copy is in the
 * common namespace (`quickFeedback`), which every page loads.
 */
export function QuickFeedback({
  prefix,
  targetType,
  targetId,
  current,
  redirectTo,
  errors,
}: QuickFeedbackProps) {
  const { t } = useTranslation('common')
  const id = `quick-feedback-${targetType}-${targetId}`
  return (
    <section className="quick-feedback card" aria-labelledby={`${id}-title`} id="quick-feedback">
      <h2 id={`${id}-title`}>{t('quickFeedback.title')}</h2>
      {current?.value && !errors?.length ? (
        <p className="course-note">
          {t('quickFeedback.current', { value: t(`quickFeedback.${current.value}`) })}
        </p>
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
          <legend>{t('quickFeedback.question')}</legend>
          {(['like', 'dislike'] as const).map((value) => (
            <label key={value} className="feedback-value">
              <input
                type="radio"
                name="value"
                value={value}
                required
                defaultChecked={current?.value === value}
              />
              <LineIcon d={ICONS[value]} size={18} />
              <span>{t(`quickFeedback.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t('quickFeedback.comment')}</label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={QUICK_FEEDBACK_COMMENT_MAX}
            defaultValue={current?.comment ?? ''}
          />
          <p className="field-hint">{t('quickFeedback.commentHint', { max: QUICK_FEEDBACK_COMMENT_MAX })}</p>
        </div>
        <button type="submit" className="button button--ghost">
          {t('quickFeedback.send')}
        </button>
      </Form>
    </section>
  )
}
