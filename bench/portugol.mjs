// Portugol compiler speed (issue: "Benchmark: the same algorithms in Portugol and in hand-written JavaScript;
// report the ratio. Target: ≤ 3× the JavaScript time"). Figures and ratios against a baseline measured in the
// same run, never a threshold:
//   1. each workload of bench/portugol/ (nested loops, recursion, a sieve, a bubble sort, string building, a
//      matrix product) as a Portugol program compiled by the current source and as hand-written JavaScript
//      (bench/portugol/*.cjs), both run as a whole `node` process with the same stdin: wall time around
//      spawnSync, rounds interleaved in a shuffled order, medians and p95;
//   2. node's own startup (an empty .cjs) and an empty Portugol program (startup + loading the runtime), so the
//      ratio is also given without the startup both pay;
//   3. the compile step (`node compiler.cjs prog.por out.js`, a process of its own) of each program.
// Both programs of a workload must print the same thing: the bench stops when they do not. BENCH_ROUNDS
// (default 7) sets the rounds. Ends with one `JSON: {...}` line.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPortugol } from '../scripts/build-portugol.mjs'
import { median, ms, p95, round, shuffle, table } from './judge/stats.mjs'

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 7))
const TARGET = 3
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, 'bench/portugol')
const benchStarted = performance.now()
const loadStart = os.loadavg()

/** Each workload: bench/portugol/<name>.por and <name>.cjs, fed `input` on stdin (sized for ~150–300 ms of JS beyond node's startup). */
const WORKLOADS = [
  { name: 'loops', label: 'nested loops, Σ (i·j) % 7', input: '9000' },
  { name: 'fib', label: 'recursion, fib(n)', input: '35' },
  { name: 'sieve', label: 'vector, sieve to n', input: '9000000' },
  { name: 'sort', label: 'vector, bubble sort', input: '10000' },
  { name: 'strings', label: 'string building + char count', input: '1500000' },
  { name: 'matrix', label: 'matrix product n×n', input: '350' },
]

// The compiler and runtime built from the current source, into a temp dir of this run.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-portugol-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))
const buildStarted = performance.now()
await buildPortugol(tmp)
const buildMs = performance.now() - buildStarted
const compiler = path.join(tmp, 'compiler.cjs')

function die(message) {
  console.error(`bench/portugol: ${message}`)
  process.exit(1)
}

/** One whole `node` process: wall time, stdout; any failure stops the bench. */
function run(args, input, what) {
  const t0 = performance.now()
  const res = spawnSync(process.execPath, args, {
    input,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: 120_000,
  })
  const elapsed = performance.now() - t0
  if (res.error || res.status !== 0)
    die(`${what} failed (${res.error?.message ?? `exit ${res.status}, signal ${res.signal}`}): ${res.stderr}`)
  return { elapsed, stdout: res.stdout }
}

// Programs: the two baselines and, per workload, the JavaScript and the compiled Portugol.
const emptyJs = path.join(tmp, 'empty.cjs')
fs.writeFileSync(emptyJs, '')
const emptyPor = path.join(tmp, 'empty.por')
fs.writeFileSync(emptyPor, 'programa {\n  funcao inicio() {\n  }\n}\n')
const sources = [{ name: 'empty', por: emptyPor, input: '' }].concat(
  WORKLOADS.map((w) => ({ name: w.name, por: path.join(dir, `${w.name}.por`), input: `${w.input}\n` })),
)
const compiled = (name) => path.join(tmp, `${name}.js`)

// 3. Compile times, interleaved over the programs (the first round only checks and warms the disk cache).
const compileTimes = Object.fromEntries(sources.map((s) => [s.name, []]))
for (let i = 0; i <= ROUNDS; i++) {
  for (const s of shuffle(sources)) {
    const { elapsed } = run(
      [compiler, s.por, compiled(s.name)],
      '',
      `compiling ${path.relative(root, s.por)}`,
    )
    if (i > 0) compileTimes[s.name].push(elapsed)
  }
}

// 1 + 2. Runs. Each task is one process; every round runs them all in a shuffled order, after one warm-up round
// in which both programs of a workload must print the same thing.
const tasks = [
  { key: 'node', args: [emptyJs], input: '' },
  { key: 'portugolEmpty', args: [compiled('empty')], input: '' },
]
for (const w of WORKLOADS) {
  tasks.push({ key: `${w.name}.js`, args: [path.join(dir, `${w.name}.cjs`)], input: `${w.input}\n` })
  tasks.push({ key: `${w.name}.por`, args: [compiled(w.name)], input: `${w.input}\n` })
}
const times = Object.fromEntries(tasks.map((t) => [t.key, []]))
const outputs = {}
for (let i = 0; i <= ROUNDS; i++) {
  for (const t of shuffle(tasks)) {
    const { elapsed, stdout } = run(t.args, t.input, `running ${t.key}`)
    if (i === 0) outputs[t.key] = stdout
    else times[t.key].push(elapsed)
  }
  if (i === 0) {
    for (const w of WORKLOADS) {
      const js = outputs[`${w.name}.js`]
      const por = outputs[`${w.name}.por`]
      if (js !== por || js.trim() === '')
        die(
          `${w.name}: the Portugol and JavaScript programs disagree on input ${w.input}: ` +
            `JavaScript printed ${JSON.stringify(js.slice(0, 200))}, Portugol ${JSON.stringify(por.slice(0, 200))}`,
        )
    }
  }
}

const M = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]))
const P = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, p95(v)]))
const C = Object.fromEntries(Object.entries(compileTimes).map(([k, v]) => [k, median(v)]))
const startup = M.node
const rows = WORKLOADS.map((w) => {
  const js = M[`${w.name}.js`]
  const por = M[`${w.name}.por`]
  return {
    ...w,
    js,
    por,
    jsP95: P[`${w.name}.js`],
    porP95: P[`${w.name}.por`],
    ratio: por / js,
    ratioExStartup: (por - startup) / (js - startup),
    compile: C[w.name],
  }
})

console.log(
  `Portugol vs JavaScript bench — node ${process.version}, ${os.cpus().length} cores, ${ROUNDS} rounds (+1 warm-up); ` +
    `load average ${loadStart.map((l) => l.toFixed(2)).join(' ')}; compiler+runtime built in ${ms(buildMs, 0)} ms`,
)
console.log(
  `\nWhole-process wall time (spawnSync of node, stdin piped), medians; node startup (empty .cjs) ${ms(startup, 1)} ms ` +
    `(p95 ${ms(P.node, 1)}), empty Portugol program ${ms(M.portugolEmpty, 1)} ms (p95 ${ms(P.portugolEmpty, 1)}, ` +
    `so loading the runtime adds ${ms(M.portugolEmpty - startup, 1)} ms)`,
)
table(
  [
    'workload',
    'input',
    'JS ms',
    'JS p95',
    'Portugol ms',
    'Portugol p95',
    'ratio',
    'ratio − startup',
    'compile ms',
  ],
  rows.map((r) => [
    `${r.name}: ${r.label}`,
    r.input,
    ms(r.js, 1),
    ms(r.jsP95, 1),
    ms(r.por, 1),
    ms(r.porP95, 1),
    `${ms(r.ratio)}×`,
    `${ms(r.ratioExStartup)}×`,
    ms(r.compile, 1),
  ]),
)
const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a))
const worstEx = rows.reduce((a, b) => (b.ratioExStartup > a.ratioExStartup ? b : a))
const verdict = (r) => (r <= TARGET ? `within the ≤ ${TARGET}× target` : `above the ≤ ${TARGET}× target`)
console.log(
  `\nworst ratio ${ms(worst.ratio)}× (${worst.name}): ${verdict(worst.ratio)}; ` +
    `without node startup ${ms(worstEx.ratioExStartup)}× (${worstEx.name}): ${verdict(worstEx.ratioExStartup)}`,
)
console.log(
  `compile step (a node process running compiler.cjs): median ${ms(median(rows.map((r) => r.compile)), 1)} ms over the ` +
    `workloads, ${ms(C.empty, 1)} ms for the empty program (${ms(C.empty - startup, 1)} ms above node startup)`,
)
const loadEnd = os.loadavg()
const seconds = (performance.now() - benchStarted) / 1000
console.log(
  `load average at the end ${loadEnd.map((l) => l.toFixed(2)).join(' ')}; ${seconds.toFixed(1)} s in all`,
)

const figures = {
  bench: 'portugol',
  node: process.version,
  cores: os.cpus().length,
  rounds: ROUNDS,
  loadAverage: { start: loadStart.map((l) => round(l)), end: loadEnd.map((l) => round(l)) },
  buildMs: round(buildMs, 0),
  medianMs: {
    nodeStartup: round(startup, 1),
    nodeStartupP95: round(P.node, 1),
    portugolEmpty: round(M.portugolEmpty, 1),
    compileEmpty: round(C.empty, 1),
  },
  workloads: Object.fromEntries(
    rows.map((r) => [
      r.name,
      {
        input: r.input,
        jsMs: round(r.js, 1),
        jsP95Ms: round(r.jsP95, 1),
        portugolMs: round(r.por, 1),
        portugolP95Ms: round(r.porP95, 1),
        ratio: round(r.ratio),
        ratioExStartup: round(r.ratioExStartup),
        compileMs: round(r.compile, 1),
      },
    ]),
  ),
  worstRatio: { workload: worst.name, ratio: round(worst.ratio) },
  worstRatioExStartup: { workload: worstEx.name, ratio: round(worstEx.ratioExStartup) },
  target: TARGET,
  targetMet: worst.ratio <= TARGET,
  targetMetExStartup: worstEx.ratioExStartup <= TARGET,
  seconds: round(seconds, 1),
}
console.log(`JSON: ${JSON.stringify(figures)}`)
