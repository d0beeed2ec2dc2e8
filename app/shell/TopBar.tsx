import { useTranslation } from 'react-i18next'
import { badgeCount } from '~/app/kernel/auth/policy'
import { Bell } from './Bell'
import { Drawer } from './Drawer'
import { SearchBox } from './SearchBox'
import { type ShellData, badgeLabel, hrefFor } from './Shell'
import { LanguageMenu, ThemeToggle } from './Toggles'
import { UserMenu } from './UserMenu'
import { Icon } from './icons'
import { FEATURES } from './nav'

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
  // On the landing page login and register open dialogs (CSS :target, no JS) instead of pages.
  const loginHref = landing ? '#login' : hrefFor(prefix, '/login?login=true')
  const registerHref = landing ? '#register' : hrefFor(prefix, '/login?register=true')
  return (
    <header className="topbar">
      <Drawer data={data} />
      <Logo prefix={prefix} />
      {landing ? null : <SearchBox prefix={prefix} />}
      <div className="topbar-spacer" />
      <ThemeToggle data={data} />
      <LanguageMenu data={data} />
      {FEATURES.pro && !user?.isPro ? (
        <a className="pro-button" href={hrefFor(prefix, '/subscription')}>
          PRO
        </a>
      ) : null}
      {user ? (
        <>
          <Bell data={data} />
          <a
            className="icon-button envelope"
            href={hrefFor(prefix, '/feedbacks')}
            aria-label={badgeLabel(t, 'feedbacks', data.badges.feedbacks)}
          >
            <Icon name="mail" />
            {badgeCount(data.badges.feedbacks) ? (
              <span className="badge" data-testid="feedback-badge">
                {badgeCount(data.badges.feedbacks)}
              </span>
            ) : null}
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
