// npm run judge -- <source> --lang <id> --tests <zip|folder> [--time-limit s] [--memory-limit MiB] [--checker file]
// npm run judge -- --languages
// Judges without the web app and prints JSON (staff, benchmarks). Exit code 0 when judged, 2 on bad usage.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { judgeSubmission } from './judge'
import { detectLanguages } from './languages'
import { importFolder, importZip, manifestToTestCases } from './packages'
import { sandboxAvailability } from './sandbox/index'
import type { CheckerSpec } from './types'

const USAGE = `usage: npm run judge -- <source file> --lang <id> --tests <zip or folder>
       [--time-limit <seconds>] [--memory-limit <MiB>] [--checker <file.cpp> | --float <abs>,<rel> | --exact]
       npm run judge -- --languages`

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      tests: { type: 'string' },
      'time-limit': { type: 'string', default: '1' },
      'memory-limit': { type: 'string', default: '256' },
      checker: { type: 'string' },
      float: { type: 'string' },
      exact: { type: 'boolean' },
      languages: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (values.languages) {
    const sandbox = await sandboxAvailability()
    print({ sandbox, languages: await detectLanguages() })
    return 0
  }
  const source = positionals[0]
  if (!source || !values.lang || !values.tests) return usage('a source file, --lang and --tests are needed')
  const timeMs = Math.round(Number(values['time-limit']) * 1000)
  const memoryMiB = Number(values['memory-limit'])
  if (!(timeMs > 0) || !(memoryMiB > 0))
    return usage('--time-limit and --memory-limit must be positive numbers')
  const availability = await sandboxAvailability()
  if (!availability.ok) {
    console.error(`judge: refusing to run code: ${availability.reason}`)
    return 1
  }
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'trilha-cli-'))
  try {
    const packageDir = path.join(scratch, 'package')
    const stat = await fs.stat(values.tests)
    const manifest = stat.isDirectory()
      ? await importFolder(values.tests, packageDir)
      : await importZip(values.tests, packageDir)
    const report = await judgeSubmission({
      language: values.lang,
      code: await fs.readFile(source, 'utf8'),
      limits: { timeMs, memoryMiB },
      tests: manifestToTestCases(manifest),
      checker: checkerFrom(values),
    })
    print({
      status: report.status,
      score: report.score,
      ...(report.errorCode ? { errorCode: report.errorCode } : {}),
      ...(report.compilationMessage ? { compilationMessage: report.compilationMessage } : {}),
      tests: report.tests.map((t) => ({
        name: t.name,
        verdict: t.verdict,
        cpuMs: t.cpuMs,
        wallMs: t.wallMs,
        memoryKiB: t.memoryKiB,
        ...(t.message ? { message: t.message } : {}),
      })),
      ...(report.log.length ? { log: report.log } : {}),
    })
    return 0
  } catch (error) {
    const e = error as Error & { code?: string }
    console.error(`judge: ${e.code ? `${e.code}: ` : ''}${e.message}`)
    return 2
  } finally {
    await fs.rm(scratch, { recursive: true, force: true })
  }
}

function checkerFrom(values: { checker?: string; float?: string; exact?: boolean }): CheckerSpec {
  if (values.checker) return { kind: 'custom', sourcePath: path.resolve(values.checker), language: 'c++' }
  if (values.float) {
    const [absolute, relative] = values.float.split(',').map(Number)
    return { kind: 'float', absolute: absolute ?? 1e-6, relative: relative ?? absolute ?? 1e-6 }
  }
  return values.exact ? { kind: 'exact' } : { kind: 'tokens' }
}

function usage(problem: string): number {
  console.error(`judge: ${problem}\n${USAGE}`)
  return 2
}

function print(value: unknown) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
}

process.exitCode = await main(process.argv.slice(2)).catch((error) => {
  console.error(error)
  return 1
})
