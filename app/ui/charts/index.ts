// Small server-rendered SVG charts (issue 16): pure geometry (`line.ts`, `bar.ts`, `scale.ts`) and two
// components that draw it inside an accessible <figure>. See README.md.
export { BarChart, type BarChartProps } from './BarChart'
export type { ChartTable } from './ChartFigure'
export { LineChart, type LineChartProps } from './LineChart'
export { barGeometry } from './bar'
export { lineGeometry } from './line'
export { linear, niceMax, ticks } from './scale'
