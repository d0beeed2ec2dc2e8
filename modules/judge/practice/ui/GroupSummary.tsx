import { useTranslation } from 'react-i18next'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'

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

interface GroupRow {
  id: number
  slug: string
  title: string
  /** Sources have one (shown when `dated`), subjects do not. */
  date?: string | null
  stats: { exercises: number; solved: number; average: number | null }
}

/** The sources or subjects table: each group's exercise count, how many the viewer solved, the average. */
export function GroupTable({
  rows,
  kind,
  loggedIn,
}: { rows: GroupRow[]; kind: 'sources' | 'subjects'; loggedIn: boolean }) {
  const { t, i18n } = useTranslation('practice')
  const prefix = PREFIX_BY_LNG[i18n.language as Lng] ?? 'br'
  const page = kind === 'sources' ? 'source' : 'subject'
  return (
    <table className="data-table practice-table">
      <thead>
        <tr>
          <th scope="col">{t(`${kind}.table.title`)}</th>
          {kind === 'sources' ? <th scope="col">{t('sources.table.date')}</th> : null}
          <th scope="col" className="num">
            {t(`${kind}.table.exercises`)}
          </th>
          {loggedIn ? (
            <th scope="col" className="num">
              {t(`${kind}.table.solved`)}
            </th>
          ) : null}
          <th scope="col" className="num">
            {t(`${kind}.table.average`)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <a href={`/${prefix}/${page}/${s.slug}`}>{s.title}</a>
            </th>
            {kind === 'sources' ? <td>{s.date ?? t('noValue')}</td> : null}
            <td className="num">{s.stats.exercises}</td>
            {loggedIn ? <td className="num">{s.stats.solved}</td> : null}
            <td className="num">{s.stats.average ?? t('noValue')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
