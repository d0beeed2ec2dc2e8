import { useTranslation } from 'react-i18next'
import { badgeCount } from '~/app/kernel/policy'
import { Drawer } from './Drawer'
import { type ShellData, hrefFor } from './Shell'
import { LanguageMenu, ThemeToggle } from './Toggles'
import { UserMenu } from './UserMenu'
import { Icon } from './icons'

export function Logo({ prefix }: { prefix: ShellData['prefix'] }) {
  return (
    <a className="logo" href={hrefFor(prefix, '/')} aria-label="Trilha">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--brand)" />
        <path
          d="M7 22c4-9 8 2 12-7 2-4 4-5 6-5"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="25" cy="10" r="2.5" fill="#ffd24d" />
      </svg>
      <span className="logo-text">Trilha</span>
    </a>
  )
}

export function TopBar({ data, landing }: { data: ShellData; landing: boolean }) {
  const { t } = useTranslation()
  const { prefix, user } = data
  const badge = badgeCount(data.badges.notifications)
  // On the landing page login and register open dialogs (CSS :target, no JS) instead of pages.
  const loginHref = landing ? '#login' : hrefFor(prefix, '/login?login=true')
  const registerHref = landing ? '#register' : hrefFor(prefix, '/login?register=true')
  return (
    <header className="topbar">
      <Drawer data={data} />
      <Logo prefix={prefix} />
      {landing ? null : (
        <form className="search" method="get" action={hrefFor(prefix, '/search')} role="search">
          <label className="visually-hidden" htmlFor="top-search">
            {t('shell.search')}
          </label>
          <Icon name="search" size={16} />
          <input
            id="top-search"
            type="search"
            name="q"
            placeholder={t('shell.searchPlaceholder')}
            maxLength={100}
          />
        </form>
      )}
      <div className="topbar-spacer" />
      <ThemeToggle data={data} />
      <LanguageMenu data={data} />
      {!user?.isPro ? (
        <a className="pro-button" href={hrefFor(prefix, '/subscription')}>
          PRO
        </a>
      ) : null}
      {user ? (
        <>
          <a
            className="icon-button bell"
            href={hrefFor(prefix, '/notifications')}
            aria-label={t('shell.notifications', { count: data.badges.notifications })}
          >
            <Icon name="bell" />
            {badge ? (
              <span className="badge" data-testid="notification-badge">
                {badge}
              </span>
            ) : null}
          </a>
          <a
            className="icon-button envelope"
            href={hrefFor(prefix, '/feedbacks')}
            aria-label={t('shell.feedbacks')}
          >
            <Icon name="mail" />
          </a>
          <UserMenu data={data} />
        </>
      ) : (
        <div className="auth-buttons">
          <a className="button button--ghost" href={loginHref}>
            {t('shell.login')}
          </a>
          <a className="button" href={registerHref}>
            {t('shell.register')}
          </a>
        </div>
      )}
    </header>
  )
}
