import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { displayName } from '~/app/kernel/auth/policy'
import { SelectField, TextAreaField } from '~/app/ui/forms'
import { FEEDBACK_STATUSES } from '~/db/schema-social'
import { formatWhen } from '../../notes/ui/when'

interface Viewed {
  id: number
  title: string
  type: string
  status: string
  createdAt: string
  unread: boolean
  authorId: number | null
  authorName: string | null
  text: string
  hasImage: boolean
  answer: string | null
  answeredAt: string | null
  answeredByName: string | null
}

interface ReviewReply {
  values: { status: string; answer: string }
  errors: Partial<Record<'status' | 'answer' | 'form', string[]>>
}

/** One feedback: what the author wrote, the picture, the team's answer; staff also review it here. */
export function FeedbackView({
  feedback: f,
  prefix,
  staff,
  viewerId,
  reply,
}: { feedback: Viewed; prefix: string; staff: boolean; viewerId: number; reply?: ReviewReply }) {
  const { t, i18n } = useTranslation('feedbacks')
  const when = (iso: string) => <time dateTime={iso}>{formatWhen(iso, i18n.language)}</time>
  const mine = f.authorId === viewerId
  return (
    <section className="card feedback-view" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{f.title}</h2>
      <p className="feedback-tags">
        <span className={`tag feedback-status feedback-status--${f.status}`}>
          {t(`statuses.${f.status}`)}
        </span>
        <span className="tag feedback-type">{t(`types.${f.type}`)}</span>
        {mine && f.unread ? <span className="tag feedback-unread">{t('list.newAnswer')}</span> : null}
      </p>
      <p className="feedback-meta">
        {staff && !mine ? (
          <>
            {f.authorId && f.authorName ? (
              <a href={`/${prefix}/user/${f.authorId}`}>{displayName(f.authorName)}</a>
            ) : (
              t('list.formerUser')
            )}{' '}
            ·{' '}
          </>
        ) : null}
        {t('view.sentAt')} {when(f.createdAt)}
      </p>
      <p className="feedback-text">{f.text}</p>
      {f.hasImage ? (
        <p className="feedback-image">
          <a href={`/image/feedback/${f.id}`}>
            <img
              src={`/image/feedback/${f.id}`}
              alt={t('view.imageAlt', { title: f.title })}
              loading="lazy"
            />
          </a>
        </p>
      ) : null}
      <section className="feedback-answer" aria-labelledby="feedback-answer-title">
        <h3 id="feedback-answer-title">{t('view.answerTitle')}</h3>
        {f.answer ? (
          <>
            <p className="feedback-text">{f.answer}</p>
            <p className="feedback-meta">
              {f.answeredByName ? `${displayName(f.answeredByName)} · ` : null}
              {f.answeredAt ? when(f.answeredAt) : null}
            </p>
          </>
        ) : (
          <p className="feedback-meta">{t('view.noAnswer')}</p>
        )}
      </section>
      {staff ? <ReviewForm feedback={f} reply={reply} /> : null}
    </section>
  )
}

function ReviewForm({ feedback: f, reply }: { feedback: Viewed; reply?: ReviewReply }) {
  const { t } = useTranslation('feedbacks')
  const err = (list?: string[]) => list?.map((k) => t(`errors.${k}`))
  // A new feedback is read once staff open it (the loader's receipt), so the form starts from "read".
  const status = reply?.values.status ?? (f.status === 'new' ? 'read' : f.status)
  return (
    <Form method="post" className="feedback-review" aria-labelledby="feedback-review-title">
      <h3 id="feedback-review-title">{t('review.title')}</h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="feedback" value={f.id} />
      <SelectField
        label={t('review.status')}
        name="status"
        defaultValue={status}
        options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        errors={err(reply?.errors.status)}
      />
      <TextAreaField
        label={t('review.answer')}
        name="answer"
        rows={6}
        maxLength={5000}
        hint={t('review.answerHint')}
        defaultValue={reply?.values.answer ?? f.answer ?? ''}
        errors={err(reply?.errors.answer)}
      />
      <button type="submit" className="button">
        {t('review.submit')}
      </button>
    </Form>
  )
}
