import { useTranslation } from 'react-i18next'
import { badgeCount } from '~/app/kernel/policy'
import { type ShellData, hrefFor } from './Shell'
import { Icon } from './icons'

/** The notifications bell: a link to the notifications page (spec §2 top bar; 9+ above 9). */
export function Bell({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const badge = badgeCount(data.badges.notifications)
  return (
    <a
      className="icon-button bell"
      href={hrefFor(data.prefix, '/notifications')}
      aria-label={t('shell.notifications', { count: data.badges.notifications })}
    >
      <Icon name="bell" />
      {badge ? (
        <span className="badge" data-testid="notification-badge">
          {badge}
        </span>
      ) : null}
    </a>
  )
}
