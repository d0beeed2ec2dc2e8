#!/usr/bin/env node
// `npm test`: typecheck, lint, build, unit/route/integration tests (vitest), then e2e (Playwright,
// JavaScript on and off). Ends with one line "tests: N passed, N failed" over everything that ran.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const tmp = path.join(root, 'tests/.tmp')
fs.mkdirSync(tmp, { recursive: true })

const steps = []
let passed = 0
let failed = 0
let skipped = 0
let flaky = 0
const flakyTitles = []

function step(name, cmd, args, env = {}) {
  console.log(`\n\x1b[36m▶ ${name}\x1b[0m  ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = res.status === 0
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) })
  return ok
}

const npx = (bin, ...args) => ['npx', ['--no-install', bin, ...args]]

const checks = [
  ['typecheck', ...npx('tsc', '--noEmit')],
  ['lint', ...npx('biome', 'check', '.')],
  ['build', 'npm', ['run', 'build', '--silent']],
]
let buildOk = true
for (const [name, cmd, args] of checks) {
  const ok = step(name, cmd, args)
  if (ok) passed += 1
  else {
    failed += 1
    if (name === 'build') buildOk = false
  }
}

// Unit, route and integration tests (integration needs the build).
const vitestJson = path.join(tmp, 'vitest.json')
fs.rmSync(vitestJson, { force: true })
step('vitest', ...npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`))
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'))
  passed += r.numPassedTests
  failed +=
    r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0)
  skipped += r.numPendingTests + r.numTodoTests
} else failed += 1

// End to end in Debian's Chromium, JavaScript enabled and disabled.
const e2eJson = path.join(tmp, 'e2e/results.json')
if (!fs.existsSync('/usr/bin/chromium')) {
  console.error(
    '\n/usr/bin/chromium is missing: install it with `apt-get install -y chromium` (.ci/run does).',
  )
  failed += 1
} else if (!buildOk) {
  console.error('\nbuild failed: skipping e2e')
  failed += 1
} else {
  fs.rmSync(e2eJson, { force: true })
  const e2eOk = step('e2e', ...npx('playwright', 'test'))
  if (fs.existsSync(e2eJson)) {
    const report = JSON.parse(fs.readFileSync(e2eJson, 'utf8'))
    const s = report.stats
    // A test that failed and then passed on its retry is flaky: counted and named as such, never as passed.
    passed += s.expected
    flaky += s.flaky ?? 0
    failed += s.unexpected
    skipped += s.skipped
    flakyTitles.push(...flakyTests(report))
    // Playwright can fail before any test runs (its web server's port taken): a failure, not zero of them.
    if (!e2eOk && s.unexpected === 0) failed += 1
  } else failed += 1
}

/** "file › title [project]" of every test Playwright marked flaky. */
function flakyTests(report) {
  const out = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') out.push(`${file ?? spec.file} › ${spec.title} [${t.projectName}]`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
  return out
}

if (flakyTitles.length) {
  console.log('\nflaky (failed, then passed on the retry):')
  for (const title of flakyTitles) console.log(`  ~ ${title}`)
}
console.log('\nsummary:')
for (const s of steps) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name.padEnd(10)} ${s.seconds}s`)
console.log(
  `tests: ${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
)
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0)
