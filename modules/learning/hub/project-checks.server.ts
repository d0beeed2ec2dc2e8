import yauzl from 'yauzl'

// The two ways to hand in a project (docs/product.md#learning-math-and-projects): a GitHub repository link or a ZIP. Both are checked strictly
// here; nothing is fetched from GitHub (no request leaves the machine).

/** GitHub user/organisation names: 1–39 letters, digits or single hyphens, not at either end. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/
/** Repository names: 1–100 of letters, digits, '.', '_', '-'; never '.' or '..'. */
const REPO = /^[A-Za-z0-9._-]{1,100}$/
const URL_SHAPE = /^https:\/\/github\.com\/([^/?#\s]+)\/([^/?#\s]+?)\/?$/

/**
 * https://github.com/{owner}/{repo}, optionally ending in .git and/or a slash; anything else (another host,
 * http, a path below the repository, a query) is refused. Returns the canonical URL or null.
 */
export function parseGithubRepoUrl(input: string): { owner: string; repo: string; url: string } | null {
  const match = URL_SHAPE.exec(input.trim())
  if (!match) return null
  const owner = match[1]
  const repo = match[2].endsWith('.git') ? match[2].slice(0, -4) : match[2]
  if (!OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..' || repo.endsWith('.git'))
    return null
  return { owner, repo, url: `https://github.com/${owner}/${repo}` }
}

export const MAX_ZIP_ENTRIES = 10_000

export type ZipCheck =
  | { ok: true; files: string[] }
  | { ok: false; reason: 'zipInvalid' | 'zipUnsafe' }
  | { ok: false; reason: 'zipMissing'; missing: string[] }

/** A file is present at its path, or under the one folder that holds everything (GitHub's "repo-main/"). */
export function missingFiles(files: string[], obligatory: string[]): string[] {
  const names = new Set(files)
  const roots = new Set(files.map((f) => (f.includes('/') ? f.split('/')[0] : '')))
  const root = roots.size === 1 ? [...roots][0] : ''
  return obligatory.filter((wanted) => {
    const path = wanted.replace(/^\.?\//, '')
    return !names.has(path) && !(root && names.has(`${root}/${path}`))
  })
}

/**
 * Reads the ZIP's central directory (nothing is extracted): it must be a real ZIP with at least one file,
 * no absolute paths, no '..' and no backslashes, at most MAX_ZIP_ENTRIES entries, and every obligatory file.
 */
export async function inspectZip(bytes: Uint8Array, obligatory: string[]): Promise<ZipCheck> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      strictFileNames: true,
      validateEntrySizes: true,
    })
  } catch {
    return { ok: false, reason: 'zipInvalid' }
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close()
    return { ok: false, reason: 'zipInvalid' }
  }
  const files: string[] = []
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) files.push(entry.fileName)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    const unsafe = /absolute path|invalid relative path|invalid characters/.test(message)
    return { ok: false, reason: unsafe ? 'zipUnsafe' : 'zipInvalid' }
  }
  if (files.length === 0) return { ok: false, reason: 'zipInvalid' }
  const missing = missingFiles(files, obligatory)
  if (missing.length) return { ok: false, reason: 'zipMissing', missing }
  return { ok: true, files }
}
