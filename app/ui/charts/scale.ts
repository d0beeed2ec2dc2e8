// Scales of the charts (pure): a "nice" top for the value axis and evenly spaced ticks up to it.

/** The smallest 1, 2, 2.5 or 5 × 10^k at or above `max` (1 for nothing or less), so ticks read as round numbers. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power
  }
  return 10 * power
}

/** `count` + 1 values from 0 to `top` inclusive (0, top/count, …, top), rounded to what a label can show. */
export function ticks(top: number, count = 4): number[] {
  const n = Math.max(1, Math.floor(count))
  return Array.from({ length: n + 1 }, (_, i) => Math.round(((top * i) / n) * 100) / 100)
}

/** Maps [0, domainMax] onto [from, to] (to may be smaller than from: SVG's y grows downwards). */
export function linear(domainMax: number, from: number, to: number): (value: number) => number {
  const span = domainMax > 0 ? domainMax : 1
  return (value) => round(from + (Math.max(0, Math.min(value, span)) / span) * (to - from))
}

/** Two decimals: enough for a crisp SVG, short in the HTML. */
export const round = (n: number) => Math.round(n * 100) / 100
