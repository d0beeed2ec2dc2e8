// Bounds checked before a text reaches the parser (issue 15, item 2). The Markdown and HTML parsers recurse
// once per level of nesting and some inline constructs cost the square of their paragraph: `'>' × 3 000`
// overflowed the stack, `'1. ' × 30 000` blocked the event loop for minutes. One linear pass measures what made
// them blow up (numbers in README.md "Bounds"); a text within every bound renders in a few hundred ms at worst.
// Plain TypeScript (no server import): forms' zod schemas use it too.

export interface RichTextLimits {
  /** Characters of the whole text. */
  maxChars: number
  /** Containers on one line (block quotes, list items) and their indentation, in levels. */
  maxBlockDepth: number
  /** Open HTML tags at any point of the text (parse5 nests them across blocks). */
  maxHtmlDepth: number
  /** Unclosed `[` at any point of a paragraph. */
  maxBracketDepth: number
  /** Inline markers (`*`/`_`/`` ` ``/`$`/`~` runs, `[`, `](`, `<`) in one paragraph: some resolve in O(n²). */
  maxInlineMarks: number
  /** The same markers and table pipes in the whole text: every element costs ~0.1 ms (KaTeX ~0.2 ms). */
  maxMarks: number
}

export const DEFAULT_LIMITS: RichTextLimits = {
  maxChars: 100_000,
  maxBlockDepth: 32,
  maxHtmlDepth: 64,
  maxBracketDepth: 32,
  maxInlineMarks: 1_000,
  maxMarks: 5_000,
}

export type BoundsProblem = 'tooLong' | 'tooDeep' | 'tooComplex'

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isSpace = (c: number) => c === 32 || c === 9

/** Levels of containers that open a line: `>`, `-`/`*`/`+` and `1.`/`1)` list markers, and indentation. */
function lineDepth(line: string): { depth: number; rest: number } {
  let depth = 0
  let i = 0
  let indent = 0
  for (;;) {
    while (i < line.length && isSpace(line.charCodeAt(i))) {
      // Only the line's own indentation nests (a list item inside the previous one); spaces after a marker
      // belong to that marker.
      if (depth === 0) indent += line.charCodeAt(i) === 9 ? 4 : 1
      i++
    }
    const c = line[i]
    if (c === '>') {
      depth++
      i++
      continue
    }
    let j = i
    if (c === '-' || c === '*' || c === '+') j = i + 1
    else {
      while (j < line.length && j - i < 9 && line.charCodeAt(j) >= 48 && line.charCodeAt(j) <= 57) j++
      if (j > i && (line[j] === '.' || line[j] === ')')) j++
      else j = i
    }
    if (j > i && (j === line.length || isSpace(line.charCodeAt(j)))) {
      depth++
      i = j
      continue
    }
    break
  }
  // Two columns are the least a nested list item is indented by.
  return { depth: depth + Math.floor(indent / 2), rest: i }
}

function indexOrEnd(text: string, char: string, from: number): number {
  const found = text.indexOf(char, from)
  return found === -1 ? text.length : found
}

const FENCE = /^(`{3,}|~{3,})/

/** The first bound the text breaks, or null. Linear in the text's length. */
export function checkBounds(text: string, limits: RichTextLimits = DEFAULT_LIMITS): BoundsProblem | null {
  if (text.length > limits.maxChars) return 'tooLong'
  let fence = ''
  let html = 0
  let brackets = 0
  let marks = 0
  let total = 0
  let start = 0
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const line = text.slice(start, end)
    start = end + 1
    const { depth, rest } = lineDepth(line)
    const body = line.slice(rest)
    if (fence) {
      // Inside a fenced code block only the closing fence matters: code is never parsed.
      if (body.startsWith(fence) && body.slice(fence.length).trim() === '') fence = ''
      continue
    }
    if (depth > limits.maxBlockDepth) return 'tooDeep'
    const opening = FENCE.exec(body)
    if (opening) {
      fence = opening[1]
      continue
    }
    if (body.trim() === '') {
      // A blank line ends the paragraph: inline constructs never span it.
      brackets = 0
      total += marks
      marks = 0
      continue
    }
    let gt = -1
    let lt = -1
    for (let i = 0; i < body.length; i++) {
      const c = body[i]
      if (c === '|') total++
      if (c === '\\') {
        i++
        continue
      }
      if (c === '[') {
        marks++
        if (++brackets > limits.maxBracketDepth) return 'tooDeep'
      } else if (c === ']') {
        if (brackets > 0) brackets--
        if (body[i + 1] === '(') marks++
      } else if (c === '*' || c === '_' || c === '`' || c === '$' || c === '~') {
        marks++
        while (body[i + 1] === c) i++
      } else if (c === '<') {
        marks++
        const closing = body[i + 1] === '/'
        let j = closing ? i + 2 : i + 1
        const from = j
        while (j < body.length && (isLetter(body.charCodeAt(j)) || /[0-9-]/.test(body[j]))) j++
        if (j === from || !isLetter(body.charCodeAt(from))) continue
        // Markdown passes only a whole tag as HTML: its `>` on this line before any other `<` (`a <b e`, `i<n`
        // are text). Both positions only move forward, so the scan stays linear.
        if (gt < j) gt = indexOrEnd(body, '>', j)
        if (lt < j) lt = indexOrEnd(body, '<', j)
        if (gt === body.length || lt < gt) continue
        const name = body.slice(from, j).toLowerCase()
        if (closing) html = Math.max(0, html - 1)
        else if (!VOID_TAGS.has(name) && /[\s/>]/.test(body[j]) && body[gt - 1] !== '/') {
          if (++html > limits.maxHtmlDepth) return 'tooDeep'
        }
      }
      if (marks > limits.maxInlineMarks || total + marks > limits.maxMarks) return 'tooComplex'
    }
  }
  return null
}
