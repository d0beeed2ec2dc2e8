import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PackageError } from './errors'
import { importFolder } from './folder'
import { readPackage } from './manifest'

let tmp: string
let src: string
let dest: string

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pkg-folder-'))
  src = path.join(tmp, 'src')
  dest = path.join(tmp, 'store', 'ex')
})
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true })
    fs.writeFileSync(path.join(src, name), content, { mode: 0o600 })
  }
}

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PackageError)
  return (error as PackageError).code
}

describe('importFolder', () => {
  it('imports numbered folders, with the same order and modes as a zip', async () => {
    write({
      '2/b.in': 'b',
      '2/b.out': 'B',
      '1/a10.in': '10',
      '1/a10.out': '',
      '1/a9.in': '9',
      '1/a9.out': '',
    })
    const manifest = await importFolder(src, dest)
    expect(manifest.groups.map((g) => [g.group, g.tests.map((t) => t.name)])).toEqual([
      [1, ['a9', 'a10']],
      [2, ['b']],
    ])
    expect(manifest.totalBytes).toBe(5)
    expect(fs.statSync(path.join(dest, '2', 'b.out')).mode & 0o777).toBe(0o644)
    expect(await readPackage(dest)).toEqual(manifest)
  })

  it('accepts a wrapping folder', async () => {
    write({ 'pkg/1/a.in': '', 'pkg/1/a.out': '' })
    expect((await importFolder(src, dest)).testCount).toBe(1)
  })

  it('refuses symlinks, which could point anywhere on the host', async () => {
    write({ '1/a.out': '' })
    fs.symlinkSync('/etc/shadow', path.join(src, '1', 'a.in'))
    expect(await codeOf(importFolder(src, dest))).toBe('path_traversal')
    expect(fs.existsSync(dest)).toBe(false)
  })

  it('applies the layout rules and caps', async () => {
    write({ '1/a.in': 'x'.repeat(100) })
    expect(await codeOf(importFolder(src, dest))).toBe('missing_pair')
    write({ '1/a.out': '', '1/notes.txt': '' })
    expect(await codeOf(importFolder(src, dest))).toBe('bad_extension')
    fs.rmSync(path.join(src, '1', 'notes.txt'))
    expect(await codeOf(importFolder(src, dest, { limits: { maxFileBytes: 99 } }))).toBe('too_large')
    expect(await codeOf(importFolder(src, dest, { limits: { maxEntries: 2 } }))).toBe('too_many_entries')
    expect(await codeOf(importFolder(src, dest, { limits: { maxTests: 0 } }))).toBe('too_many_tests')
    write({ '1/deep/x.in': '', '1/deep/x.out': '' })
    expect(await codeOf(importFolder(src, dest))).toBe('not_numbered')
  })

  it('a failed re-import keeps the previous package', async () => {
    write({ '1/a.in': 'old', '1/a.out': 'old' })
    const first = await importFolder(src, dest)
    write({ '1/a.in': 'new', '2/b.in': '' })
    expect(await codeOf(importFolder(src, dest))).toBe('missing_pair')
    expect(await readPackage(dest)).toEqual(first)
    expect(fs.readFileSync(path.join(dest, '1', 'a.in'), 'utf8')).toBe('old')
  })
})
