// Comments point at docs/product.md, the product's rules in the repository (issue 17), not at a specification
// that lives outside it: this fails while any comment still cites "spec §N" (fix: node scripts/point-spec-comments.mjs).
import { describe, expect, it } from 'vitest'
import { leftovers } from '../../scripts/point-spec-comments.mjs'

describe('spec citations', () => {
  it('no source file cites the outside spec: comments point at docs/product.md', () => {
    const found = leftovers(process.cwd()).map((f) => `${f.file}:${f.line}: ${f.text}`)
    expect(found, 'run node scripts/point-spec-comments.mjs').toEqual([])
  })
})
