import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import type { ExerciseRow } from '../listing.server'

/** What a row shows: a listed exercise (listing.server.ts), also the subject page's. */
export type ExerciseTableRow = ExerciseRow

export function ProBadge() {
  const { t } = useTranslation('practice')
  return (
    <abbr className="practice-pro-badge" title={t('proHint')}>
      {t('pro')}
    </abbr>
  )
}

/** The viewer's status; a tried exercise also shows the best score so far ("Tentado · 40"). */
export function StatusMark({
  status,
  best = null,
}: { status: 'solved' | 'tried' | null; best?: number | null }) {
  const { t } = useTranslation('practice')
  return (
    <span className={`practice-status practice-status--${status ?? 'none'}`}>
      {status === 'tried' && best !== null
        ? t('status.triedBest', { best })
        : t(`status.${status ?? 'none'}`)}
    </span>
  )
}

/** accepted / judged as a percentage (— before any verdict), the counts in words for screen readers and hover. */
export function AcceptanceRate({ accepted, judged }: { accepted: number; judged: number }) {
  const { t, i18n } = useTranslation('practice')
  if (judged === 0) return <span className="acceptance-rate">{t('noValue')}</span>
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(accepted / judged)
  const detail = t('acceptance.detail', { accepted, count: judged })
  return (
    <span className="acceptance-rate" title={detail}>
      {rate}
      <span className="visually-hidden"> ({detail})</span>
    </span>
  )
}

/** The row head of an exercise in a table: its link, then the PRO badge and any `children` (tags). */
export function ExerciseTitleCell({
  id,
  title,
  pro,
  children,
}: { id: number; title: string; pro: boolean; children?: ReactNode }) {
  const { i18n } = useTranslation('practice')
  const prefix = PREFIX_BY_LNG[i18n.language as Lng] ?? 'br'
  return (
    <th scope="row">
      <a href={`/${prefix}/exercise/${id}`}>{title}</a>
      {pro ? (
        <>
          {' '}
          <ProBadge />
        </>
      ) : null}
      {children}
    </th>
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
          <th scope="col" className="num practice-col-rate">
            {t('exercises.table.acceptance')}
          </th>
          {loggedIn ? <th scope="col">{t('exercises.table.status')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <ExerciseTitleCell id={row.id} title={row.title} pro={row.pro}>
              {row.visibility === 'private' ? (
                <>
                  {' '}
                  <span className="tag">{t('private')}</span>
                </>
              ) : null}
            </ExerciseTitleCell>
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
            <td className="num practice-col-rate">
              <AcceptanceRate accepted={row.accepted} judged={row.judged} />
            </td>
            {loggedIn ? (
              <td>
                <StatusMark status={row.status} best={row.best} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
