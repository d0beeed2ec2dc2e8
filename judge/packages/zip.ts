// Importing a test package from an uploaded zip. Staff upload it, but it is still untrusted input: every
// name, size and attribute in it is checked before a byte is written, and bytes are counted as they inflate.
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import { type ImportOptions, PackageError, resolveLimits } from './errors'
import { installPlan } from './install'
import { type SourceEntry, planPackage } from './layout'
import type { PackageManifest } from './manifest'

const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const S_IFLNK = 0o120000

function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      zipPath,
      // Names are decoded and validated here rather than by yauzl, so each problem gets its own code.
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    )
  })
}

function entryName(entry: yauzl.Entry): string {
  // strictFileNames keeps backslashes, which the layout rules then refuse.
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true)
}

/** Reads the central directory, refusing what cannot be a plain file or folder. */
function readEntries(zip: yauzl.ZipFile, maxEntries: number): Promise<SourceEntry<yauzl.Entry>[]> {
  return new Promise((resolve, reject) => {
    const entries: SourceEntry<yauzl.Entry>[] = []
    const fail = (error: unknown) => {
      zip.removeAllListeners('entry')
      reject(error instanceof PackageError ? error : new PackageError('bad_zip', {}, String(error)))
    }
    zip.on('error', fail)
    zip.on('end', () => resolve(entries))
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        if (entries.length >= maxEntries) throw new PackageError('too_many_entries', { limit: maxEntries })
        const name = entryName(entry)
        const type = (entry.externalFileAttributes >>> 16) & S_IFMT
        if (type === S_IFLNK) throw new PackageError('path_traversal', { name, reason: 'symlink' })
        if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
          throw new PackageError('path_traversal', { name, reason: 'special_file' })
        }
        const isDir = name.endsWith('/')
        if (!isDir && entry.isEncrypted()) throw new PackageError('encrypted', { name })
        if (!isDir && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          throw new PackageError(
            'bad_zip',
            { name },
            `unsupported compression method ${entry.compressionMethod}`,
          )
        }
        entries.push({ path: name, isDir, size: entry.uncompressedSize, ref: entry })
        zip.readEntry()
      } catch (error) {
        fail(error)
      }
    })
    zip.readEntry()
  })
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream)))
  })
}

export async function importZip(
  zipPath: string,
  destDir: string,
  options?: ImportOptions,
): Promise<PackageManifest> {
  const limits = resolveLimits(options)
  let zip: yauzl.ZipFile
  try {
    zip = await openZip(zipPath)
  } catch (error) {
    throw new PackageError('bad_zip', {}, (error as Error).message)
  }
  try {
    // The end record announces the count: a million-entry archive is refused before reading any of it.
    if (zip.entryCount > limits.maxEntries) {
      throw new PackageError('too_many_entries', { limit: limits.maxEntries })
    }
    const entries = await readEntries(zip, limits.maxEntries)
    return await installPlan(
      planPackage(entries, limits),
      destDir,
      limits,
      (source) => openEntry(zip, source.ref),
      (error, source) =>
        // System errors (disk full) are the judge's; anything else came from the archive's bytes:
        // corrupt deflate data, or content longer or shorter than its header says.
        (error as NodeJS.ErrnoException).syscall
          ? error
          : new PackageError('bad_zip', { name: source.path }, (error as Error).message),
    )
  } finally {
    zip.close()
  }
}
