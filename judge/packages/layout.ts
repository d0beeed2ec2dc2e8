// The package layout rules, shared by zip and folder imports: safe paths, numbered group folders,
// .in/.out pairs by base name. Works on names and declared sizes only; nothing here touches the disk.
import { PackageError, type PackageLimits } from './errors'
import { naturalCompare } from './manifest'

export interface SourceEntry<T> {
  /** Path as written in the source, '/'-separated; directories may end with '/'. */
  path: string
  isDir: boolean
  /** Declared size; the extractor still counts the real bytes. */
  size: number
  ref: T
}

export interface PlannedFile<T> {
  source: SourceEntry<T>
  size: number
}

export interface PlannedTest<T> {
  group: number
  name: string
  input: PlannedFile<T>
  answer: PlannedFile<T>
}

const DIGITS = /^\d{1,9}$/
// Control characters in a name would end up in logs and shells; they are never legitimate in a test name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of this pattern
const CONTROL = /[\u0000-\u001f\u007f]/

/** Throws path_traversal for anything that could escape or confuse destDir. */
export function assertSafePath(path: string): void {
  const fail = (reason: string): never => {
    throw new PackageError('path_traversal', { name: path, reason })
  }
  if (path.includes('\\')) fail('backslash')
  if (path.startsWith('/')) fail('absolute')
  if (/^[a-zA-Z]:/.test(path)) fail('drive')
  if (CONTROL.test(path)) fail('control_character')
  if (Buffer.byteLength(path) > 1024) fail('too_long')
  const segments = (path.endsWith('/') ? path.slice(0, -1) : path).split('/')
  for (const segment of segments) {
    if (segment === '' || segment === '.') fail('empty_segment')
    if (segment === '..') fail('dot_dot')
    if (Buffer.byteLength(segment) > 200) fail('too_long')
  }
}

/** macOS litter that zip tools add without asking. */
export function isIgnored(path: string): boolean {
  const segments = path.split('/')
  return segments.includes('__MACOSX') || segments[segments.length - 1] === '.DS_Store'
}

function segmentsOf(entry: SourceEntry<unknown>): string[] {
  return (entry.path.endsWith('/') ? entry.path.slice(0, -1) : entry.path).split('/')
}

/**
 * Users zip the folder, not its contents: one common top-level folder is dropped when it cannot itself be a
 * group (not digits), or when it holds groups (files two levels below it).
 */
function wrapperDepth(files: string[][]): number {
  if (files.length === 0) return 0
  const first = files[0][0]
  if (!files.every((s) => s.length >= 2 && s[0] === first)) return 0
  return !DIGITS.test(first) || files.some((s) => s.length >= 3) ? 1 : 0
}

export function planPackage<T>(entries: SourceEntry<T>[], limits: PackageLimits): PlannedTest<T>[] {
  for (const entry of entries) assertSafePath(entry.path)
  const kept = entries.filter((e) => !isIgnored(e.path))

  let total = 0
  for (const entry of kept) {
    if (entry.isDir) continue
    if (entry.size > limits.maxFileBytes) {
      throw new PackageError('too_large', { name: entry.path, limit: limits.maxFileBytes, reason: 'file' })
    }
    total += entry.size
    if (total > limits.maxTotalBytes) {
      throw new PackageError('too_large', { limit: limits.maxTotalBytes, reason: 'total' })
    }
  }

  const files = kept.filter((e) => !e.isDir)
  const strip = wrapperDepth(files.map(segmentsOf))
  const wrapper = strip ? segmentsOf(files[0])[0] : undefined

  for (const dir of kept.filter((e) => e.isDir)) {
    const segments = segmentsOf(dir)
    if (wrapper !== undefined && segments[0] === wrapper) segments.shift()
    if (segments.length === 0) continue
    if (segments.length > 1 || !DIGITS.test(segments[0])) {
      throw new PackageError('not_numbered', { name: dir.path })
    }
  }

  const pairs = new Map<string, { group: number; name: string; in?: SourceEntry<T>; out?: SourceEntry<T> }>()
  for (const file of files) {
    const segments = segmentsOf(file).slice(strip)
    if (segments.length !== 2 || !DIGITS.test(segments[0])) {
      throw new PackageError('not_numbered', { name: file.path })
    }
    const base = segments[1]
    const dot = base.lastIndexOf('.')
    const lower = dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
    if (lower !== 'in' && lower !== 'out') throw new PackageError('bad_extension', { name: file.path })
    const extension = lower as 'in' | 'out'
    const group = Number(segments[0])
    const name = base.slice(0, dot)
    const key = `${group}/${name}`
    const pair = pairs.get(key) ?? { group, name }
    if (pair[extension]) throw new PackageError('duplicate_test', { name: file.path })
    pair[extension] = file
    pairs.set(key, pair)
  }

  const tests: PlannedTest<T>[] = []
  for (const pair of pairs.values()) {
    if (!pair.in || !pair.out) {
      throw new PackageError('missing_pair', { name: (pair.in ?? pair.out)?.path })
    }
    tests.push({
      group: pair.group,
      name: pair.name,
      input: { source: pair.in, size: pair.in.size },
      answer: { source: pair.out, size: pair.out.size },
    })
  }
  if (tests.length === 0) throw new PackageError('no_tests')
  if (tests.length > limits.maxTests) throw new PackageError('too_many_tests', { limit: limits.maxTests })
  return tests.sort((a, b) => a.group - b.group || naturalCompare(a.name, b.name))
}
