import { useTranslation } from 'react-i18next'
import type { ItemRef } from '../lists/items'
import type { ItemStatus } from '../lists/late'

/** An item's status as words (never colour alone): solved, late, tried, sent, graded, not started. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation(['org', 'orglists'])
  return <span className={`org-status org-status--${status}`}>{t(statusKey(status))}</span>
}

/** Math and project statuses (sent, graded, graded late) are in the `orglists` namespace; the rest in `org`. */
export const statusKey = (status: ItemStatus) =>
  status === 'sent' || status === 'graded' || status === 'graded_late'
    ? `orglists:status.${status}`
    : `org:status.${status}`

/** The kind of a math or project item beside its title (programming items need no word). */
export function ItemKind({ kind }: { kind: ItemRef['kind'] }) {
  const { t } = useTranslation('orglists')
  return kind === 'programming' ? null : <span className="tag">{t(`kinds.${kind}`)}</span>
}
