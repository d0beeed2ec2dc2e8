// Writing a package: everything goes to a staging dir beside destDir, which replaces destDir only once the
// whole import succeeded — a refused or broken upload leaves the previous package in place.
import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { PackageError, type PackageErrorParams, type PackageLimits } from './errors'
import type { PlannedTest, SourceEntry } from './layout'
import { type PackageManifest, buildManifest } from './manifest'

// Sandboxed programs (uid 65534) read test files in some flows.
const FILE_MODE = 0o644
const DIR_MODE = 0o755

export async function createStaging(destDir: string): Promise<string> {
  const dest = path.resolve(destDir)
  await fsp.mkdir(path.dirname(dest), { recursive: true })
  const staging = await fsp.mkdtemp(`${dest}.staging-`)
  await fsp.chmod(staging, DIR_MODE)
  return staging
}

export async function ensureDir(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: DIR_MODE })
  await fsp.chmod(dir, DIR_MODE) // mkdir's mode is filtered by the umask
}

/**
 * Streams `source` into a new file, counting the bytes that really arrive: headers and stat sizes may lie
 * (zip bombs, files growing while copied). Past `cap` the source is destroyed and too_large thrown, so at
 * most `cap` bytes (plus one chunk) reach the disk.
 */
export async function writeCapped(
  source: Readable,
  filePath: string,
  cap: number,
  onExceeded: PackageErrorParams,
): Promise<number> {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length
      if (bytes > cap) callback(new PackageError('too_large', onExceeded))
      else callback(null, chunk)
    },
  })
  const sink = fs.createWriteStream(filePath, { flags: 'wx', mode: FILE_MODE })
  await pipeline(source, counter, sink)
  await fsp.chmod(filePath, FILE_MODE)
  return bytes
}

/** Puts staging in destDir's place; on failure destDir is restored and staging left for the caller. */
export async function commitStaging(staging: string, destDir: string): Promise<void> {
  const dest = path.resolve(destDir)
  const old = `${dest}.old-${crypto.randomBytes(6).toString('hex')}`
  let moved = false
  try {
    await fsp.rename(dest, old)
    moved = true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  try {
    await fsp.rename(staging, dest)
  } catch (error) {
    if (moved) await fsp.rename(old, dest)
    throw error
  }
  if (moved) await fsp.rm(old, { recursive: true, force: true })
}

export async function discardStaging(staging: string): Promise<void> {
  await fsp.rm(staging, { recursive: true, force: true })
}

/**
 * Writes every planned test into a fresh staging dir and swaps it in. `open` gives a file's bytes;
 * `mapError` turns a failure while copying one file into the error to report (e.g. a corrupt zip entry).
 */
export async function installPlan<T>(
  plan: PlannedTest<T>[],
  destDir: string,
  limits: PackageLimits,
  open: (source: SourceEntry<T>) => Promise<Readable> | Readable,
  mapError: (error: unknown, source: SourceEntry<T>) => unknown = (error) => error,
): Promise<PackageManifest> {
  const staging = await createStaging(destDir)
  let totalBytes = 0
  try {
    for (const test of plan) {
      const groupDir = path.join(staging, String(test.group))
      await ensureDir(groupDir)
      for (const [file, extension] of [
        [test.input, 'in'],
        [test.answer, 'out'],
      ] as const) {
        const remaining = limits.maxTotalBytes - totalBytes
        const cap = Math.min(limits.maxFileBytes, remaining)
        const exceeded =
          cap === remaining
            ? { limit: limits.maxTotalBytes, reason: 'total' }
            : { name: file.source.path, limit: limits.maxFileBytes, reason: 'file' }
        const target = path.join(groupDir, `${test.name}.${extension}`)
        try {
          totalBytes += await writeCapped(await open(file.source), target, cap, exceeded)
        } catch (error) {
          throw error instanceof PackageError ? error : mapError(error, file.source)
        }
      }
    }
    await commitStaging(staging, destDir)
  } catch (error) {
    await discardStaging(staging)
    throw error
  }
  return buildManifest(path.resolve(destDir), plan, totalBytes)
}
