// The check behind the system prompt (ADR 019, assistant guardrails): the model is told to teach, not to hand
// over solutions, and this filter makes sure a long program never reaches the student anyway. It reads the
// answer as it streams: text outside code fences passes at once; a fenced block is held until it closes and
// then passes only if it is short (an example of a construct, a line to fix), else a note replaces it.
//
// Fences follow CommonMark (``` or ~~~, three or more, closed by the same character at least as many times),
// but the scanner is more lenient than a renderer on purpose: a fence after any indentation or inside list
// items and block quotes ("- ```", "> ~~~~") is a fence here too. Holding a block too many is harmless; letting
// one through that the renderer shows as code is the leak review found. Indented code (lines of four spaces or a
// tab) is held the same way: a run of such lines is judged as a block when a less indented line ends it.

/** Code blocks with more non-blank lines than this are withheld: a whole program, not an example. */
export const MAX_CODE_LINES = 10

// What may stand before a fence on its line: indentation, block-quote markers and list markers, in any mix.
const CONTAINERS = String.raw`(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*`
const OPENER = new RegExp(String.raw`^${CONTAINERS}(\`{3,}|~{3,})(.*)$`)
// A line so far that could still become an opener once more characters arrive.
const MAYBE_OPENER = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)]?))*[ \t]*(?:\`{3,}[^\`]*|~{3,}.*|\`{0,2}|~{0,2})$/

// A line of indented code (CommonMark: four spaces or a tab); a list item's continuation looks the same, and a
// long one is withheld too (lenient, as for fences).
const INDENTED = /^(?: {4}|\t)/

interface Fence {
  char: '`' | '~'
  length: number
}

/** The fence a line opens, if any (a backtick fence's info string holds no backtick: that is inline code). */
export function openingFence(line: string): Fence | null {
  const match = line.replace(/\r?\n$/, '').match(OPENER)
  if (!match) return null
  const char = match[1][0] as Fence['char']
  if (char === '`' && match[2].includes('`')) return null
  return { char, length: match[1].length }
}

/** Whether a line closes the fence: the same character, at least as many, nothing after but spaces. */
export function closesFence(line: string, fence: Fence): boolean {
  const match = line.replace(/\r?\n$/, '').match(OPENER)
  return (
    match !== null && match[1][0] === fence.char && match[1].length >= fence.length && match[2].trim() === ''
  )
}

export class SolutionFilter {
  private line = ''
  private block: string[] | null = null
  private fence: Fence | null = null
  /** A run of indented lines (and the blank lines between them), held until a less indented line ends it. */
  private indented: string[] | null = null
  /** Part of the current line was already let through: it cannot open a fence any more. */
  private midLine = false
  /** How many blocks were withheld. */
  withheld = 0
  /** Everything let through so far: the answer as saved. */
  shown = ''

  constructor(private readonly note: string) {}

  /** A piece of the model's text in; what may be shown now out. */
  push(delta: string): string {
    let out = ''
    for (const char of delta) {
      this.line += char
      if (char === '\n') {
        out += this.takeLine(this.line)
        this.line = ''
        this.midLine = false
      }
    }
    // A partial line outside a block passes unless it may be the start of a fence.
    // An indented start is held too: it may be a line of indented code.
    const mayBeCode = !this.midLine && (MAYBE_OPENER.test(this.line) || INDENTED.test(this.line))
    if (this.block === null && this.indented === null && this.line && !mayBeCode) {
      out += this.line
      this.line = ''
      this.midLine = true
    }
    return this.pass(out)
  }

  /** The end of the answer: what was held (an unclosed block is judged as it is). */
  end(): string {
    let out = this.line ? this.takeLine(this.line) : ''
    this.line = ''
    out += this.endIndented()
    if (this.block !== null) {
      out += this.judge(this.block, false)
      this.block = null
    }
    return this.pass(out)
  }

  private pass(out: string): string {
    this.shown += out
    return out
  }

  private takeLine(line: string): string {
    if (this.block === null || this.fence === null) {
      if (this.indented !== null) {
        if (line.trim() === '' || INDENTED.test(line)) {
          this.indented.push(line)
          return ''
        }
        return this.endIndented() + this.takeLine(line)
      }
      if (!this.midLine && INDENTED.test(line) && line.trim() !== '') {
        this.indented = [line]
        return ''
      }
      const open = this.midLine ? null : openingFence(line)
      if (!open) return line
      this.block = [line]
      this.fence = open
      return ''
    }
    this.block.push(line)
    if (closesFence(line, this.fence)) {
      const block = this.block
      this.block = null
      this.fence = null
      return this.judge(block, true)
    }
    return ''
  }

  /** The run of indented lines judged as a code block; the blank lines after it pass as they are. */
  private endIndented(): string {
    const run = this.indented
    this.indented = null
    if (!run) return ''
    let end = run.length
    while (end > 0 && run[end - 1].trim() === '') end--
    return this.judge(['', ...run.slice(0, end)], false) + run.slice(end).join('')
  }

  private judge(block: string[], closed: boolean): string {
    const code = block.slice(1, closed ? -1 : undefined).filter((l) => l.trim() !== '')
    if (code.length <= MAX_CODE_LINES) return block.join('')
    this.withheld += 1
    return `\n> ${this.note}\n\n`
  }
}

/** The whole answer through the filter (the JSON route and the tests). */
export function withholdSolutions(text: string, note: string): string {
  const filter = new SolutionFilter(note)
  return filter.push(text) + filter.end()
}
