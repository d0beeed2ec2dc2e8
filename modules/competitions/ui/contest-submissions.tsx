// The own-submissions table of a competition and the page a non-participant gets instead.
import { useTranslation } from 'react-i18next'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { Pager } from '~/app/ui/Pager'
import { Notice } from '~/app/ui/forms'
import type { ContestSubmissions } from '../running/contest-submissions.server'
import { formatWhen } from './competition-time'

type List = Extract<ContestSubmissions, { rows: unknown }>

/** "mm:ss" within the first hour, else "h:mm" (the clock people read on a scoreboard). */
export function formatElapsed(ms: number): string {
  if (ms < 0) return '—'
  const totalSeconds = Math.floor(ms / 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  if (totalSeconds < 3600) return `${pad(Math.floor(totalSeconds / 60))}:${pad(totalSeconds % 60)}`
  const minutes = Math.floor(totalSeconds / 60)
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`
}

export function ContestNotRegistered({ href }: { href: string }) {
  const { t } = useTranslation('contest')
  return (
    <Notice tone="warning">
      <strong>{t('notRegistered.title')}. </strong>
      {t('notRegistered.message')} <a href={href}>{t('notRegistered.join')}</a>
    </Notice>
  )
}

export function ContestSubmissionTable({ list, prefix, lng }: { list: List; prefix: Prefix; lng: Lng }) {
  const { t } = useTranslation(['contest', 'judge'])
  const number = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 })
  if (list.rows.length === 0) return <p className="notice notice--info">{t('submissions.empty')}</p>
  const showAuthor = list.rows.some((r) => r.author)
  return (
    <>
      <p className="contest-count">{t('submissions.count', { count: list.total })}</p>
      <div className="contest-table-wrap">
        <table className="data-table contest-table" aria-labelledby="contest-submissions-title">
          <thead>
            <tr>
              <th scope="col">{t('submissions.table.id')}</th>
              <th scope="col">
                <abbr title={t('submissions.table.timeHint')}>{t('submissions.table.time')}</abbr>
              </th>
              <th scope="col">{t('submissions.table.problem')}</th>
              {showAuthor ? <th scope="col">{t('submissions.table.author')}</th> : null}
              <th scope="col">{t('submissions.table.language')}</th>
              <th scope="col">{t('submissions.table.verdict')}</th>
              <th scope="col" className="num">
                {t('submissions.table.score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <a href={`/${prefix}/submission/${r.id}`}>#{r.id}</a>
                </th>
                <td className="num">
                  <time dateTime={r.createdAt} title={formatWhen(r.createdAt, lng)}>
                    {formatElapsed(r.elapsedMs)}
                  </time>
                </td>
                <td>
                  {r.letter ? <span className="contest-letter">{r.letter}</span> : null} {r.exerciseTitle}
                </td>
                {showAuthor ? <td>{r.author?.name}</td> : null}
                <td>{r.language}</td>
                <td>
                  <span className={`practice-verdict practice-verdict--${r.status}`}>
                    {t(`judge:verdicts.${r.status}`)}
                  </span>
                </td>
                <td className="num">{r.score === null ? '—' : number.format(r.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={list.pages} label={t('submissions.pagerLabel')} />
    </>
  )
}
