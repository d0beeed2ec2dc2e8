import { describe, expect, it } from 'vitest'
import {
  CRITICAL_CSS_MARK,
  criticalCss,
  inlineCriticalCss,
  pageTokens,
  parseSheet,
  requiredTokens,
} from './critical-css.server'

const sheet = [
  ':root{--fg:#111}',
  'body{margin:0}',
  '.topbar{display:flex}',
  '.card .title,#hero{font-weight:700}',
  '.unused{color:red}',
  '.btn:not(.ghost){border:1px}',
  'a[href$=".pdf"]::after{content:"{pdf}"}',
  '@media (max-width:600px){.topbar{display:block}.unused{display:none}}',
  '@media print{.unused{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.cm\\:x{color:blue}',
].join('')

const css = (html: string) => criticalCss(parseSheet(sheet), pageTokens(html))

describe('critical CSS', () => {
  it('keeps the rules whose classes and ids the page uses, in the order of the sheet', () => {
    const out = css(
      '<body><header class="topbar"><a href="/a.pdf"></a><div class="card"><h1 class="title">x</h1></div></header>',
    )
    expect(out).toBe(
      [
        ':root{--fg:#111}',
        'body{margin:0}',
        '.topbar{display:flex}',
        '.card .title,#hero{font-weight:700}',
        'a[href$=".pdf"]::after{content:"{pdf}"}',
        '@media (max-width:600px){.topbar{display:block}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    )
  })

  it('needs every class of a selector, but any selector of a list', () => {
    expect(css('<p class="title">')).not.toContain('font-weight')
    expect(css('<p id="hero">')).toContain('.card .title,#hero{font-weight:700}')
  })

  it('requires nothing inside parentheses or attribute selectors', () => {
    expect(requiredTokens('.btn:not(.ghost, .x)')).toEqual([['.btn']])
    expect(requiredTokens('a[title=".a,.b"] .c')).toEqual([['.c', '<a']])
    expect(requiredTokens('.cm\\:x')).toEqual([['.cm:x']])
    expect(css('<a class="btn">')).toContain('.btn:not(.ghost){border:1px}')
    expect(css('<i class="cm:x">')).toContain('.cm\\:x{color:blue}')
  })

  it('needs the elements a selector names', () => {
    expect(requiredTokens('.list>li a:hover,TABLE')).toEqual([['.list', '<li', '<a'], ['<table']])
    expect(css('<div class="topbar">')).not.toContain('pdf')
    expect(css('<div class="topbar"><a href="/x.pdf">')).toContain('pdf')
  })

  it('needs what a simple :has() names, not what a list in it names', () => {
    expect(requiredTokens('body:has(>.certificate) .topbar')).toEqual([['.certificate', '.topbar', '<body']])
    expect(requiredTokens('.a:has(.b, .c)')).toEqual([['.a']])
    expect(requiredTokens('.a:not(:has(.b))')).toEqual([['.a']])
  })

  it('drops a grouping at-rule left empty, and print rules', () => {
    expect(css('<p class="x">')).not.toContain('@media')
    expect(css('<p class="unused">')).not.toContain('@media print')
  })

  it('fills the placeholder and escapes what would end the element', () => {
    const pieces = parseSheet('.a{content:"</style>"}.b{color:red}')
    const html = `<head><style nonce="n" ${CRITICAL_CSS_MARK}</head><body><p class="a"></p></body>`
    expect(inlineCriticalCss(html, pieces)).toBe(
      '<head><style nonce="n" data-critical-css="">.a{content:"<\\/style>"}</style></head><body><p class="a"></p></body>',
    )
    expect(inlineCriticalCss('<p class="a"></p>', pieces)).toBe('<p class="a"></p>')
  })
})
