import { ChartFigure, type ChartFrameProps } from './ChartFigure'
import { BAR_BOX, barGeometry } from './bar'

export interface BarChartProps extends Omit<ChartFrameProps, 'table'> {
  values: readonly number[]
  labels: readonly string[]
  format?: (value: number) => string
  columns: [string, string]
}

/** Horizontal bars, one row per label (e.g. exercises solved per category); the value written after each bar. */
export function BarChart({ values, labels, format = String, columns, ...frame }: BarChartProps) {
  const g = barGeometry(values)
  const table = {
    columns,
    rows: values.map((v, i) => ({ label: labels[i] ?? String(i + 1), value: format(v) })),
  }
  return (
    <ChartFigure {...frame} table={table} viewBox={`0 0 ${BAR_BOX.width} ${g.height}`} className="chart--bar">
      {g.bars.map((b, i) => (
        <g key={labels[i] ?? i}>
          <text className="chart-label chart-label--strong" x={0} y={b.labelY}>
            {labels[i]}
          </text>
          <rect
            className="chart-track"
            x={0}
            y={b.y}
            width={BAR_BOX.width - BAR_BOX.valueWidth}
            height={b.height}
            rx={3}
          />
          <rect
            className={`chart-bar${b.value > 0 ? '' : ' chart-bar--zero'}`}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx={3}
          />
          <text className="chart-label" x={b.valueX} y={b.y + b.height - 3}>
            {format(b.value)}
          </text>
        </g>
      ))}
    </ChartFigure>
  )
}
