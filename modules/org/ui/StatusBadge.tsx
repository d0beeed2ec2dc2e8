import { useTranslation } from 'react-i18next'
import type { ItemStatus } from '../late'

/** An item's status as words (never colour alone): solved, late, tried, not started. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('org')
  return <span className={`org-status org-status--${status}`}>{t(`status.${status}`)}</span>
}
