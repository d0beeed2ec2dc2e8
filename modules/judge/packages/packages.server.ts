import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db, nowIso } from '~/db/client.server'
import {
  type PackageError,
  type PackageManifest,
  importFolder,
  importZip,
  readPackage,
  testDisplayName,
} from '~/judge/packages'
import { hiddenTestsLocked } from '../competition-gate.server'
import { judgeCopy } from '../copy.server'
import { canDownloadFailedTest, canSeeSubmission } from '../submissions/status.server'
import { packageDir } from './paths.server'

/** sha256 over the tests in order (names and bytes): the same tests give the same hash, zip or folder. */
async function hashManifest(manifest: PackageManifest): Promise<string> {
  const hash = crypto.createHash('sha256')
  for (const { group, tests } of manifest.groups) {
    for (const test of tests) {
      hash.update(`${testDisplayName(group, test.name)}\0`)
      for (const file of [test.inputPath, test.answerPath]) {
        for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
        hash.update('\0')
      }
    }
  }
  return hash.digest('hex')
}

/**
 * Imports a test package (a zip, or a folder of numbered folders holding .in/.out pairs) into
 * packageDir(exerciseId) with the engine's validation, then records its hash and test count. Throws the
 * engine's PackageError for a refused package (see packageErrorMessage); the previous package stays then.
 */
export async function setTestPackage(exerciseId: number, source: string, conn: DB = db) {
  const exercise = await conn
    .selectFrom('programming_exercises')
    .select('id')
    .where('id', '=', exerciseId)
    .executeTakeFirst()
  if (!exercise) throw new Error(`exercise ${exerciseId} does not exist`)
  const dest = packageDir(exerciseId)
  const stat = await fsp.stat(source)
  const manifest = stat.isDirectory() ? await importFolder(source, dest) : await importZip(source, dest)
  const packageHash = await hashManifest(manifest)
  await conn
    .updateTable('programming_exercises')
    .set({ package_hash: packageHash, test_count: manifest.testCount, updated_at: nowIso() })
    .where('id', '=', exerciseId)
    .execute()
  return { packageHash, testCount: manifest.testCount, totalBytes: manifest.totalBytes }
}

/** A refused package in the staff's language. */
export function packageErrorMessage(error: PackageError, lng: Lng): string {
  const copy = judgeCopy(lng).packageErrors as Record<string, string>
  const template = copy[error.code] ?? copy.bad_zip
  const params: Record<string, string> = {
    name: error.params.name ?? '',
    // Byte caps read better in MiB (16 MiB, not 16777216).
    limit:
      error.code === 'too_large' && error.params.limit !== undefined
        ? `${Math.round((error.params.limit / 1024 / 1024) * 10) / 10} MiB`
        : String(error.params.limit ?? ''),
  }
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '')
}

export type FailedTest =
  | { status: 'not_found' }
  | { status: 'no_failed_test' }
  | { status: 'forbidden' }
  /** The exercise is in a competition that has not ended: its tests stay hidden until then. */
  | { status: 'competition_running' }
  | { status: 'ok'; fileName: string; size: number; body: ReadableStream<Uint8Array> }

/** The input of a submission's first failing test, for its owner or staff when canDownloadFailedTest. */
export async function failedTestInput(user: SessionUser | null, submissionId: number): Promise<FailedTest> {
  const row = await db
    .selectFrom('submissions as s')
    .innerJoin('programming_exercises as e', 'e.id', 's.exercise_id')
    .select([
      's.user_id',
      's.exercise_id',
      's.status',
      's.competition_id',
      's.first_failed_test',
      'e.allow_test_download',
    ])
    .where('s.id', '=', submissionId)
    .executeTakeFirst()
  if (!row || !canSeeSubmission(user, row)) return { status: 'not_found' }
  if (!row.first_failed_test || ['in_queue', 'judging', 'frozen'].includes(row.status))
    return { status: 'no_failed_test' }
  if (!canDownloadFailedTest(user, row)) return { status: 'forbidden' }
  // A practice submission of a competition's problem would hand its hidden tests to the entrants.
  if (await hiddenTestsLocked({ user, exerciseId: row.exercise_id })) return { status: 'competition_running' }

  let manifest: PackageManifest
  try {
    manifest = await readPackage(packageDir(row.exercise_id))
  } catch {
    return { status: 'no_failed_test' }
  }
  for (const { group, tests } of manifest.groups) {
    const test = tests.find((t) => testDisplayName(group, t.name) === row.first_failed_test)
    if (!test) continue
    const stat = await fsp.stat(test.inputPath).catch(() => null)
    if (!stat) return { status: 'no_failed_test' }
    const safe = `${group}-${test.name}`.replace(/[^A-Za-z0-9._-]/g, '_')
    return {
      status: 'ok',
      fileName: `exercise-${row.exercise_id}-test-${safe}.in`,
      size: stat.size,
      body: Readable.toWeb(fs.createReadStream(test.inputPath)) as ReadableStream<Uint8Array>,
    }
  }
  // The package changed since the verdict: that test is gone.
  return { status: 'no_failed_test' }
}
