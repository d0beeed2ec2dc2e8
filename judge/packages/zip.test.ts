import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { strToU8, zipSync } from 'fflate'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ImportOptions, PackageError, type PackageErrorCode } from './errors'
import { writeCapped } from './install'
import { manifestToTestCases, readPackage } from './manifest'
import { importZip } from './zip'
import { type RawZipEntry, buildRawZip, deflatedZeros } from './zip-fixtures'

let tmp: string
let dest: string

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-zip-'))
  dest = path.join(tmp, 'store', 'exercise-1')
  fs.mkdirSync(path.dirname(dest))
})
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

function zipOf(files: Record<string, string | Uint8Array>): string {
  const file = path.join(tmp, `upload-${Math.random().toString(36).slice(2)}.zip`)
  const data = Object.fromEntries(
    Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v]),
  )
  fs.writeFileSync(file, zipSync(data))
  return file
}

function rawZipOf(entries: RawZipEntry[]): string {
  const file = path.join(tmp, `raw-${Math.random().toString(36).slice(2)}.zip`)
  fs.writeFileSync(file, buildRawZip(entries))
  return file
}

async function refusal(zipPath: string, options?: ImportOptions): Promise<PackageError> {
  const error = await importZip(zipPath, dest, options).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PackageError)
  return error as PackageError
}

async function expectCode(zipPath: string, code: PackageErrorCode, options?: ImportOptions) {
  const error = await refusal(zipPath, options)
  expect(error.code, error.message).toBe(code)
  // Nothing half-written is left behind, beside destDir or in its place.
  expect(fs.readdirSync(path.dirname(dest)).filter((f) => f !== 'exercise-1')).toEqual([])
  return error
}

const good = {
  '1/b.in': '2 3\n',
  '1/b.out': '5\n',
  '1/a.in': '1 1\n',
  '1/a.out': '2\n',
  '10/01.in': 'x',
  '10/01.out': 'y',
  '2/10.in': '10',
  '2/10.out': '10',
  '2/2.in': '2',
  '2/2.out': '2',
}

describe('importZip', () => {
  it('imports a good package, sorted by group then naturally by name, world-readable', async () => {
    const manifest = await importZip(zipOf(good), dest)
    expect(manifest.groups.map((g) => [g.group, g.tests.map((t) => t.name)])).toEqual([
      [1, ['a', 'b']],
      [2, ['2', '10']],
      [10, ['01']],
    ])
    expect(manifest.testCount).toBe(5)
    expect(manifest.totalBytes).toBe(Object.values(good).join('').length)
    const a = manifest.groups[0].tests[0]
    expect(a.inputPath).toBe(path.join(dest, '1', 'a.in'))
    expect(fs.readFileSync(a.answerPath, 'utf8')).toBe('2\n')
    expect(fs.statSync(a.inputPath).mode & 0o777).toBe(0o644)
    expect(fs.statSync(path.join(dest, '1')).mode & 0o777).toBe(0o755)
    expect(fs.statSync(dest).mode & 0o777).toBe(0o755)
    expect(await readPackage(dest)).toEqual(manifest)
    const cases = manifestToTestCases(manifest)
    expect(cases.map((c) => c.name)).toEqual(['1/a', '1/b', '2/2', '2/10', '10/01'])
    expect(cases[2]).toEqual({
      name: '2/2',
      group: 2,
      sample: false,
      inputPath: path.join(dest, '2', '2.in'),
      answerPath: path.join(dest, '2', '2.out'),
    })
  })

  it('accepts one wrapping folder (users zip the folder) and ignores macOS litter', async () => {
    const manifest = await importZip(
      zipOf({
        'tests/1/a.in': '1',
        'tests/1/a.OUT': '1',
        'tests/2/x.in': '2',
        'tests/2/x.out': '2',
        'tests/.DS_Store': 'junk',
        '__MACOSX/tests/1/._a.in': 'junk',
      }),
      dest,
    )
    expect(manifest.groups.map((g) => g.group)).toEqual([1, 2])
    expect(fs.readFileSync(path.join(dest, '1', 'a.out'), 'utf8')).toBe('1')
  })

  it('treats a digit-named wrapper holding groups as a wrapper, a lone group folder as a group', async () => {
    let manifest = await importZip(zipOf({ '2024/3/a.in': '', '2024/3/a.out': '' }), dest)
    expect(manifest.groups.map((g) => g.group)).toEqual([3])
    manifest = await importZip(zipOf({ '7/a.in': '', '7/a.out': '' }), dest)
    expect(manifest.groups.map((g) => g.group)).toEqual([7])
  })

  it('refuses what is not a zip', async () => {
    const file = path.join(tmp, 'not.zip')
    fs.writeFileSync(file, 'PK but not really a zip file at all')
    await expectCode(file, 'bad_zip')
    const truncated = path.join(tmp, 'truncated.zip')
    fs.writeFileSync(truncated, fs.readFileSync(zipOf(good)).subarray(0, 100))
    await expectCode(truncated, 'bad_zip')
  })

  it('refuses too many entries', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 4; i++) Object.assign(files, { [`1/${i}.in`]: '', [`1/${i}.out`]: '' })
    const error = await expectCode(zipOf(files), 'too_many_entries', { limits: { maxEntries: 7 } })
    expect(error.params.limit).toBe(7)
    await importZip(zipOf(files), dest, { limits: { maxEntries: 8 } })
  })

  it('refuses a file or a package over the size caps', async () => {
    const big = { '1/a.in': 'x'.repeat(11), '1/a.out': '', '1/b.in': 'y'.repeat(10), '1/b.out': '' }
    const file = await expectCode(zipOf(big), 'too_large', { limits: { maxFileBytes: 10 } })
    expect(file.params).toEqual({ name: '1/a.in', limit: 10, reason: 'file' })
    const total = await expectCode(zipOf(big), 'too_large', { limits: { maxTotalBytes: 20 } })
    expect(total.params).toEqual({ limit: 20, reason: 'total' })
  })

  it.each([
    ['../evil.in', 'dot_dot'],
    ['1/../../evil.in', 'dot_dot'],
    ['/tmp/evil.in', 'absolute'],
    ['1\\evil.in', 'backslash'],
    ['C:/evil.in', 'drive'],
    ['1//evil.in', 'empty_segment'],
    ['1/e\nvil.in', 'control_character'],
  ])('refuses the unsafe path %j and writes nothing outside destDir', async (name, reason) => {
    const zip = rawZipOf([
      { name: '1/a.in', data: Buffer.from('1') },
      { name: '1/a.out', data: Buffer.from('1') },
      { name, data: Buffer.from('pwned') },
    ])
    const error = await expectCode(zip, 'path_traversal')
    expect(error.params).toEqual({ name, reason })
    expect(fs.existsSync(path.join(tmp, 'evil.in'))).toBe(false)
    expect(fs.existsSync('/tmp/evil.in')).toBe(false)
    expect(fs.existsSync(dest)).toBe(false)
  })

  it('refuses symlink and device entries (external attributes)', async () => {
    const link = rawZipOf([
      { name: '1/a.in', data: Buffer.from('/etc/shadow'), unixMode: 0o120777 },
      { name: '1/a.out', data: Buffer.from('1') },
    ])
    expect((await expectCode(link, 'path_traversal')).params).toEqual({ name: '1/a.in', reason: 'symlink' })
    const fifo = rawZipOf([{ name: '1/a.in', unixMode: 0o010644 }])
    expect((await expectCode(fifo, 'path_traversal')).params.reason).toBe('special_file')
  })

  it.each([
    [{ 'abc/a.in': '', 'abc/a.out': '', '1/b.in': '', '1/b.out': '' }, 'abc/a.in'],
    [{ 'a.in': '', 'a.out': '', '1/b.in': '', '1/b.out': '' }, 'a.in'],
    [{ '1/sub/a.in': '', '1/sub/a.out': '', '1/b.in': '', '1/b.out': '' }, '1/sub/a.in'],
    [{ 'pkg/a.in': '', 'pkg/a.out': '' }, 'pkg/a.in'],
    [{ '1/a.in': '', '1/a.out': '', 'docs/': '' }, 'docs/'],
  ])('refuses files outside numbered folders: %j', async (files, name) => {
    expect((await expectCode(zipOf(files), 'not_numbered')).params.name).toBe(name)
  })

  it('names the file without a pair', async () => {
    const error = await expectCode(zipOf({ '1/a.in': '', '1/a.out': '', '2/b.out': '' }), 'missing_pair')
    expect(error.params.name).toBe('2/b.out')
    expect(error.message).toContain('"2/b.out" has no matching .in file')
    const other = await expectCode(zipOf({ '1/a.in': '' }), 'missing_pair')
    expect(other.message).toContain('"1/a.in" has no matching .out file')
  })

  it('refuses an empty package', async () => {
    await expectCode(zipOf({}), 'no_tests')
    await expectCode(zipOf({ '__MACOSX/._x': '', '1/': new Uint8Array() }), 'no_tests')
  })

  it('refuses other extensions', async () => {
    const error = await expectCode(zipOf({ '1/a.in': '', '1/a.out': '', '1/a.txt': '' }), 'bad_extension')
    expect(error.params.name).toBe('1/a.txt')
    await expectCode(zipOf({ '1/.in': '', '1/.out': '' }), 'bad_extension')
  })

  it('refuses two files that land on the same test', async () => {
    const error = await expectCode(zipOf({ '1/a.in': '', '1/a.out': '', '01/a.in': '' }), 'duplicate_test')
    expect(error.params.name).toMatch(/a\.in$/)
  })

  it('refuses encrypted entries', async () => {
    const zip = rawZipOf([
      { name: '1/a.in', data: Buffer.alloc(12 + 1), size: 1, flags: 1 },
      { name: '1/a.out', data: Buffer.from('1') },
    ])
    expect((await expectCode(zip, 'encrypted')).params.name).toBe('1/a.in')
  })

  describe('zip bombs', () => {
    const BOMB = 300 * 1024 * 1024
    let zeros: Buffer
    beforeAll(async () => {
      zeros = await deflatedZeros(BOMB)
    })

    it('refuses an honest 300 MiB entry from its header, before inflating anything', async () => {
      const zip = rawZipOf([
        { name: '1/a.in', data: zeros, method: 8, size: BOMB },
        { name: '1/a.out', data: Buffer.from('1') },
      ])
      expect(fs.statSync(zip).size).toBeLessThan(1024 * 1024)
      const error = await expectCode(zip, 'too_large')
      expect(error.params).toEqual({ name: '1/a.in', limit: 64 * 1024 * 1024, reason: 'file' })
      expect(fs.existsSync(dest)).toBe(false)
    })

    it('refuses an entry whose header lies about its size, stopping at the declared size', async () => {
      const zip = rawZipOf([
        { name: '1/a.in', data: zeros, method: 8, size: 1000 },
        { name: '1/a.out', data: Buffer.from('1') },
      ])
      const started = performance.now()
      const error = await expectCode(zip, 'bad_zip', { limits: { maxFileBytes: 4096 } })
      expect(error.params.name).toBe('1/a.in')
      expect(performance.now() - started).toBeLessThan(5000)
      expect(fs.existsSync(dest)).toBe(false)
    })

    it('counts the bytes really written: past the cap the source is cut off', async () => {
      let produced = 0
      const endless = new Readable({
        read() {
          produced += 64 * 1024
          this.push(Buffer.alloc(64 * 1024))
          if (produced >= BOMB) this.push(null)
        },
      })
      const target = path.join(tmp, 'capped.in')
      const error = await writeCapped(endless, target, 1024 * 1024, { name: 'x', reason: 'file' }).catch(
        (e: unknown) => e,
      )
      expect((error as PackageError).code).toBe('too_large')
      expect(fs.statSync(target).size).toBeLessThanOrEqual(1024 * 1024)
      expect(produced).toBeLessThan(4 * 1024 * 1024)
    })
  })

  describe('re-import', () => {
    it('a failed re-import keeps the previous package', async () => {
      const first = await importZip(zipOf(good), dest)
      await expectCode(zipOf({ '1/a.in': 'new', '3/z.in': '' }), 'missing_pair')
      await expectCode(
        rawZipOf([
          { name: '1/a.in', data: Buffer.from('new') },
          { name: '1/a.out', data: Buffer.from('new') },
          { name: '../x.in' },
        ]),
        'path_traversal',
      )
      // A failure while extracting (after the plan passed) must not touch destDir either.
      await expectCode(
        rawZipOf([
          { name: '1/a.in', data: Buffer.from('new') },
          { name: '1/a.out', data: Buffer.from('not deflate at all'), method: 8, size: 3 },
        ]),
        'bad_zip',
      )
      expect(await readPackage(dest)).toEqual(first)
      expect(fs.readFileSync(path.join(dest, '1', 'a.in'), 'utf8')).toBe('1 1\n')
    })

    it('a successful re-import replaces the whole package', async () => {
      await importZip(zipOf(good), dest)
      const second = await importZip(zipOf({ '5/only.in': 'i', '5/only.out': 'o' }), dest)
      expect(second.testCount).toBe(1)
      expect(fs.readdirSync(dest)).toEqual(['5'])
      expect(fs.readdirSync(path.dirname(dest))).toEqual(['exercise-1'])
    })
  })
})
