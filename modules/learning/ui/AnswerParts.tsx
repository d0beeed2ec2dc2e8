import { Form } from '@remix-run/react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '~/app/kernel/i18n/locale'
import { FieldErrors, Notice } from '~/app/ui/forms'

// The parts math answers and project hand-ins share: the multipart form with its daily limit, the inputs
// with a hint, and the list of what the student sent.

/** An input whose hint is tied to it (aria-describedby) until errors, already translated, replace it. */
export function AnswerField({
  id,
  label,
  hint,
  errors,
  ...input
}: { id: string; label: string; hint: string; errors: string[] } & InputHTMLAttributes<HTMLInputElement>) {
  const invalid = errors.length > 0
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {invalid ? <FieldErrors id={`${id}-error`} errors={errors} /> : null}
    </div>
  )
}

/**
 * The notices, then a plain multipart POST of `intent` to the lesson's path with the day's count under the
 * fields; at the daily limit the button is disabled and says to come back tomorrow (docs/product.md#learning-math-and-projects).
 */
export function AnswerForm({
  action,
  intent,
  openedAt,
  sent,
  errors,
  usedToday,
  perDay,
  submit,
  children,
}: {
  /** The lesson's own path. */
  action: string
  intent: 'math' | 'project'
  openedAt: string
  /** The success notice after a redirect, or null. */
  sent: string | null
  /** Errors of the whole form, already translated. */
  errors: string[]
  usedToday: number
  perDay: number
  submit: string
  children: ReactNode
}) {
  const { t } = useTranslation('learning')
  const full = usedToday >= perDay
  return (
    <>
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      <Notice tone="error">{errors.join(' ')}</Notice>
      <Form method="post" action={action} encType="multipart/form-data" className="answer-form">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="opened_at" value={openedAt} />
        {children}
        <p className="field-hint answer-limit" id={`${intent}-limit`}>
          {t('limits.usedToday', { used: usedToday, limit: perDay })}
          {full ? <> {t('limits.tryTomorrow')}</> : null}
        </p>
        <button
          type="submit"
          className="button"
          disabled={full}
          aria-describedby={full ? `${intent}-limit` : undefined}
        >
          {submit}
        </button>
      </Form>
    </>
  )
}

interface SentItem {
  id: number
  createdAt: string
  status: string
}

/** What the student sent, newest first: date and status, then `children(item)`; nothing when empty. */
export function SubmissionHistory<S extends SentItem>({
  level: Heading = 'h3',
  titleId,
  title,
  submissions,
  status,
  extra,
  children,
}: {
  /** The title's heading level under the lesson's own headings. */
  level?: 'h2' | 'h3'
  titleId: string
  title: string
  submissions: S[]
  /** The status label. */
  status: (s: S) => string
  /** More of the item's head line (a score). */
  extra?: (s: S) => ReactNode
  children: (s: S) => ReactNode
}) {
  const { i18n } = useTranslation('learning')
  if (!submissions.length) return null
  return (
    <section id="answers" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <ol className="submission-list" role="list">
        {submissions.map((s) => (
          <li key={s.id} className="card">
            <p className="submission-head">
              <time dateTime={s.createdAt}>{formatMoment(s.createdAt, i18n.language)}</time>
              <span className={`tag status--${s.status}`}>{status(s)}</span>
              {extra?.(s)}
            </p>
            {children(s)}
          </li>
        ))}
      </ol>
    </section>
  )
}
