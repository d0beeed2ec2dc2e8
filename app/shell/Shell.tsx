import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { badgeCount } from '~/app/kernel/auth/policy'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import type { UserColor } from '~/db/schema'
import { BottomNav } from './BottomNav'
import { Footer } from './Footer'
import { NavRow } from './NavRow'
import { TopBar } from './TopBar'
import { Icon } from './icons'
import { COMMUNITY_CHAT_URL } from './nav'

export interface ShellUser {
  id: number
  name: string
  color: UserColor
  level: number
  isPro: boolean
  isAdmin: boolean
  canCreateContent: boolean
  isJttMember: boolean
  image: string | null
  /** A child's account until a guardian confirms it (ADR 023): forms others read are closed (app/ui/PublicVoice). */
  awaitingGuardian?: boolean
  /** The user's actions (docs/privacy.md#location): `update_location` until the person gave or declined a location once. */
  actions: string[]
}

export interface ShellData {
  prefix: Prefix
  lng: Lng
  theme: 'dark' | 'light' | 'system'
  /** Current path with search: the target of language links and form redirects. */
  path: string
  year: number
  user: ShellUser | null
  badges: { notifications: number; feedbacks: number; competitions: boolean; videos: boolean }
}

export function Shell({
  data,
  layout,
  competition,
  floating,
  children,
}: {
  data: ShellData
  layout: 'default' | 'wide' | 'landing'
  competition: boolean
  /** What the app floats over the page for a logged-in user (the assistant's button, from app/root.tsx). */
  floating?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const chat =
    !data.user && !competition ? (
      <a className="community-chat" href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
        <Icon name="chat" />
        <span>{t('shell.communityChat')}</span>
      </a>
    ) : null
  // On the landing the button floated over the cards as they scrolled by (issue 16 item 12): there it closes
  // the page's content instead, on phones too; elsewhere it floats, with room at the end of the page.
  const landing = layout === 'landing'
  return (
    <div className={`shell shell--${layout}`}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <TopBar data={data} landing={landing} />
      {landing ? null : <NavRow data={data} />}
      <main id="main" className={`main main--${layout}`}>
        <ActionPrompt data={data} />
        {children}
        {landing && chat ? <p className="community-chat-row">{chat}</p> : null}
      </main>
      <Footer data={data} />
      <BottomNav data={data} />
      {landing ? null : chat}
      {landing || !data.user ? null : floating}
    </div>
  )
}

// The one-time questions (the account module's user actions), the first still open asked first.
const ACTION_PROMPTS = [
  {
    action: 'update_birthdate',
    to: '/user/birthdate',
    text: 'shell.birthdatePrompt',
    link: 'shell.birthdatePromptLink',
  },
  {
    action: 'update_location',
    to: '/user/location',
    text: 'shell.locationPrompt',
    link: 'shell.locationPromptLink',
  },
] as const

/**
 * The user's actions (`update_birthdate`, ADR 023; `update_location`): one line above the dashboard (where a
 * login lands) until the person answers on the question's page — saving or "not now" — so each is asked once,
 * not on every page they read.
 */
function ActionPrompt({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const prompt = ACTION_PROMPTS.find((p) => data.user?.actions.includes(p.action))
  if (!prompt || !/^\/(br|gb)\/dashboard$/.test(data.path)) return null
  return (
    <p className="location-prompt">
      {t(prompt.text)} <a href={hrefFor(data.prefix, prompt.to)}>{t(prompt.link)}</a>
    </p>
  )
}

/**
 * The name of a top-bar icon with a count badge (bell, envelope). It contains the badge's visible text
 * outside parentheses, so the spoken name matches what is seen (WCAG 2.5.3; axe ignores parentheticals):
 * "9+" is read as "more than 9".
 */
export function badgeLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  n: number,
) {
  if (n <= 0) return t(`shell.${key}`)
  return badgeCount(n) === '9+' ? t(`shell.${key}Many`) : t(`shell.${key}`, { count: n })
}

/** Builds locale-prefixed hrefs for the shell. */
export function hrefFor(prefix: Prefix, to: string) {
  return to.startsWith('http') ? to : `/${prefix}${to === '/' ? '' : to}`
}
