// The geometry of a horizontal bar chart (pure): one row per value, the label above its bar so long names
// fit a phone. BarChart.tsx draws it.
import { linear, niceMax, round } from './scale'

export interface BarBox {
  width: number
  /** Height of one row: its label line and its bar. */
  row: number
  bar: number
  /** Room on the right for the value written after the track. */
  valueWidth: number
}

export interface Bar {
  /** The bar's top-left corner and size; a 0 keeps a sliver so the row still shows where it starts. */
  x: number
  y: number
  width: number
  height: number
  /** Baseline of the row's label. */
  labelY: number
  /** Where the value is written: after the track, so every value lines up. */
  valueX: number
  value: number
}

export interface BarGeometry {
  bars: Bar[]
  height: number
  top: number
}

export const BAR_BOX: BarBox = { width: 360, row: 36, bar: 14, valueWidth: 40 }
const MIN_WIDTH = 2

export function barGeometry(values: readonly number[], box: BarBox = BAR_BOX): BarGeometry {
  const top = niceMax(values.reduce((m, v) => Math.max(m, v), 0))
  const length = linear(top, 0, box.width - box.valueWidth)
  const bars = values.map((value, i) => {
    const y = i * box.row + (box.row - box.bar - 2)
    const width = Math.max(MIN_WIDTH, length(value))
    return {
      x: 0,
      y,
      width,
      height: box.bar,
      labelY: y - 5,
      valueX: round(box.width - box.valueWidth + 6),
      value,
    }
  })
  return { bars, height: values.length * box.row, top }
}
