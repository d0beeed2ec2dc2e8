// The replays ranking's table: each finished virtual run or simulation with its result.
import { useTranslation } from 'react-i18next'
import { displayName } from '~/app/kernel/auth/policy'
import type { ReplayRow } from '../rankings/replays.server'
import { formatNumber, formatUpdatedAt } from './ranking-format'

function Result({ row }: { row: ReplayRow }) {
  const { t, i18n } = useTranslation('rankings')
  if (row.competition.style === 'icpc') {
    return <>{t('replays.icpcResult', { count: row.solved, penalty: row.penalty })}</>
  }
  return <>{t('replays.points', { count: row.score, score: formatNumber(row.score, i18n.language) })}</>
}

export function ReplayTable({ rows, prefix }: { rows: ReplayRow[]; prefix: string }) {
  const { t, i18n } = useTranslation('rankings')
  if (rows.length === 0) return <p className="ranking-empty">{t('replays.empty')}</p>
  return (
    <div className="ranking-table-wrap">
      <table className="data-table ranking-table">
        <caption className="visually-hidden">{t('replays.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('replays.competition')}</th>
            <th scope="col">{t('replays.kind')}</th>
            <th scope="col">{t('table.user')}</th>
            <th scope="col">{t('replays.result')}</th>
            <th scope="col">{t('replays.place')}</th>
            <th scope="col">{t('replays.endedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.participationId}>
              <th scope="row">
                <a href={`/${prefix}/competition/${r.competition.id}`}>{r.competition.title}</a>
              </th>
              <td>{t(`replays.kinds.${r.kind}`)}</td>
              <td>
                <a href={`/${prefix}/user/${r.user.id}`} className={`name--${r.user.color}`}>
                  {displayName(r.user.name)}
                </a>
              </td>
              <td>
                <Result row={r} />
              </td>
              <td>
                {r.place === null
                  ? t('replays.noPlace')
                  : r.live === 0
                    ? t('replays.noLive')
                    : t('replays.placeOf', { place: r.place, of: r.of })}
              </td>
              <td>
                <time dateTime={r.endedAt}>{formatUpdatedAt(r.endedAt, i18n.language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
