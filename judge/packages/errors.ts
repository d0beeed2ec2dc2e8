// Why a test package was refused. The web module turns `code` + `params` into pt-BR/en-GB copy; `message`
// is plain English for logs and the CLI.

export const PACKAGE_ERROR_CODES = [
  'bad_zip',
  'too_many_entries',
  'too_many_tests',
  'too_large',
  'path_traversal',
  'not_numbered',
  'missing_pair',
  'duplicate_test',
  'no_tests',
  'bad_extension',
  'encrypted',
] as const
export type PackageErrorCode = (typeof PACKAGE_ERROR_CODES)[number]

export type PackageErrorParams = {
  /** The offending path as written in the archive or folder. */
  name?: string
  /** A cap that was exceeded, in entries or bytes. */
  limit?: number
  /** Machine-readable detail (e.g. 'symlink', 'absolute', 'total'). */
  reason?: string
}

export const MAX_ENTRIES = 2000
export const MAX_TOTAL_BYTES = 256 * 1024 * 1024
export const MAX_FILE_BYTES = 64 * 1024 * 1024
/** Tests (.in/.out pairs) in one package: each is a sandbox run on every submission. */
export const MAX_TESTS = 1000

export interface PackageLimits {
  maxEntries: number
  maxTotalBytes: number
  maxFileBytes: number
  maxTests: number
}

export interface ImportOptions {
  /** Overrides of the caps (tests use small ones). */
  limits?: Partial<PackageLimits>
}

export function resolveLimits(options?: ImportOptions): PackageLimits {
  return {
    maxEntries: options?.limits?.maxEntries ?? MAX_ENTRIES,
    maxTotalBytes: options?.limits?.maxTotalBytes ?? MAX_TOTAL_BYTES,
    maxFileBytes: options?.limits?.maxFileBytes ?? MAX_FILE_BYTES,
    maxTests: options?.limits?.maxTests ?? MAX_TESTS,
  }
}

export class PackageError extends Error {
  readonly code: PackageErrorCode
  readonly params: PackageErrorParams

  constructor(code: PackageErrorCode, params: PackageErrorParams = {}, detail?: string) {
    super(describe(code, params) + (detail ? ` (${detail})` : ''))
    this.name = 'PackageError'
    this.code = code
    this.params = params
  }
}

function mib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB` : `${bytes} bytes`
}

function describe(code: PackageErrorCode, p: PackageErrorParams): string {
  const name = JSON.stringify(p.name ?? '')
  switch (code) {
    case 'bad_zip':
      return 'The file is not a valid zip archive'
    case 'too_many_entries':
      return `The package has more than ${p.limit} files and folders`
    case 'too_many_tests':
      return `The package has more than ${p.limit} tests`
    case 'too_large':
      return p.reason === 'total'
        ? `The package is larger than ${mib(p.limit ?? 0)} uncompressed`
        : `${name} is larger than ${mib(p.limit ?? 0)}`
    case 'path_traversal':
      return `Unsafe path in the package: ${name}`
    case 'not_numbered':
      return `${name} is not inside a numbered folder (expected e.g. 1/a.in)`
    case 'missing_pair':
      return `${name} has no matching ${p.name?.toLowerCase().endsWith('.in') ? '.out' : '.in'} file`
    case 'duplicate_test':
      return `${name} appears more than once`
    case 'no_tests':
      return 'The package has no tests'
    case 'bad_extension':
      return `${name} is neither a .in nor a .out file`
    case 'encrypted':
      return `${name} is encrypted; upload an archive without a password`
  }
}
