import { ChartFigure, type ChartFrameProps } from './ChartFigure'
import { LINE_BOX, lineGeometry } from './line'

export interface LineChartProps extends Omit<ChartFrameProps, 'table'> {
  values: readonly number[]
  /** One label per value (the hidden table's rows); `axisLabels` picks which of them the axis writes. */
  labels: readonly string[]
  /** Indexes of the labels written under the axis (first and last by default: a phone has room for few). */
  axisLabels?: readonly number[]
  format?: (value: number) => string
  columns: [string, string]
}

/** A line over evenly spaced values (e.g. XP at the end of each week), with a soft area under it. */
export function LineChart({
  values,
  labels,
  axisLabels,
  format = String,
  columns,
  ...frame
}: LineChartProps) {
  const g = lineGeometry(values)
  const box = LINE_BOX
  const shown = axisLabels ?? (values.length > 1 ? [0, values.length - 1] : [0])
  const table = {
    columns,
    rows: values.map((v, i) => ({ label: labels[i] ?? String(i + 1), value: format(v) })),
  }
  return (
    <ChartFigure {...frame} table={table} viewBox={`0 0 ${box.width} ${box.height}`} className="chart--line">
      {g.yTicks.map((tick) => (
        <g key={tick.value}>
          <line className="chart-grid" x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} />
          <text className="chart-label" x={box.left - 6} y={tick.y + 4} textAnchor="end">
            {format(tick.value)}
          </text>
        </g>
      ))}
      <path className="chart-area" d={g.area} />
      <path className="chart-line" d={g.path} />
      {g.points.map((p, i) => (
        <circle key={labels[i] ?? i} className="chart-dot" cx={p.x} cy={p.y} r={3}>
          <title>{`${labels[i] ?? ''}: ${format(p.value)}`}</title>
        </circle>
      ))}
      {shown.map((i) =>
        g.points[i] ? (
          <text
            key={i}
            className="chart-label"
            x={g.points[i].x}
            y={box.height - 8}
            textAnchor={i === 0 && shown.length > 1 ? 'start' : i === values.length - 1 ? 'end' : 'middle'}
          >
            {labels[i]}
          </text>
        ) : null,
      )}
    </ChartFigure>
  )
}
