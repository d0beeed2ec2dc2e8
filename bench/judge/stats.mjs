// Small statistics and table helpers shared by bench/judge.mjs (no thresholds: figures and ratios only).

export function sorted(values) {
  return [...values].sort((a, b) => a - b)
}

export function median(values) {
  const s = sorted(values)
  if (s.length === 0) return Number.NaN
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export function pct(values, p) {
  const s = sorted(values)
  if (s.length === 0) return Number.NaN
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]
}

export const p95 = (values) => pct(values, 0.95)

export const ms = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '—')

export const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null)

/** Prints rows of cells, first column left-aligned, the rest right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c)))
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)))
  for (const [n, r] of all.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
}

export function shuffle(items) {
  const a = [...items]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}
