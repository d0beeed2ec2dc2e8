import { useTranslation } from 'react-i18next'

/** "3 exercises · 1 solved by you · average score 68" for a source or subject (solved only when logged in). */
export function GroupSummary({
  stats,
  loggedIn,
}: { stats: { exercises: number; solved: number; average: number | null }; loggedIn: boolean }) {
  const { t } = useTranslation('practice')
  const parts = [
    t('source.summary.exercises', { count: stats.exercises }),
    loggedIn ? t('source.summary.solved', { count: stats.solved }) : null,
    t('source.summary.average', { average: stats.average ?? t('noValue') }),
  ]
  return <p className="practice-summary">{parts.filter(Boolean).join(' · ')}</p>
}
