import fs from 'node:fs/promises'
import path from 'node:path'
import { databasePath } from '~/db/client.server'

/** Uploaded and generated files of every module: `MEDIA_DIR`, else a `media` folder beside the database. */
export function mediaDir(): string {
  return path.resolve(process.env.MEDIA_DIR ?? path.join(path.dirname(databasePath()), 'media'))
}

/** A path inside mediaDir() for a positive integer id; throws on anything else (ids come from the database). */
export function mediaPath(folder: string, id: number, ext: string): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad id ${id}`)
  return path.join(mediaDir(), folder, `${id}.${ext}`)
}

/**
 * Writes a stored file so that no reader ever gets half of it: the bytes go to a file beside the target and
 * are renamed over it (the folder is made when missing). On failure the partial file is removed and the
 * error thrown.
 */
export async function writeMediaFile(target: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  try {
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(temporary, bytes)
    await fs.rename(temporary, target)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}
