// The geometry of a line chart (pure): numbers in, SVG coordinates and a path out. LineChart.tsx draws it.
import { linear, niceMax, round, ticks } from './scale'

export interface Box {
  width: number
  height: number
  /** Room for the value labels (left) and the point labels (bottom). */
  left: number
  right: number
  top: number
  bottom: number
}

export interface LinePoint {
  x: number
  y: number
  value: number
}

export interface LineGeometry {
  /** `M x y L x y …`; empty without values. */
  path: string
  /** The path closed down to the axis, for a soft fill under the line; empty without values. */
  area: string
  points: LinePoint[]
  /** Horizontal guides with their values, from 0 up to the nice top. */
  yTicks: { y: number; value: number }[]
  top: number
  /** The axis line's y (the value 0). */
  baseline: number
}

export const LINE_BOX: Box = { width: 360, height: 180, left: 40, right: 12, top: 12, bottom: 26 }

/** Values spread evenly from left to right (one value sits in the middle); negatives count as 0. */
export function lineGeometry(values: readonly number[], box: Box = LINE_BOX, tickCount = 4): LineGeometry {
  const max = values.reduce((m, v) => Math.max(m, v), 0)
  const top = niceMax(max)
  const baseline = box.height - box.bottom
  const y = linear(top, baseline, box.top)
  const innerWidth = box.width - box.left - box.right
  const x = (i: number) =>
    round(values.length === 1 ? box.left + innerWidth / 2 : box.left + (innerWidth * i) / (values.length - 1))
  const points = values.map((value, i) => ({ x: x(i), y: y(value), value }))
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')
  const area =
    points.length === 0
      ? ''
      : `${path} L${points[points.length - 1].x} ${baseline} L${points[0].x} ${baseline} Z`
  return {
    path,
    area,
    points,
    yTicks: ticks(top, tickCount).map((value) => ({ y: y(value), value })),
    top,
    baseline,
  }
}
