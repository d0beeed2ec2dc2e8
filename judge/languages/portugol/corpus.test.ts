// The corpus (corpus/README.md): every ok/ and runtime/ program through the judge CLI in the sandbox, the exact
// output and run-time message through node, every errors/ program's exact compiler messages.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { compilePortugol } from './compiler'
import { formatDiagnostic } from './diagnostics'
import { HOST_RUNTIME, compileAndRun } from './host-run'

const CORPUS = path.join(__dirname, 'corpus')
const run = promisify(execFile)
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portugol-corpus-'))
// The judge CLI as `npm run judge` runs it, bundled from the current source by the test setup.
const cli = process.env.JUDGE_CLI ?? path.resolve('build/judge/cli.js')

const programs = (folder: string) =>
  fs
    .readdirSync(path.join(CORPUS, folder))
    .filter((f) => f.endsWith('.por'))
    .map((f) => f.slice(0, -4))
    .sort()
const read = (folder: string, name: string, ext: string) => {
  const file = path.join(CORPUS, folder, `${name}.${ext}`)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** `npm run judge -- <program> --lang portugol --tests <one test: input, expected> --exact`. */
async function judgeCli(folder: string, name: string) {
  const tests = path.join(scratch, folder, name)
  fs.mkdirSync(path.join(tests, '1'), { recursive: true })
  fs.writeFileSync(path.join(tests, '1', '1.in'), read(folder, name, 'in'))
  fs.writeFileSync(path.join(tests, '1', '1.out'), read(folder, name, 'out'))
  const source = path.join(CORPUS, folder, `${name}.por`)
  const { stdout } = await run(
    process.execPath,
    [cli, source, '--lang', 'portugol', '--tests', tests, '--exact'],
    {
      cwd: path.resolve('.'),
    },
  )
  return JSON.parse(stdout) as { status: string; tests: { verdict: string; message?: string }[] }
}

/** Compiled on the host and run by node without --diagnostics=json: what a student sees, in pt-BR. */
const runOnHost = (folder: string, name: string) =>
  compileAndRun(read(folder, name, 'por'), read(folder, name, 'in'), scratch)

describe.concurrent('corpus: programs that run (judge CLI, sandbox, exact checker)', () => {
  it.each(programs('ok'))('%s', async (name) => {
    const report = await judgeCli('ok', name)
    expect(report.status, JSON.stringify(report.tests)).toBe('accepted')
  })
})

describe.concurrent('corpus: programs that stop with a run-time error', () => {
  it.each(programs('runtime'))('%s', async (name) => {
    const report = await judgeCli('runtime', name)
    expect(report.status, JSON.stringify(report.tests)).toBe('run_time_error')
    const host = runOnHost('runtime', name)
    expect(host.code).toBe(1)
    expect(host.stdout).toBe(read('runtime', name, 'out'))
    expect(host.stderr).toBe(read('runtime', name, 'err'))
  })
})

describe('corpus: programs with compile errors (exact messages)', () => {
  it.each(programs('errors'))('%s', (name) => {
    const result = compilePortugol(read('errors', name, 'por'), HOST_RUNTIME)
    expect(result.ok).toBe(false)
    const text = result.ok ? '' : result.errors.map((e) => `${formatDiagnostic(e)}\n`).join('')
    expect(text).toBe(read('errors', name, 'err'))
  })
})
