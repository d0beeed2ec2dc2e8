import { useTranslation } from 'react-i18next'
import { initials } from '~/app/kernel/auth/policy'
import { LNG_BY_PREFIX, PREFIXES, swapPrefix } from '~/app/kernel/i18n/locale'
import { type ShellData, hrefFor } from './Shell'
import { Icon } from './icons'

/**
 * A form, so it works without JS. Both buttons are rendered; CSS shows the one that flips the
 * theme currently in effect (which, with no stored choice, only the browser's media query knows).
 */
export function ThemeToggle({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  return (
    <form className="theme-toggle" method="post" action={hrefFor(data.prefix, '/theme')}>
      <input type="hidden" name="redirectTo" value={data.path} />
      <button
        className="icon-button theme-to-dark"
        type="submit"
        name="dark"
        value="true"
        title={t('shell.themeDark')}
      >
        <Icon name="moon" label={t('shell.themeDark')} />
      </button>
      <button
        className="icon-button theme-to-light"
        type="submit"
        name="dark"
        value="false"
        title={t('shell.themeLight')}
      >
        <Icon name="sun" label={t('shell.themeLight')} />
      </button>
    </form>
  )
}

/** Lists every locale but the current one and keeps the path; logged-in users also save it. */
export function LanguageMenu({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const others = PREFIXES.filter((p) => p !== data.prefix)
  return (
    <details className="menu language-menu">
      <summary
        className="icon-button"
        aria-label={t('shell.languageCurrent', { code: data.prefix.toUpperCase() })}
      >
        <img src={`/flags/${data.prefix}.svg`} alt="" width="20" height="14" />
        <span className="language-code">{data.prefix.toUpperCase()}</span>
      </summary>
      {/* The panel's flags are CSS backgrounds: a closed menu is not rendered, so they are fetched only when it
          opens, JavaScript or not (loading="lazy" is ignored without JavaScript). */}
      <ul className="menu-panel" role="list">
        {others.map((p) => {
          const label = t(`shell.languages.${LNG_BY_PREFIX[p]}`)
          const target = swapPrefix(data.path, p)
          return (
            <li key={p}>
              {data.user ? (
                <form method="post" action="/api/user/set-preferred-language">
                  <input type="hidden" name="language" value={LNG_BY_PREFIX[p]} />
                  <input type="hidden" name="redirectTo" value={target} />
                  <button type="submit" className="menu-link" lang={LNG_BY_PREFIX[p]}>
                    <span className={`menu-flag menu-flag--${p}`} aria-hidden="true" /> {label}
                  </button>
                </form>
              ) : (
                <a className="menu-link" href={target} hrefLang={LNG_BY_PREFIX[p]} lang={LNG_BY_PREFIX[p]}>
                  <span className={`menu-flag menu-flag--${p}`} aria-hidden="true" /> {label}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

export function LogoutForm({ prefix, className }: { prefix: ShellData['prefix']; className?: string }) {
  const { t } = useTranslation()
  return (
    <form method="post" action={hrefFor(prefix, '/logout')} className={className}>
      <button type="submit" className="menu-link">
        {t('shell.logout')}
      </button>
    </form>
  )
}

export function Avatar({ user, large = false }: { user: NonNullable<ShellData['user']>; large?: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={`avatar avatar--${user.color}${large ? ' avatar--large' : ''}`}>
      {user.image ? <img src={user.image} alt="" width={32} height={32} /> : initials(user.name)}
      {user.isPro ? (
        <span className="avatar-crown" title={t('shell.pro')}>
          <svg width="14" height="14" viewBox="0 0 24 24" role="img" aria-label={t('shell.pro')}>
            <path d="M2 18h20l-2-11-5 5-3-7-3 7-5-5z" fill="#f5b301" stroke="#8a5a00" strokeWidth="1.5" />
          </svg>
        </span>
      ) : null}
    </span>
  )
}
