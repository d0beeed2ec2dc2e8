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
