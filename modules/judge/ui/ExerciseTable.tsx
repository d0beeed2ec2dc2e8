import { useTranslation } from 'react-i18next'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/locale'
import type { Difficulty, ExerciseVisibility } from '~/db/schema'

export interface ExerciseTableRow {
  id: number
  title: string
  difficulty: Difficulty
  pro: boolean
  visibility: ExerciseVisibility
  subjects: { slug: string; title: string }[]
  solvers: number
  status: 'solved' | 'tried' | null
  best: number | null
}

export function ProBadge() {
  const { t } = useTranslation('practice')
  return (
    <abbr className="practice-pro-badge" title={t('proHint')}>
      {t('pro')}
    </abbr>
  )
}

export function StatusMark({ status }: { status: 'solved' | 'tried' | null }) {
  const { t } = useTranslation('practice')
  return (
    <span className={`practice-status practice-status--${status ?? 'none'}`}>
      {t(`status.${status ?? 'none'}`)}
    </span>
  )
}

/** The exercises list's table (exercises page, subject page). */
export function ExerciseTable({ rows, loggedIn }: { rows: ExerciseTableRow[]; loggedIn: boolean }) {
  const { t, i18n } = useTranslation(['practice', 'judge'])
  const prefix = PREFIX_BY_LNG[i18n.language as Lng] ?? 'br'
  return (
    <table className="data-table practice-table">
      <thead>
        <tr>
          <th scope="col">{t('exercises.table.title')}</th>
          <th scope="col">{t('exercises.table.difficulty')}</th>
          <th scope="col">{t('exercises.table.subjects')}</th>
          <th scope="col" className="num">
            {t('exercises.table.solvers')}
          </th>
          {loggedIn ? (
            <>
              <th scope="col">{t('exercises.table.status')}</th>
              <th scope="col" className="num">
                {t('exercises.table.best')}
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <a href={`/${prefix}/exercise/${row.id}`}>{row.title}</a>
              {row.pro ? (
                <>
                  {' '}
                  <ProBadge />
                </>
              ) : null}
              {row.visibility === 'private' ? (
                <>
                  {' '}
                  <span className="tag">{t('private')}</span>
                </>
              ) : null}
            </th>
            <td>{t(`judge:difficulties.${row.difficulty}`)}</td>
            <td>
              {row.subjects.length ? (
                <ul role="list" className="practice-inline-list">
                  {row.subjects.map((s) => (
                    <li key={s.slug}>
                      <a href={`/${prefix}/subject/${s.slug}`}>{s.title}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                t('noValue')
              )}
            </td>
            <td className="num">{row.solvers}</td>
            {loggedIn ? (
              <>
                <td>
                  <StatusMark status={row.status} />
                </td>
                <td className="num">{row.best ?? t('noValue')}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
