import { useTranslation } from 'react-i18next'
import { initials } from '~/app/kernel/auth/policy'
import { type ShellData, hrefFor } from './Shell'
import { Avatar, LogoutForm } from './Toggles'
import { userMenuGroups } from './nav'

/** Groups of docs/product.md#site-shell; the management groups only for create_content, staff's for admins. */
export function UserMenuLinks({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const user = data.user!
  const groups = userMenuGroups(user.id, user.isJttMember).filter(
    (g) => (!g.management || user.canCreateContent) && (!g.staff || user.isAdmin),
  )
  return (
    <>
      {groups.map((group) => (
        <div className="menu-group" key={group.key}>
          <p className="menu-group-title">{t(`userMenu.groups.${group.key}`)}</p>
          <ul role="list">
            {group.links.map((link) => (
              <li key={link.key}>
                <a className="menu-link" href={hrefFor(data.prefix, link.to)}>
                  {t(`userMenu.${link.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <LogoutForm prefix={data.prefix} className="menu-group" />
    </>
  )
}

export function UserMenu({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const user = data.user!
  return (
    <details className="menu user-menu">
      <summary
        className="avatar-button"
        // The avatar shows the initials (or a photo): the name includes them, so it matches what is seen.
        aria-label={
          user.image ? t('shell.userMenu') : t('shell.userMenuOf', { initials: initials(user.name) })
        }
      >
        <Avatar user={user} />
      </summary>
      <div className="menu-panel menu-panel--right">
        <p className={`menu-user name--${user.color}`}>
          <strong>{user.name}</strong>
          <span>{t('shell.level', { level: user.level })}</span>
        </p>
        <UserMenuLinks data={data} />
      </div>
    </details>
  )
}
