import yauzl from 'yauzl'

// The files of a project hand-in, read for the grader within fixed bounds: a ZIP is never extracted to disk and
// never inflated past FILE_BYTES per file or TOTAL_BYTES in all (a zip bomb stops at the first cap; yauzl also
// checks each entry's real size against the size it declares); a GitHub repository is read file by file from
// raw.githubusercontent.com only, with a time and a size limit per file.

export const FILE_LIMITS = {
  /** Entries listed (the ZIP was refused above 10 000 at upload). */
  entries: 10_000,
  /** Names shown to the model. */
  listed: 400,
  /** Text files whose content the model reads. */
  files: 40,
  fileBytes: 64 * 1024,
  totalBytes: 200 * 1024,
  githubTimeoutMs: 10_000,
} as const

export interface ProjectFiles {
  /** Every file name (directories left out), as in the archive. */
  names: string[]
  /** The text files read, in the archive's order, each cut at FILE_LIMITS.fileBytes. */
  contents: { path: string; text: string; truncated: boolean }[]
}

const TEXT =
  /\.(md|txt|html?|css|scss|js|jsx|mjs|cjs|ts|tsx|json|py|java|c|h|cpp|hpp|cc|rs|go|dart|rb|php|kt|swift|sql|ya?ml|toml|xml|sh|gitignore|env\.example|csv|vue|svelte|ipynb|cs)$/i
const SKIPPED = /(^|\/)(node_modules|\.git|dist|build|vendor|__pycache__|\.venv|venv)\//
/** Files first read: the obligatory ones and READMEs, then the rest in order. */
const isText = (name: string) => TEXT.test(name) || /(^|\/)(README|Makefile|Dockerfile|LICENSE)$/i.test(name)

function looksBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 1024).includes(0)
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry)
  const parts: Buffer[] = []
  let size = 0
  for await (const part of stream as AsyncIterable<Buffer>) {
    parts.push(part)
    size += part.length
    if (size >= cap) {
      stream.destroy()
      break
    }
  }
  return Buffer.concat(parts).subarray(0, cap)
}

/** Reads a stored project ZIP; `first` names files to read before the others (the obligatory ones). */
export async function readZipFiles(file: string, first: string[] = []): Promise<ProjectFiles> {
  const zip = await yauzl.openPromise(file, {
    lazyEntries: true,
    autoClose: false, // the entries are read after the listing
    strictFileNames: true,
    validateEntrySizes: true,
  })
  try {
    if (zip.entryCount > FILE_LIMITS.entries) throw new Error('too many entries')
    const entries: yauzl.Entry[] = []
    for await (const entry of zip.eachEntry()) if (!entry.fileName.endsWith('/')) entries.push(entry)
    const names = entries.map((e) => e.fileName)
    const wanted = new Set(first.map((f) => f.replace(/^\.?\//, '')))
    const rank = (name: string) =>
      [...wanted].some((w) => name === w || name.endsWith(`/${w}`)) ? 0 : /readme/i.test(name) ? 1 : 2
    const candidates = entries
      .filter((e) => isText(e.fileName) && !SKIPPED.test(`/${e.fileName}`))
      .sort((a, b) => rank(a.fileName) - rank(b.fileName))
    const contents: ProjectFiles['contents'] = []
    let total = 0
    for (const entry of candidates) {
      if (contents.length >= FILE_LIMITS.files || total >= FILE_LIMITS.totalBytes) break
      const cap = Math.min(FILE_LIMITS.fileBytes, FILE_LIMITS.totalBytes - total)
      const bytes = await readEntry(zip, entry, cap)
      if (looksBinary(bytes)) continue
      total += bytes.length
      contents.push({
        path: entry.fileName,
        text: bytes.toString('utf8'),
        truncated: entry.uncompressedSize > bytes.length,
      })
    }
    return { names, contents }
  } finally {
    zip.close()
  }
}

/**
 * The repository's host cannot be reached, answered a server error or its rate limit: try again later (`retryAt`
 * when GitHub said when). Each such try counts as an attempt, so a GitHub that stays out of reach (a school's
 * filtered network) ends in staff review instead of a job retried for ever.
 */
export class RepositoryUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAt: Date | null = null,
  ) {
    super(message)
    this.name = 'RepositoryUnavailableError'
  }
}

/** GitHub will not give these files (private or blocked repository, a redirect off GitHub): staff review now. */
export class RepositoryRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RepositoryRefusedError'
  }
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>
const ALLOWED_HOSTS = new Set(['raw.githubusercontent.com', 'github.com'])
/** GitHub moves renamed repositories with a redirect or two; more than this is a loop. */
export const MAX_REDIRECTS = 3
let github: { fetch: Fetch; base: string } = {
  fetch: (url, init) => fetch(url, init),
  base: 'https://raw.githubusercontent.com',
}

/** Tests point the reader at a local server (then only the base's origin is allowed); undefined restores GitHub. */
export function configureGithubReader(next?: { fetch?: Fetch; base?: string }): void {
  github = {
    fetch: next?.fetch ?? ((url, init) => fetch(url, init)),
    base: next?.base ?? 'https://raw.githubusercontent.com',
  }
}

/** Whether hand-ins by link are read at all (GRADER_GITHUB=off: they go to staff review, as in the e2e suite). */
export const githubReadingEnabled = () => process.env.GRADER_GITHUB !== 'off'

function mayRead(target: URL): boolean {
  if (github.base !== 'https://raw.githubusercontent.com')
    return target.origin === new URL(github.base).origin
  return target.protocol === 'https:' && ALLOWED_HOSTS.has(target.hostname)
}

/** When GitHub's rate limit lets us in again, if this answer is the rate limit (403 or 429 with its headers). */
function rateLimitEnd(response: Response, now: number): Date | null {
  const after = Number(response.headers.get('retry-after'))
  if (response.headers.has('retry-after') && Number.isFinite(after)) return new Date(now + after * 1000)
  const limited = response.status === 429 || response.headers.get('x-ratelimit-remaining') === '0'
  if (!limited) return null
  const reset = Number(response.headers.get('x-ratelimit-reset'))
  return new Date(Number.isFinite(reset) && reset > 0 ? reset * 1000 : now)
}

/** One file's answer, redirects followed by hand (GitHub's hosts only, MAX_REDIRECTS at most). */
async function fetchFollowing(url: string): Promise<Response> {
  let target = new URL(url)
  for (let hop = 0; ; hop++) {
    if (!mayRead(target)) throw new RepositoryRefusedError(`not reading ${target.host}: GitHub only`)
    let response: Response
    try {
      response = await github.fetch(target.href, {
        redirect: 'manual', // followed below, so each hop's host is checked
        signal: AbortSignal.timeout(FILE_LIMITS.githubTimeoutMs),
        headers: { accept: 'text/plain' },
      })
    } catch (error) {
      throw new RepositoryUnavailableError(error instanceof Error ? error.message : String(error))
    }
    const location = response.headers.get('location')
    if (response.status < 300 || response.status > 399 || !location) return response
    await response.body?.cancel().catch(() => {})
    if (hop >= MAX_REDIRECTS) throw new RepositoryRefusedError(`more than ${MAX_REDIRECTS} redirects`)
    target = new URL(location, target)
  }
}

async function fetchBounded(url: string): Promise<string | null> {
  const response = await fetchFollowing(url)
  if (response.status === 404) return null
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {})
    const limitEnd = rateLimitEnd(response, Date.now())
    if (limitEnd) throw new RepositoryUnavailableError('GitHub rate limit', limitEnd)
    if ([401, 403, 451].includes(response.status))
      throw new RepositoryRefusedError(`GitHub refused the files (${response.status}): a private repository?`)
    throw new RepositoryUnavailableError(`GitHub answered ${response.status}`)
  }
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  while (size < FILE_LIMITS.fileBytes) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    size += value.byteLength
  }
  await reader.cancel().catch(() => {})
  const bytes = Buffer.concat(parts).subarray(0, FILE_LIMITS.fileBytes)
  return looksBinary(bytes) ? '' : bytes.toString('utf8')
}

/**
 * A repository's obligatory files and its README, from its default branch (HEAD). A file GitHub does not have
 * is simply absent from `names` (the obligatory check then finds it missing).
 */
export async function readGithubFiles(
  repo: { owner: string; repo: string },
  paths: string[],
): Promise<ProjectFiles> {
  const wanted = [...new Set([...paths.map((p) => p.replace(/^\.?\//, '')), 'README.md'])].slice(
    0,
    FILE_LIMITS.files,
  )
  const names: string[] = []
  const contents: ProjectFiles['contents'] = []
  let total = 0
  for (const file of wanted) {
    const encoded = file.split('/').map(encodeURIComponent).join('/')
    const text = await fetchBounded(`${github.base}/${repo.owner}/${repo.repo}/HEAD/${encoded}`)
    if (text === null) continue
    names.push(file)
    if (total >= FILE_LIMITS.totalBytes) continue
    const cut = text.slice(0, FILE_LIMITS.totalBytes - total)
    total += cut.length
    contents.push({
      path: file,
      text: cut,
      truncated: cut.length < text.length || text.length >= FILE_LIMITS.fileBytes,
    })
  }
  return { names, contents }
}
