import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// "A folder of more than ~20 files gets areas" (STYLE.md): these modules are in areas (each README's "Areas"),
// and their top level keeps only module-wide files (index, ui, routes, access, start, test helpers…), so a
// newcomer reads the room at a glance. A new file goes into an area; a new area gets a line in the README.
const IN_AREAS = ['modules/org', 'modules/billing', 'modules/competitions', 'modules/learning'] as const
const MOST_AT_TOP = 12

/** The modules whose top level holds more files than MOST_AT_TOP (folders are areas and do not count). */
function crowded(tops: Record<string, string[]>): string[] {
  return Object.entries(tops)
    .filter(([, files]) => files.length > MOST_AT_TOP)
    .map(
      ([dir, files]) =>
        `${dir}: ${files.length} files at the top (at most ${MOST_AT_TOP}; move some into an area)`,
    )
}

const topFiles = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)

describe('modules in areas', () => {
  it('keeps the top level of org, billing, competitions and learning small', () => {
    expect(crowded(Object.fromEntries(IN_AREAS.map((dir) => [dir, topFiles(dir)])))).toEqual([])
  })

  it('catches a top level that grew past the limit', () => {
    const many = Array.from({ length: MOST_AT_TOP + 1 }, (_, i) => `file-${i}.server.ts`)
    expect(crowded({ 'modules/org': many.slice(0, MOST_AT_TOP), 'modules/billing': many })).toEqual([
      `modules/billing: ${MOST_AT_TOP + 1} files at the top (at most ${MOST_AT_TOP}; move some into an area)`,
    ])
  })

  it('has an Areas section in each README', () => {
    for (const dir of IN_AREAS) expect(fs.readFileSync(`${dir}/README.md`, 'utf8')).toMatch(/^## Areas$/m)
  })
})
