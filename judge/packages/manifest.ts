// An imported package on disk: destDir/<group>/<name>.in|.out, always written by install.ts.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { TestCase } from '../types'

export interface PackageTest {
  name: string
  inputPath: string
  answerPath: string
}

export interface PackageManifest {
  groups: { group: number; tests: PackageTest[] }[]
  testCount: number
  totalBytes: number
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' })

/** "2" < "10", "a2" < "a10"; ties broken by code units so the order is total. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** The log name of a package test, e.g. "2/03". */
export function testDisplayName(group: number, name: string): string {
  return `${group}/${name}`
}

export function buildManifest(
  destDir: string,
  tests: { group: number; name: string }[],
  totalBytes: number,
): PackageManifest {
  const groups = new Map<number, PackageTest[]>()
  for (const t of tests) {
    const dir = path.join(destDir, String(t.group))
    const list = groups.get(t.group) ?? []
    list.push({
      name: t.name,
      inputPath: path.join(dir, `${t.name}.in`),
      answerPath: path.join(dir, `${t.name}.out`),
    })
    groups.set(t.group, list)
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([group, list]) => ({ group, tests: list.sort((x, y) => naturalCompare(x.name, y.name)) })),
    testCount: tests.length,
    totalBytes,
  }
}

/** Reads an imported package back. Throws (ENOENT) when destDir holds none. */
export async function readPackage(destDir: string): Promise<PackageManifest> {
  const root = path.resolve(destDir)
  const tests: { group: number; name: string }[] = []
  let totalBytes = 0
  for (const groupDir of await fs.readdir(root, { withFileTypes: true })) {
    if (!groupDir.isDirectory() || !/^\d+$/.test(groupDir.name)) continue
    const group = Number(groupDir.name)
    const files = await fs.readdir(path.join(root, groupDir.name), { withFileTypes: true })
    const names = new Set(files.filter((f) => f.isFile()).map((f) => f.name))
    for (const file of names) {
      if (!file.endsWith('.in')) continue
      const name = file.slice(0, -3)
      if (!names.has(`${name}.out`))
        throw new Error(`package ${root} is damaged: ${group}/${name}.out missing`)
      tests.push({ group, name })
      for (const f of [file, `${name}.out`]) {
        totalBytes += (await fs.stat(path.join(root, groupDir.name, f))).size
      }
    }
  }
  return buildManifest(root, tests, totalBytes)
}

/** Package tests as judge test cases (samples come from the exercise, not the package). */
export function manifestToTestCases(manifest: PackageManifest): TestCase[] {
  return manifest.groups.flatMap(({ group, tests }) =>
    tests.map((t) => ({
      name: testDisplayName(group, t.name),
      group,
      sample: false,
      inputPath: t.inputPath,
      answerPath: t.answerPath,
    })),
  )
}
