import { useTranslation } from 'react-i18next'
import { type ShellData, hrefFor } from './Shell'
import { Icon } from './icons'
import { type NavItem, type NavLink, navItems } from './nav'

function hasDot(data: ShellData, dot: NavLink['dot']) {
  return dot === 'competitions' ? data.badges.competitions : dot === 'videos' ? data.badges.videos : false
}

function Dot({ on }: { on: boolean }) {
  const { t } = useTranslation()
  return on ? <span className="dot" role="img" aria-label={t('nav.new')} /> : null
}

export function NavEntry({ data, link }: { data: ShellData; link: NavLink }) {
  const { t } = useTranslation()
  const locked = link.needsLogin && !data.user
  return (
    <a
      className="nav-link"
      href={hrefFor(data.prefix, link.to)}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-needs-login={link.needsLogin || undefined}
    >
      {t(`nav.${link.key}`)}
      <Dot on={hasDot(data, link.dot)} />
      {locked ? <Icon name="lock" size={14} label={t('nav.needsLogin')} /> : null}
      {link.external ? <Icon name="external" size={14} label={t('nav.external')} /> : null}
    </a>
  )
}

/** One item: a link, or a dropdown (a <details>, so it opens without JS). */
export function NavItemView({ data, item }: { data: ShellData; item: NavItem }) {
  const { t } = useTranslation()
  if (!item.children) return <NavEntry data={data} link={{ key: item.key, to: item.to!, dot: item.dot }} />
  const anyDot = item.children.some((c) => hasDot(data, c.dot))
  return (
    <details className="menu nav-dropdown">
      <summary className="nav-link">
        {t(`nav.${item.key}`)}
        <Dot on={anyDot} />
        <Icon name="chevron" size={14} />
      </summary>
      <ul className="menu-panel" role="list">
        {item.children.map((child) => (
          <li key={child.key}>
            <NavEntry data={data} link={child} />
          </li>
        ))}
      </ul>
    </details>
  )
}

export function NavRow({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  return (
    <nav className="nav-row" aria-label={t('nav.label')}>
      <ul role="list">
        {navItems(!!data.user).map((item) => (
          <li key={item.key}>
            <NavItemView data={data} item={item} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
