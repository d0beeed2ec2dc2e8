import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ANCHORS,
  OVERRIDES,
  anchorFor,
  needsRewrite,
  rewriteText,
  slug,
} from '../../scripts/point-spec-comments.mjs'

const productAnchors = new Set(
  fs
    .readFileSync('docs/product.md', 'utf8')
    .split('\n')
    .filter((l) => /^#{2,3} /.test(l))
    .map((l) => slug(l.replace(/^#+ /, ''))),
)

describe('point-spec-comments', () => {
  it('rewrites each form of citation to a product.md section, by the file’s path', () => {
    const before = [
      '/** Judge language ids (spec §9). Labels come from the engine. */',
      '/** The client polls the status every 4 s while it is in_queue (spec §9). */',
      '// Joining a competition (spec §5 and §8: login needed, individuals only',
      '/** Spec §9: the suggestions wait 500 ms after the last keystroke. */',
      '/** Spec §3 jobs: position, from, to (empty = current), institution. */',
      '/** Staff only; anyone else is sent home by the guard, as spec §6 says. */',
      '/** Spec §6 roles (visitor is the absence of a user). */',
      "  describe('exercise review (spec §4)', () => {",
      "  it('404s an unknown id with the spec copy in both languages', async () => {",
      '// Opening it (§2 width 600) is fine.',
      'const x = spec.type // a variable named spec stays',
    ].join('\n')
    expect(rewriteText(before, 'modules/judge/constants.ts').split('\n')).toEqual([
      '/** Judge language ids (docs/product.md#judge-languages). Labels come from the engine. */',
      '/** The client polls the status every 4 s while it is in_queue (docs/product.md#judge-submissions). */',
      '// Joining a competition (docs/product.md#judge-submissions: login needed, individuals only',
      '/** docs/product.md#judge-submissions: the suggestions wait 500 ms after the last keystroke. */',
      '/** Jobs (docs/product.md#competitions-external-results-and-halls-of-fame): position, from, to (empty = current), institution. */',
      '/** Staff only; anyone else is sent home by the guard, as docs/product.md#judge-submissions says. */',
      '/** Roles (docs/product.md#judge-submissions; visitor is the absence of a user). */',
      "  describe('exercise review', () => {",
      "  it('404s an unknown id with the product copy in both languages', async () => {",
      '// Opening it (width 600) is fine.',
      'const x = spec.type // a variable named spec stays',
    ])
  })

  it('writes relative Markdown links in Markdown files', () => {
    expect(rewriteText('## Notes (spec §2 "Anotações", §4, §6, §8)', 'modules/social/notes/README.md')).toBe(
      '## Notes ([product rules](../../../docs/product.md#social-notes): "Anotações")',
    )
    expect(rewriteText('Spec §3/§4: friendship is "not friend"', 'modules/social/friends/README.md')).toBe(
      '[Product rules](../../../docs/product.md#social-friends): friendship is "not friend"',
    )
  })

  it('keeps a quote inside a string as it was (a straight one would end the string)', () => {
    expect(
      rewriteText("it('mounts the pages with the spec’s ids', () => {", 'modules/social/blog/routes.test.ts'),
    ).toBe("it('mounts the pages with the product’s ids', () => {")
  })

  it('is idempotent and leaves nothing the check would report', () => {
    const text = [
      '/** Spec §4. */',
      '// Rankings (spec §9: updated daily): one snapshot per kind.',
      '/** The bwrap argv: policy of JUDGE-FACTS.md. */',
      ' * Unprefixed paths of the spec’s literal paths (ROUTES.md).',
    ].join('\n')
    const once = rewriteText(text, 'db/schema-social.ts')
    expect(rewriteText(once, 'db/schema-social.ts')).toBe(once)
    expect(once.split('\n').filter(needsRewrite)).toEqual([])
  })

  it('points only at sections docs/product.md has', () => {
    const used = new Set<string>()
    for (const [, anchor] of ANCHORS) if (!String(anchor).includes('$')) used.add(String(anchor))
    for (const m of ['social', 'org', 'billing', 'assistant']) used.add(anchorFor(`modules/${m}/x.ts`))
    for (const [, to] of OVERRIDES) for (const m of to.matchAll(/\{link:([a-z0-9-]+)\}/g)) used.add(m[1])
    expect([...used].filter((a) => !productAnchors.has(a))).toEqual([])
  })
})
