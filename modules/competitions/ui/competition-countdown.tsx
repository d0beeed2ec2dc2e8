// The competition page's countdown (issue 16): the time left until the start or the end as the server saw it
// when rendering (no script: the page says so and gives the moment itself, in the locale's zone), and the
// viewer's status on each problem.
import { useTranslation } from 'react-i18next'
import type { Lng } from '~/app/kernel/i18n/locale'
import type { CompetitionPageData } from '../listing/competition-page.server'
import type { ProblemStatus } from '../running/problem-status.server'
import { formatWhen } from './competition-time'

/** Whole days, hours and minutes of a span (rounded down: "5 min" left means at least 5). */
export function timeLeft(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}

/** What the countdown counts to: the viewer's own running virtual clock, else the start or the end. */
export function countdownTarget(
  page: Pick<CompetitionPageData, 'phase' | 'startsAt' | 'endsAt' | 'viewer'>,
): { kind: 'startsIn' | 'endsIn' | 'virtualEndsIn'; at: string } | null {
  const entry = page.viewer.entry
  if (entry?.kind === 'virtual' && entry.running) return { kind: 'virtualEndsIn', at: entry.endsAt }
  if (page.phase === 'upcoming') return { kind: 'startsIn', at: page.startsAt }
  if (page.phase === 'running') return { kind: 'endsIn', at: page.endsAt }
  return null
}

export function Countdown({ page, lng }: { page: CompetitionPageData; lng: Lng }) {
  const { t } = useTranslation('competitions')
  const target = countdownTarget(page)
  if (!target) return null
  const left = timeLeft(Date.parse(target.at) - Date.parse(page.renderedAt))
  const parts = [
    left.days ? t('countdown.days', { count: left.days }) : null,
    left.days || left.hours ? t('countdown.hours', { count: left.hours }) : null,
    t('countdown.minutes', { count: left.minutes }),
  ].filter(Boolean)
  const time = left.days + left.hours + left.minutes === 0 ? t('countdown.underAMinute') : parts.join(' ')
  return (
    <div className="competition-countdown">
      <p>
        <strong>{t(`countdown.${target.kind}`, { time })}</strong>{' '}
        <time dateTime={target.at}>{formatWhen(target.at, lng)}</time>
      </p>
      <p className="field-hint">{t('countdown.asOf')}</p>
    </div>
  )
}

export function ProblemStatusTag({ status }: { status: ProblemStatus | null }) {
  const { t } = useTranslation('competitions')
  if (!status) return null
  return (
    <span className={`competition-status competition-status--${status}`}>{t(`problemStatus.${status}`)}</span>
  )
}
