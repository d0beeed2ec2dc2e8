import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { CompetitionStyle } from '~/db/schema-competitions'
import type { ScoreboardCell } from '../scoreboard/scoreboard-types'

/** What the cell says aloud: the visible text is symbols ("+2", "−3", "?1"). */
function spoken(t: TFunction, style: CompetitionStyle, cell: ScoreboardCell, frozen: boolean): string {
  const parts: string[] = []
  if (style === 'icpc') {
    if (cell.solved) {
      parts.push(
        cell.tries === 0
          ? t('cell.solvedFirstTry', { minutes: cell.minutes })
          : t('cell.solved', { count: cell.tries, minutes: cell.minutes }),
      )
    } else if (cell.tries > 0) parts.push(t('cell.rejected', { count: cell.tries }))
  } else if (cell.tries > 0) {
    parts.push(t('cell.points', { count: cell.score }))
    if (cell.score > 0 && cell.minutes !== null) parts.push(t('cell.at', { minutes: cell.minutes }))
  }
  if (cell.pending > 0) parts.push(t(frozen ? 'cell.frozen' : 'cell.pending', { count: cell.pending }))
  if (cell.first) parts.push(t('cell.first'))
  return parts.join('; ')
}

function tone(style: CompetitionStyle, cell: ScoreboardCell): string {
  if (cell.solved) return cell.first ? 'sb-cell sb-cell--solved sb-cell--first' : 'sb-cell sb-cell--solved'
  if (style !== 'icpc' && cell.score > 0) return 'sb-cell sb-cell--partial'
  if (cell.pending > 0) return 'sb-cell sb-cell--pending'
  if (cell.tries > 0) return 'sb-cell sb-cell--rejected'
  return 'sb-cell'
}

/** One exercise of one participant: ICPC "+2 / 45", "−3", "?1"; other styles the best score. */
export function ScoreCell({
  style,
  cell,
  frozen,
}: { style: CompetitionStyle; cell: ScoreboardCell; frozen: boolean }) {
  const { t } = useTranslation('scoreboard')
  let main = ''
  let sub = ''
  if (style === 'icpc') {
    if (cell.solved) {
      main = cell.tries > 0 ? `+${cell.tries}` : '+'
      sub = String(cell.minutes ?? '')
    } else if (cell.tries > 0) main = `−${cell.tries}`
  } else if (cell.tries > 0) {
    main = String(cell.score)
    if (cell.score > 0 && cell.minutes !== null) sub = String(cell.minutes)
  }
  const pending = !cell.solved && cell.pending > 0 ? `?${cell.pending}` : ''
  if (!main && !pending) return <td className="sb-cell" />
  return (
    <td className={tone(style, cell)}>
      <span aria-hidden="true">
        {main ? <span className="sb-main">{main}</span> : null}
        {pending ? <span className="sb-pending">{pending}</span> : null}
        {sub ? <span className="sb-sub">{sub}</span> : null}
      </span>
      <span className="visually-hidden">{spoken(t, style, cell, frozen)}</span>
    </td>
  )
}
