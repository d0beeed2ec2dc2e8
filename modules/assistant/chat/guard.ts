// The check behind the system prompt (ADR 019, assistant guardrails): the model is told to teach, not to hand
// over solutions, and this filter makes sure a long program never reaches the student anyway. It reads the
// answer as it streams: text outside code fences passes at once; a fenced block is held until it closes and
// then passes only if it is short (an example of a construct, a line to fix), else a note replaces it.

/** Code blocks with more non-blank lines than this are withheld: a whole program, not an example. */
export const MAX_CODE_LINES = 10

const FENCE = /^\s*(```|~~~)/

export class SolutionFilter {
  private line = ''
  private block: string[] | null = null
  private fence = ''
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
    if (this.block === null && this.line && (this.midLine || !/^\s*[`~]/.test(this.line))) {
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
    if (this.block !== null) {
      out += this.judge(this.block)
      this.block = null
    }
    return this.pass(out)
  }

  private pass(out: string): string {
    this.shown += out
    return out
  }

  private takeLine(line: string): string {
    if (this.block === null) {
      const open = this.midLine ? null : line.match(FENCE)
      if (!open) return line
      this.block = [line]
      this.fence = open[1]
      return ''
    }
    this.block.push(line)
    if (line.trim().startsWith(this.fence) && line.trim().replace(/[`~]/g, '') === '') {
      const block = this.block
      this.block = null
      return this.judge(block)
    }
    return ''
  }

  private judge(block: string[]): string {
    const code = block.slice(1).filter((l) => !FENCE.test(l) && l.trim() !== '')
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
