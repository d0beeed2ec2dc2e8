import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { DB } from '~/db/client.server'
import { manifestToTestCases, readPackage } from '~/judge/packages'
import { judgeWorkDir } from '~/judge/sandbox/index'
import type { CheckerSpec, JudgeJob, TestCase } from '~/judge/types'
import { authorLimits } from '../content/author-limits'
import { checkerSourceFile } from '../content/checker-compile.server'
import { packageDir } from '../packages/paths.server'

/** The job for one submission: the exercise's limits and checker, its samples and its package. */
export async function buildTask(conn: DB, submissionId: number) {
  const row = await conn
    .selectFrom('submissions as s')
    .innerJoin('programming_exercises as e', 'e.id', 's.exercise_id')
    .leftJoin('users as author', 'author.id', 'e.author_id')
    .select(['s.language', 's.code', 'e.id as exerciseId', 'e.time_limit_ms', 'e.memory_limit_mib'])
    .select(['e.author_id', 'author.is_admin as authorIsAdmin', 'author.permissions as authorPermissions'])
    .select([
      'e.checker_kind',
      'e.checker_abs',
      'e.checker_rel',
      'e.checker_source',
      'e.group_weights',
      'e.package_hash',
    ])
    .where('s.id', '=', submissionId)
    .executeTakeFirst()
  if (!row) return null
  const samples = await conn
    .selectFrom('exercise_samples')
    .select(['position', 'input', 'output'])
    .where('exercise_id', '=', row.exerciseId)
    .orderBy('position')
    .execute()
  const tests: TestCase[] = await sampleFiles(row.exerciseId, samples)
  if (row.package_hash) tests.push(...manifestToTestCases(await readPackage(packageDir(row.exerciseId))))
  if (tests.length === 0) return null
  const settings = await conn
    .selectFrom('judge_language_settings')
    .selectAll()
    .where('language', '=', row.language)
    .executeTakeFirst()
  // The author's bounds apply here too, not only in the form: rows saved before the bounds existed (or by
  // someone who lost the staff permission since) cannot ask more of the judge than their author may.
  const limits = authorLimits(staffAuthored(row))
  const job: JudgeJob = {
    language: row.language,
    code: row.code,
    limits: {
      timeMs: Math.min(row.time_limit_ms, limits.maxTimeLimitMs),
      memoryMiB: Math.min(row.memory_limit_mib, limits.maxMemoryMiB),
    },
    budget: limits.budget,
    tests,
    checker: await checkerSpec(row),
    groupWeights: row.group_weights ? JSON.parse(row.group_weights) : undefined,
  }
  return { job, settings: languageSettings(settings) }
}

/**
 * The limits a run of `language` gets on this exercise, as a judged test gets them (the author's bounds, the
 * staff's language settings): custom tests (exercises/custom-run.server.ts) run under the very same.
 */
export async function exerciseRunLimits(conn: DB, exerciseId: number, language: string) {
  const row = await conn
    .selectFrom('programming_exercises as e')
    .leftJoin('users as author', 'author.id', 'e.author_id')
    .select(['e.time_limit_ms', 'e.memory_limit_mib', 'e.author_id'])
    .select(['author.is_admin as authorIsAdmin', 'author.permissions as authorPermissions'])
    .where('e.id', '=', exerciseId)
    .executeTakeFirst()
  if (!row) return null
  const bounds = authorLimits(staffAuthored(row))
  const settings = await conn
    .selectFrom('judge_language_settings')
    .selectAll()
    .where('language', '=', language)
    .executeTakeFirst()
  return {
    limits: {
      timeMs: Math.min(row.time_limit_ms, bounds.maxTimeLimitMs),
      memoryMiB: Math.min(row.memory_limit_mib, bounds.maxMemoryMiB),
    },
    settings: languageSettings(settings),
  }
}

function languageSettings(
  settings:
    | { time_multiplier: number | null; compile_time_ms: number | null; compile_memory_mib: number | null }
    | undefined,
) {
  return settings
    ? {
        timeMultiplier: settings.time_multiplier ?? undefined,
        compileTimeMs: settings.compile_time_ms ?? undefined,
        compileMemoryMiB: settings.compile_memory_mib ?? undefined,
      }
    : undefined
}

/** Exercises without an author were seeded or imported by staff; otherwise the author's permissions decide. */
function staffAuthored(row: {
  author_id: number | null
  authorIsAdmin: number | null
  authorPermissions: string | null
}) {
  if (row.author_id === null) return true
  if (row.authorIsAdmin === 1) return true
  try {
    const permissions = JSON.parse(row.authorPermissions ?? '[]') as unknown
    return Array.isArray(permissions) && permissions.includes('create_content')
  } catch {
    return false
  }
}

/** Samples live in the database; the sandbox reads files. Written once per content (hash-named). */
async function sampleFiles(
  exerciseId: number,
  samples: { position: number; input: string; output: string }[],
) {
  if (samples.length === 0) return []
  const hash = createHash('sha256').update(JSON.stringify(samples)).digest('hex').slice(0, 16)
  const dir = path.join(judgeWorkDir(), 'samples', `${exerciseId}-${hash}`)
  const tests = samples.map((s, i) => ({
    name: `sample ${i + 1}`,
    group: 0,
    sample: true,
    inputPath: path.join(dir, `${s.position}.in`),
    answerPath: path.join(dir, `${s.position}.out`),
  }))
  try {
    await fs.access(dir)
  } catch {
    // A unique scratch folder: two jobs of one exercise built in the same millisecond (the queue runs several at
    // once) shared `pid.time`, and the first rename took the second's files away (ENOENT, seen in CI).
    await fs.mkdir(path.dirname(dir), { recursive: true, mode: 0o755 })
    const tmp = await fs.mkdtemp(`${dir}.tmp-`)
    await fs.chmod(tmp, 0o755)
    for (const s of samples) {
      await fs.writeFile(path.join(tmp, `${s.position}.in`), s.input, { mode: 0o644 })
      await fs.writeFile(path.join(tmp, `${s.position}.out`), s.output, { mode: 0o644 })
    }
    await fs.rename(tmp, dir).catch(() => fs.rm(tmp, { recursive: true, force: true }))
  }
  return tests
}

async function checkerSpec(row: {
  exerciseId: number
  checker_kind: string
  checker_abs: number | null
  checker_rel: number | null
  checker_source: string | null
}): Promise<CheckerSpec> {
  if (row.checker_kind === 'exact') return { kind: 'exact' }
  if (row.checker_kind === 'float') {
    return { kind: 'float', absolute: row.checker_abs ?? 1e-6, relative: row.checker_rel ?? 1e-6 }
  }
  if (row.checker_kind === 'custom' && row.checker_source) {
    return { kind: 'custom', sourcePath: await checkerSourceFile(row.checker_source), language: 'c++' }
  }
  return { kind: 'tokens' }
}
