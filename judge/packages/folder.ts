// Importing a test package from a folder (the CLI's --tests <folder> and the seed): same rules as a zip.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { type ImportOptions, PackageError, resolveLimits } from './errors'
import { installPlan } from './install'
import { type SourceEntry, planPackage } from './layout'
import type { PackageManifest } from './manifest'

async function walk(root: string, maxEntries: number): Promise<SourceEntry<string>[]> {
  const entries: SourceEntry<string>[] = []
  const pending = ['']
  while (pending.length > 0) {
    const relative = pending.pop() as string
    for (const dirent of await fsp.readdir(path.join(root, relative), { withFileTypes: true })) {
      if (entries.length >= maxEntries) throw new PackageError('too_many_entries', { limit: maxEntries })
      const rel = relative ? `${relative}/${dirent.name}` : dirent.name
      const absolute = path.join(root, rel)
      // A link could point anywhere on the host: refused like a symlink entry in a zip.
      if (dirent.isSymbolicLink()) throw new PackageError('path_traversal', { name: rel, reason: 'symlink' })
      if (dirent.isDirectory()) {
        entries.push({ path: `${rel}/`, isDir: true, size: 0, ref: absolute })
        pending.push(rel)
      } else if (dirent.isFile()) {
        entries.push({ path: rel, isDir: false, size: (await fsp.lstat(absolute)).size, ref: absolute })
      } else {
        throw new PackageError('path_traversal', { name: rel, reason: 'special_file' })
      }
    }
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

export async function importFolder(
  srcDir: string,
  destDir: string,
  options?: ImportOptions,
): Promise<PackageManifest> {
  const limits = resolveLimits(options)
  const plan = planPackage(await walk(path.resolve(srcDir), limits.maxEntries), limits)
  // O_NOFOLLOW: a file may have been swapped for a link since it was listed (sizes are recounted too).
  return installPlan(plan, destDir, limits, async (source) => {
    const handle = await fsp.open(source.ref, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
    return handle.createReadStream()
  })
}
