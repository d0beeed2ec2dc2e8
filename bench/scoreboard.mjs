// Scoreboard engine cost (modules/competitions/scoring): 10,000 participants × 12 problems × 300,000 attempts
// over a 5-hour clock, public view (frozen for the last hour), for each style:
//   - baseline: a plain in-memory sort of the same 300,000 rows by (participant, time), on a fresh copy;
//   - full recompute: new Scoreboard + load + standings(), with the ratio to the baseline of the same run;
//   - incremental: each of the last 10,000 attempts applied onto a board loaded with the first 290,000 (per
//     apply, and per apply followed by a standing(id) read), plus 1,000 rejudges of earlier attempts.
// Figures only: the targets (full ≤ 100 ms, incremental ≤ 1 ms) are printed as information, never enforced.
// It fails only when the engine disagrees with itself (applied ≠ loaded standings). BENCH_ROUNDS (default 15)
// sets the full-recompute rounds, BENCH_APPLY_ROUNDS (default 3) the incremental ones. Ends with `JSON: {...}`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { build } from 'esbuild'
import { median, ms, p95, round, shuffle, table } from './judge/stats.mjs'
import { HOUR, contest, seeded } from './scoreboard/data.mjs'

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 15))
const APPLY_ROUNDS = Math.max(1, Number(process.env.BENCH_APPLY_ROUNDS ?? 3))
const PEOPLE = 10_000
const PROBLEMS = 12
const COUNT = 300_000
const TAIL = 10_000
const REJUDGES = 1_000
const FREEZE_AT = 4 * HOUR
const STYLES = ['icpc', 'olympiad', 'trilha']
const TARGET_FULL_MS = 100
const TARGET_APPLY_MS = 1
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const started = performance.now()

// The engine bundled from the current source (plain node cannot import TypeScript).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-scoreboard-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))
await build({
  entryPoints: [path.join(root, 'modules/competitions/scoring/index.ts')],
  outfile: path.join(tmp, 'scoring.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  alias: { '~': root },
  logLevel: 'warning',
})
const { Scoreboard } = await import(path.join(tmp, 'scoring.mjs'))

const { participants, attempts } = contest({ people: PEOPLE, problems: PROBLEMS, count: COUNT })
const head = attempts.slice(0, COUNT - TAIL)
const tail = attempts.slice(COUNT - TAIL)
const rand = seeded(7)
const rejudges = Array.from({ length: REJUDGES }, () => {
  const a = attempts[Math.floor(rand() * (COUNT - TAIL))]
  const accepted = a.status !== 'accepted'
  return { ...a, status: accepted ? 'accepted' : 'wrong_answer', score: accepted ? 100 : 30 }
})

const board = (style) => new Scoreboard({ style, problems: PROBLEMS, participants, freezeAt: FREEZE_AT })
const time = (fn) => {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

let inconsistent = 0
function check(label, actual, expected) {
  if (isDeepStrictEqual(actual, expected)) return
  inconsistent++
  const i = actual.findIndex((row, n) => !isDeepStrictEqual(row, expected[n]))
  console.error(`INCONSISTENT ${label}: first differing row ${i}`, actual[i], expected[i])
}

// Warm-up (JIT) on every path.
for (let i = 0; i < 3; i++) {
  head.slice().sort((a, b) => a.participant - b.participant || a.time - b.time)
  for (const style of STYLES) {
    const b = board(style)
    b.load(head)
    for (const a of tail.slice(0, 2000)) b.apply(a)
    b.standings()
  }
}

// 1 + 2: baseline sort and full recompute, interleaved in a shuffled order each round.
const full = Object.fromEntries(STYLES.map((s) => [s, { full: [], load: [], standings: [] }]))
const baseline = []
for (let r = 0; r < ROUNDS; r++) {
  for (const variant of shuffle(['baseline', ...STYLES])) {
    if (variant === 'baseline') {
      const rows = attempts.slice()
      baseline.push(time(() => rows.sort((a, b) => a.participant - b.participant || a.time - b.time)))
      continue
    }
    const t0 = performance.now()
    const b = board(variant)
    b.load(attempts)
    const t1 = performance.now()
    const rows = b.standings()
    const t2 = performance.now()
    if (rows.length !== PEOPLE) throw new Error(`${variant}: ${rows.length} rows`)
    full[variant].full.push(t2 - t0)
    full[variant].load.push(t1 - t0)
    full[variant].standings.push(t2 - t1)
  }
}

// 3: incremental, one timing per apply.
const inc = Object.fromEntries(STYLES.map((s) => [s, { apply: [], read: [], rejudge: [] }]))
for (let r = 0; r < APPLY_ROUNDS; r++) {
  for (const style of shuffle(STYLES)) {
    const s = inc[style]
    const b = board(style)
    b.load(head)
    for (const a of tail) s.apply.push(time(() => b.apply(a)))
    for (const a of rejudges) s.rejudge.push(time(() => b.apply(a)))

    const withRead = board(style)
    withRead.load(head)
    let ranks = 0
    for (const a of tail) {
      const t0 = performance.now()
      withRead.apply(a)
      ranks += withRead.standing(a.participant).rank
      s.read.push(performance.now() - t0)
    }
    if (!(ranks > 0)) throw new Error('no ranks read')

    if (r === 0) {
      const loaded = board(style)
      loaded.load(attempts)
      const expected = loaded.standings()
      check(`${style}: apply sequence vs load`, withRead.standings(), expected)
      for (const row of expected.filter((_, i) => i % 97 === 0))
        check(`${style}: standing(${row.participant})`, [withRead.standing(row.participant)], [row])
      const rejudged = board(style)
      rejudged.load([...attempts, ...rejudges])
      check(`${style}: rejudges applied vs loaded`, b.standings(), rejudged.standings())
    }
  }
}

const base = median(baseline)
const rows = STYLES.map((style) => {
  const f = full[style]
  const i = inc[style]
  return {
    style,
    fullMs: median(f.full),
    fullP95Ms: p95(f.full),
    fullBestMs: Math.min(...f.full),
    loadMs: median(f.load),
    standingsMs: median(f.standings),
    ratio: median(f.full) / base,
    applyMs: median(i.apply),
    applyP95Ms: p95(i.apply),
    applyReadMs: median(i.read),
    applyReadP95Ms: p95(i.read),
    rejudgeMs: median(i.rejudge),
    rejudgeP95Ms: p95(i.rejudge),
  }
})

console.log(
  `scoreboard engine: ${PEOPLE} participants × ${PROBLEMS} problems × ${COUNT} attempts, frozen from 4 h;` +
    ` ${ROUNDS} full rounds, ${APPLY_ROUNDS} × ${TAIL} applies; ms (median / p95)\n`,
)
console.log(
  `baseline: plain sort of the ${COUNT} rows by (participant, time): ${ms(base)} / ${ms(p95(baseline))}` +
    ` (best ${ms(Math.min(...baseline))})\n`,
)
table(
  ['style', 'full recompute', 'best', 'load', 'standings()', 'full ÷ sort'],
  rows.map((r) => [
    r.style,
    `${ms(r.fullMs)} / ${ms(r.fullP95Ms)}`,
    ms(r.fullBestMs),
    ms(r.loadMs),
    ms(r.standingsMs),
    `${r.ratio.toFixed(2)}×`,
  ]),
)
console.log('')
table(
  ['style', 'apply', 'apply + standing(id)', 'rejudge apply'],
  rows.map((r) => [
    r.style,
    `${ms(r.applyMs, 4)} / ${ms(r.applyP95Ms, 4)}`,
    `${ms(r.applyReadMs, 4)} / ${ms(r.applyReadP95Ms, 4)}`,
    `${ms(r.rejudgeMs, 4)} / ${ms(r.rejudgeP95Ms, 4)}`,
  ]),
)
console.log(
  `\ntargets (information only): full ≤ ${TARGET_FULL_MS} ms, incremental ≤ ${TARGET_APPLY_MS} ms;` +
    ` consistency: ${inconsistent === 0 ? 'applied = loaded' : `${inconsistent} mismatch(es)`}`,
)

const figures = {
  participants: PEOPLE,
  problems: PROBLEMS,
  attempts: COUNT,
  rounds: ROUNDS,
  applyRounds: APPLY_ROUNDS,
  baselineSortMs: round(base, 3),
  baselineSortP95Ms: round(p95(baseline), 3),
  baselineSortBestMs: round(Math.min(...baseline), 3),
  styles: Object.fromEntries(
    rows.map(({ style, ...r }) => [
      style,
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          round(v, k.startsWith('apply') || k.startsWith('rejudge') ? 5 : 3),
        ]),
      ),
    ]),
  ),
  targets: { fullMs: TARGET_FULL_MS, applyMs: TARGET_APPLY_MS },
  consistent: inconsistent === 0,
  seconds: round((performance.now() - started) / 1000, 1),
}
console.log(`\nJSON: ${JSON.stringify(figures)}`)
if (inconsistent > 0) process.exitCode = 1
