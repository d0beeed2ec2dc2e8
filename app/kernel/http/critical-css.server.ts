/**
 * Critical CSS (issue 24, ADR 026): the rules of the one stylesheet that can match a page, inlined in its
 * <head>, so that the HTML alone paints the page in the first round trip; the whole sheet is linked at the
 * end of <body>, where it blocks nothing above it and is cached for the next pages. Without JavaScript too:
 * nothing here runs in the browser.
 *
 * A rule is kept when one of its selectors names only classes, ids and elements that occur in the page's
 * markup (`class="…"`, `id="…"`, `<li`). What sits inside parentheses (`:not(.x)`, `:is(.a, .b)`) and in attribute
 * selectors is not required (only a simple `:has(.x)` needs its `.x`), and @media print is left out, so a kept set errs on the side of too many rules: a rule missed here
 * would only show once the whole sheet arrives, since the sheet comes later and holds every rule in order.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'

/** A parsed piece of the sheet: a style rule, a grouping at-rule around more pieces, or kept as it is. */
type Piece =
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'group'; prelude: string; children: Piece[] }
  | { kind: 'keep'; text: string }

/** At-rules whose block holds style rules, pruned like the top level. The others (@keyframes…) are kept. */
const GROUPS = new Set(['@media', '@supports', '@container', '@layer', '@scope'])

/** Index after the block opened at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const c = css[i]
    if (c === '"' || c === "'") i = stringEnd(css, i)
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i + 1
  }
  return css.length
}

function stringEnd(css: string, start: number): number {
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === css[start]) return i
  }
  return css.length
}

/** The classes (`.x`) and ids (`#x`) a selector requires, each selector of a list apart. */
export function requiredTokens(selectorList: string): string[][] {
  let s = selectorList
    .replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '')
    .replace(/\[[^\]]*\]/g, '')
    // `.shell:has(.chat)` needs what `.shell .chat` needs (a simple argument only: `:has(.a, .b)` is either).
    .replace(/:has\(\s*[>+~]?([^(),]*)\)/g, ' $1')
  // Drop parenthesised arguments, innermost first, so `:not(.a, .b)` neither splits nor requires anything.
  for (let prev = ''; prev !== s; ) {
    prev = s
    s = s.replace(/\([^()]*\)/g, '')
  }
  return s.split(',').map((one) => [
    ...[...one.matchAll(/([.#])((?:[\w-]|\\.)+)/g)].map((m) => m[1] + m[2].replace(/\\(.)/g, '$1')),
    // Element names begin a compound selector: `.list > li` needs an <li> too.
    ...one
      .split(/[\s>+~]+/)
      .flatMap((compound) => compound.match(/^[a-zA-Z][\w-]*/) ?? [])
      .map((name) => `<${name.toLowerCase()}`),
  ])
}

export function parseSheet(css: string): Piece[] {
  const pieces: Piece[] = []
  let i = 0
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++
    if (css.startsWith('/*', i)) {
      i = css.indexOf('*/', i + 2) + 2 || css.length
      continue
    }
    if (i >= css.length) break
    let j = i
    while (j < css.length && css[j] !== '{' && css[j] !== ';') {
      if (css[j] === '"' || css[j] === "'") j = stringEnd(css, j)
      j++
    }
    const prelude = css.slice(i, j).trim()
    if (css[j] !== '{') {
      // A statement (@charset, @import, @layer a, b;): kept.
      pieces.push({ kind: 'keep', text: `${css.slice(i, j + 1).trim()}` })
      i = j + 1
      continue
    }
    const end = blockEnd(css, j)
    const name = prelude.startsWith('@') ? (prelude.match(/^@[\w-]+/)?.[0] ?? '') : ''
    if (name && GROUPS.has(name.toLowerCase())) {
      pieces.push({ kind: 'group', prelude, children: parseSheet(css.slice(j + 1, end - 1)) })
    } else if (name) {
      pieces.push({ kind: 'keep', text: css.slice(i, end) })
    } else {
      pieces.push({ kind: 'rule', text: css.slice(i, end), selectors: requiredTokens(prelude) })
    }
    i = end
  }
  return pieces
}

/** The classes, ids and elements a page's markup uses, as `.x`, `#x` and `<x`. */
export function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>()
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(`<${m[1].toLowerCase()}`)
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of m[1].split(/\s+/)) if (name) tokens.add(`.${name}`)
  }
  for (const m of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${m[1]}`)
  return tokens
}

/** The pieces of the sheet that can match a page using `tokens`, serialized in the sheet's order. */
export function criticalCss(pieces: Piece[], tokens: Set<string>): string {
  let out = ''
  for (const p of pieces) {
    if (p.kind === 'keep') out += p.text
    else if (p.kind === 'rule') {
      if (p.selectors.some((needs) => needs.every((t) => tokens.has(t)))) out += p.text
    } else if (!/^@media print$/i.test(p.prelude)) {
      // Print rules paint nothing on the screen; the whole sheet has them by the time anyone prints.
      const inner = criticalCss(p.children, tokens)
      if (inner) out += `${p.prelude}{${inner}}`
    }
  }
  return out
}

/** The placeholder app/root.tsx renders in <head>; filled here once the page's markup is complete. */
export const CRITICAL_CSS_MARK = 'data-critical-css=""></style>'

/** The page with the critical rules of `pieces` put into its placeholder (unchanged if it has none). */
export function inlineCriticalCss(html: string, pieces: Piece[]): string {
  const at = html.indexOf(CRITICAL_CSS_MARK)
  if (at < 0) return html
  // `</style` cannot occur in the sheet's rules but would end the element: `\/` is the same character in CSS.
  const css = criticalCss(pieces, pageTokens(html)).replace(/<\/(style)/gi, '<\\/$1')
  const head = CRITICAL_CSS_MARK.slice(0, -'</style>'.length)
  return `${html.slice(0, at)}${head}${css}</style>${html.slice(at + CRITICAL_CSS_MARK.length)}`
}

let sheet: Piece[] | null | undefined

/**
 * The built sheet at `href` (`/assets/app-….css`), parsed once, or null where it cannot be read (the dev
 * server, whose root links the sheet in <head> instead). server.js runs from the app's folder.
 */
export function builtSheet(href: string): Piece[] | null {
  if (sheet === undefined) {
    try {
      sheet = parseSheet(fs.readFileSync(path.resolve('build/client', `.${href}`), 'utf8'))
    } catch (error) {
      console.warn(`critical CSS off: ${href} not readable under build/client`, error)
      sheet = null
    }
  }
  return sheet
}

/** Holds the page until its end, then fills the critical CSS placeholder (the markup is complete only then). */
export class CriticalCssStream extends Transform {
  private chunks: Buffer[] = []
  constructor(private pieces: Piece[]) {
    super()
  }
  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.chunks.push(chunk)
    callback()
  }
  _flush(callback: TransformCallback) {
    callback(null, Buffer.from(inlineCriticalCss(Buffer.concat(this.chunks).toString('utf8'), this.pieces)))
  }
}
