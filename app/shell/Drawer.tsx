import { useTranslation } from 'react-i18next'
import { Footer } from './Footer'
import { NavEntry } from './NavRow'
import { type ShellData, hrefFor } from './Shell'
import { Avatar } from './Toggles'
import { UserMenuLinks } from './UserMenu'
import { Icon } from './icons'
import { FEATURES, navItems } from './nav'

/** Below the medium breakpoint: a side drawer that is a <details>, so it opens without JS. */
export function Drawer({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  return (
    <details className="drawer">
      <summary className="icon-button drawer-toggle" aria-label={t('shell.openMenu')}>
        <Icon name="menu" />
      </summary>
      <div className="drawer-backdrop" aria-hidden="true" />
      <nav className="drawer-panel" aria-label={t('nav.label')}>
        {data.user ? (
          <p className="drawer-user">
            <Avatar user={data.user} />
            <strong>{data.user.name}</strong>
          </p>
        ) : (
          <p className="drawer-auth">
            <a className="button button--ghost" href={hrefFor(data.prefix, '/login?login=true')}>
              {t('shell.login')}
            </a>
            <a className="button" href={hrefFor(data.prefix, '/login?register=true')}>
              {t('shell.register')}
            </a>
          </p>
        )}
        {FEATURES.pro && !data.user?.isPro ? (
          <a className="pro-button pro-button--block" href={hrefFor(data.prefix, '/subscription')}>
            {t('shell.becomePro')}
          </a>
        ) : null}
        <form
          className="drawer-search"
          method="get"
          action={hrefFor(data.prefix, '/search')}
          role="search"
          aria-label={t('shell.siteSearch')}
        >
          <label className="visually-hidden" htmlFor="drawer-search">
            {t('shell.search')}
          </label>
          <input
            id="drawer-search"
            type="search"
            name="q"
            placeholder={t('shell.searchPlaceholder')}
            maxLength={100}
          />
          <button type="submit" className="button button--ghost">
            {t('shell.search')}
          </button>
        </form>
        <ul role="list" className="drawer-items">
          {navItems(!!data.user).map((item) =>
            item.children ? (
              <li key={item.key}>
                <p className="menu-group-title">{t(`nav.${item.key}`)}</p>
                <ul role="list">
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <NavEntry data={data} link={child} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.key}>
                <NavEntry data={data} link={{ key: item.key, to: item.to!, dot: item.dot }} />
              </li>
            ),
          )}
        </ul>
        {data.user ? <UserMenuLinks data={data} /> : null}
        <Footer data={data} compact />
      </nav>
    </details>
  )
}
