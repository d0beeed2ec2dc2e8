// The rankings stylesheet against the base one: rules that must win over base.css's table defaults.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** A stylesheet by its path from this file (the kernel's base in app/styles, the module's own in ../styles). */
const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')

/** Declarations of the rules whose selector list contains `selector` exactly. */
function rulesFor(sheet: string, selector: string): string[] {
  const out: string[] = []
  const plain = sheet.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const match of plain.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    // Commas inside :is(…) do not separate selectors.
    const selectors = match[1].split(/,(?![^(]*\))/).map((s) => s.trim())
    if (selectors.includes(selector)) out.push(match[2])
  }
  return out
}

describe('rankings.css', () => {
  it('lets the hub’s compact top 10s wrap names, outweighing .data-table’s nowrap', () => {
    // base.css: `.data-table th, .data-table td { white-space: nowrap }` — one class and one element. A
    // compact rule of one class (plus a zero-weight :where) loses to it, and the XP column of a top 10 with a
    // long institution name scrolls out of sight on a desktop.
    expect(rulesFor(css('../../../app/styles/base.css'), '.data-table td').join()).toContain(
      'white-space: nowrap',
    )
    const compact = rulesFor(css('../styles/rankings.css'), '.data-table.ranking-table--compact :is(th, td)')
    expect(compact.join()).toContain('white-space: normal')
  })
})
