#!/usr/bin/env node
// Summarises `.cpuprofile` files (node --cpu-prof; `BENCH_CPU_PROF=prof npm run bench http`): the busy time's
// top functions by self time and the share by package (inclusive, so shares overlap). Used for ADR 020.
// Usage: node scripts/cpu-profile.mjs prof/*.cpuprofile
import fs from 'node:fs'

const files = process.argv.slice(2)
if (!files.length) {
  console.error('usage: node scripts/cpu-profile.mjs <file.cpuprofile>...')
  process.exit(2)
}

const self = new Map()
const pkg = new Map()
let busy = 0
let idle = 0

function area(url) {
  if (!url) return '(native)'
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (m) return m[1]
  if (url.includes('/build/server/')) return '(app server build)'
  if (url.startsWith('node:')) return '(node core)'
  return url.replace(/^file:\/\/.*\/wt-[^/]+\//, '')
}

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const hits = new Map()
  profile.timeDeltas.forEach((dt, i) => {
    const id = profile.samples[i]
    hits.set(id, (hits.get(id) ?? 0) + dt)
  })
  for (const [id, us] of hits) {
    const node = byId.get(id)
    const name = node.callFrame.functionName || '(anonymous)'
    if (name === '(idle)' || name === '(program)') {
      idle += name === '(idle)' ? us : 0
      if (name === '(idle)') continue
    }
    busy += us
    const key = `${name} ${area(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + us)
    // Inclusive per package: count this sample once for every package on its stack.
    const seen = new Set()
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const a = name === '(garbage collector)' ? '(gc)' : area(byId.get(cur).callFrame.url)
      if (seen.has(a)) continue
      seen.add(a)
      pkg.set(a, (pkg.get(a) ?? 0) + us)
    }
  }
}

const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`
console.log(
  `busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s over ${files.length} file(s)`,
)
console.log('\nInclusive by package (overlapping):')
for (const [a, us] of [...pkg].sort((x, y) => y[1] - x[1]).slice(0, 18))
  console.log(`${pct(us).padStart(6)}  ${a}`)
console.log('\nTop self time:')
for (const [k, us] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 30))
  console.log(`${pct(us).padStart(6)}  ${k}`)
