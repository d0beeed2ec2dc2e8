import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import type { ScoreboardPageData } from '../scoreboard/scoreboard-types'
import { ScoreCell } from './scoreboard-cell'

type Board = Extract<ScoreboardPageData, { state: 'board' }>

/** The standings: rank, participant, one cell per exercise letter, totals. Scrolls inside its box on phones. */
export function ScoreboardTable({ board }: { board: Board }) {
  const { t } = useTranslation('scoreboard')
  const icpc = board.competition.style === 'icpc'
  // Organizers see the board unfrozen: their "?" are only queued submissions.
  const hidden = board.frozen && !board.organizer
  if (board.total === 0) return <p className="sb-empty">{t('empty')}</p>
  return (
    <ScrollRegion className="sb-scroll" label={t('caption', { title: board.competition.title })}>
      <table className="sb-table">
        <caption className="visually-hidden">{t('caption', { title: board.competition.title })}</caption>
        <thead>
          <tr>
            <th scope="col" className="sb-rank">
              {t('columns.rank')}
            </th>
            <th scope="col" className="sb-who">
              {t('columns.participant')}
            </th>
            {icpc ? (
              <>
                <th scope="col">{t('columns.solved')}</th>
                <th scope="col">{t('columns.penalty')}</th>
              </>
            ) : (
              <th scope="col">{t('columns.score')}</th>
            )}
            {board.problems.map((p) => (
              <th scope="col" key={p.position} className="sb-problem">
                <abbr title={p.title}>{p.letter}</abbr>
                {/* The name too where there is room (phones keep the letter; the full name is its title). */}
                <span className="sb-problem-name">{p.title}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <tr key={row.id} id={`p-${row.id}`} className={row.mine ? 'sb-mine' : undefined}>
              <td className="sb-rank">{row.rank}</td>
              <th scope="row" className="sb-who">
                {row.unnamed ? (
                  t('unnamed')
                ) : row.href ? (
                  <a href={row.href} className={row.color ? `name--${row.color}` : undefined}>
                    {row.name}
                  </a>
                ) : (
                  row.name
                )}
                {row.team ? <span className="tag sb-tag">{t('team')}</span> : null}
                {row.mine ? <span className="tag sb-tag">{t('you')}</span> : null}
              </th>
              {icpc ? (
                <>
                  <td className="sb-total">{row.solved}</td>
                  <td className="sb-total">{row.penalty}</td>
                </>
              ) : (
                <td className="sb-total">{row.score}</td>
              )}
              {row.cells.map((cell, i) => (
                <ScoreCell
                  key={board.problems[i]?.position ?? i}
                  style={board.competition.style}
                  cell={cell}
                  frozen={hidden}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

export function ScoreboardLegend({ icpc }: { icpc: boolean }) {
  const { t } = useTranslation('scoreboard')
  return (
    <details className="sb-legend">
      <summary>{t('legend.title')}</summary>
      <ul>
        {icpc ? (
          <>
            <li>{t('legend.solved')}</li>
            <li>{t('legend.rejected')}</li>
          </>
        ) : (
          <li>{t('legend.score')}</li>
        )}
        <li>{t('legend.pending')}</li>
        <li>{t('legend.first')}</li>
      </ul>
    </details>
  )
}
