// Part 5 of bench/judge.mjs: the attack suite (judge/attacks, vitest) run once, counted. Each attack is a test that
// asserts containment and the verdict: a failed one is an attack the sandbox did not hold as it should (an escape
// or a changed verdict), listed by name.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { table } from './stats.mjs'

export function attackSuite(root, tmp) {
  const out = path.join(tmp, 'attacks.json')
  const work = path.join(tmp, 'attacks-work')
  fs.mkdirSync(work, { mode: 0o711 })
  const t0 = performance.now()
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      'judge/attacks',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    { cwd: root, env: { ...process.env, JUDGE_WORK_DIR: work }, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const seconds = (performance.now() - t0) / 1000
  let results
  try {
    results = JSON.parse(fs.readFileSync(out, 'utf8'))
  } catch {
    console.log(`\n5. Attack suite: could not run (exit ${res.status}): ${String(res.stderr).slice(0, 400)}`)
    return { error: `vitest exit ${res.status}` }
  }
  const tests = results.testResults.flatMap((f) => f.assertionResults)
  const failed = tests.filter((t) => t.status === 'failed')
  const held = tests.filter((t) => t.status === 'passed').length
  console.log(
    `\n5. Attack suite (judge/attacks, ${results.testResults.length} files, ${seconds.toFixed(1)} s)`,
  )
  table(
    ['figure', 'value'],
    [
      ['attacks run', String(tests.length)],
      ['held (contained, verdict as expected)', String(held)],
      ['not held', failed.length ? failed.map((t) => t.fullName).join('; ') : '0'],
    ],
  )
  return { attacks: tests.length, held, notHeld: failed.map((t) => t.fullName) }
}
