import { useTranslation } from 'react-i18next'
import { displayName } from '~/app/kernel/auth/policy'
import { formatWhen } from '../../notes/ui/when'

interface Item {
  id: number
  title: string
  type: string
  status: string
  createdAt: string
  unread: boolean
  authorName: string | null
}

/** Feedbacks with their status; `showAuthor` for the staff list, `unread` answers marked for their author. */
export function FeedbackList({
  items,
  prefix,
  showAuthor,
}: { items: Item[]; prefix: string; showAuthor: boolean }) {
  const { t, i18n } = useTranslation('feedbacks')
  if (!items.length) return <p className="feedbacks-empty">{t('list.empty')}</p>
  return (
    <ul className="feedback-list" role="list">
      {items.map((f) => (
        <li key={f.id} className={f.unread ? 'feedback-item feedback-item--unread' : 'feedback-item'}>
          <a href={`/${prefix}/feedbacks?feedback=${f.id}`}>{f.title}</a>
          <span className="feedback-tags">
            <span className={`tag feedback-status feedback-status--${f.status}`}>
              {t(`statuses.${f.status}`)}
            </span>
            <span className="tag feedback-type">{t(`types.${f.type}`)}</span>
            {f.unread ? <span className="tag feedback-unread">{t('list.newAnswer')}</span> : null}
          </span>
          <span className="feedback-when">
            {showAuthor ? (
              <span className="feedback-author">
                {f.authorName ? displayName(f.authorName) : t('list.formerUser')} ·{' '}
              </span>
            ) : null}
            <time dateTime={f.createdAt}>{formatWhen(f.createdAt, i18n.language)}</time>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The staff list's status filter: a GET form, so the filtered list has its own address. */
export function StatusFilter({ status, statuses }: { status: string | null; statuses: readonly string[] }) {
  const { t } = useTranslation('feedbacks')
  return (
    <form method="get" className="feedback-filter">
      <label htmlFor="feedback-status-filter">{t('filter.label')}</label>
      <select id="feedback-status-filter" name="status" defaultValue={status ?? ''}>
        <option value="">{t('filter.all')}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--ghost">
        {t('filter.submit')}
      </button>
    </form>
  )
}
