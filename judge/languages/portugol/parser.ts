// Tokens → syntax tree: program shape, declarations and statements (expressions in parse-expr.ts).
// Semicolons are optional, as in Portugol Studio: statements end where the grammar says they do.
import type { FunctionDecl, Include, Param, Program, Stmt, SwitchCase, VarDecl } from './ast'
import { KEYWORDS } from './keywords'
import { type Token, tokenize } from './lexer'

/** VisuAlg's block words: beginners who learnt that dialect first type them here. */
const VISUALG_WORDS = new Set([
  'entao',
  'fimse',
  'fimenquanto',
  'fimpara',
  'fimescolha',
  'algoritmo',
  'fimalgoritmo',
  'escreval',
  'leial',
])
import { ExprParser, TYPE_NAMES, shown } from './parse-expr'

export function parse(source: string): Program {
  return new Parser(tokenize(source)).parseProgram()
}

class Parser extends ExprParser {
  parseProgram(): Program {
    const includes: Include[] = []
    while (this.is('inclua')) includes.push(this.parseInclude())
    if (!this.is('programa')) this.error('missing_programa', this.peek, { found: shown(this.peek) })
    this.next()
    const open = this.expect('{')
    const program: Program = { includes, globals: [], functions: [], end: this.pos(open) }
    while (!this.is('}')) {
      const t = this.peek
      if (t.kind === 'eof') this.unclosedAtEnd(t, 'unclosed_programa', open)
      if (this.accept(';')) continue
      if (this.is('inclua')) program.includes.push(this.parseInclude())
      else if (this.is('funcao')) program.functions.push(this.parseFunction())
      else if (t.kind === 'keyword' && TYPE_NAMES.has(t.value) && this.lookahead(2).value === '(') {
        this.error('missing_funcao', t, { name: this.lookahead(1).value })
      } else if (this.is('const') || (t.kind === 'keyword' && TYPE_NAMES.has(t.value))) {
        program.globals.push(...this.parseDeclarations())
        this.accept(';')
      } else if (t.kind === 'ident' && this.lookahead(1).value === '(' && this.lookahead(2).value === ')') {
        this.error('missing_funcao', t, { name: t.value })
      } else {
        this.rejectAccented(t)
        this.error('unexpected_in_programa', t, { found: shown(t) })
      }
    }
    program.end = this.pos(this.next())
    if (this.peek.kind !== 'eof') this.error('code_after_programa', this.peek, { found: shown(this.peek) })
    return program
  }

  private parseInclude(): Include {
    const at = this.pos(this.next())
    this.expect('biblioteca')
    const library = this.expectIdent('library').value
    let alias = library
    if (this.accept('-->')) alias = this.expectIdent('name').value
    this.accept(';')
    return { library, alias, ...at }
  }

  private parseFunction(): FunctionDecl {
    const at = this.pos(this.next())
    let returns: FunctionDecl['returns'] = 'vazio'
    if (this.peek.kind === 'keyword' && TYPE_NAMES.has(this.peek.value)) returns = this.parseType()
    if (this.is('[')) this.error('array_return', this.peek)
    const name = this.expectIdent('function')
    const open = this.expect('(')
    const params: Param[] = []
    if (!this.is(')')) {
      do params.push(this.parseParam())
      while (this.accept(','))
    }
    this.expect(')', open)
    const body = this.parseBlock()
    return { name: name.value, nameAt: this.pos(name), returns, params, body, ...at }
  }

  private parseParam(): Param {
    const at = this.pos()
    const base = this.parseType()
    const byRef = this.accept('&')
    const name = this.expectIdent('variable').value
    let dims: 0 | 1 | 2 = 0
    while (this.is('[')) {
      const open = this.next()
      if (!this.is(']')) this.error('param_size', this.peek)
      this.expect(']', open)
      if (dims === 2) this.error('too_many_dimensions', open)
      dims = (dims + 1) as 1 | 2
    }
    return { base, name, byRef, dims, ...at }
  }

  private parseBlock(): Stmt[] {
    const openIndex = this.i
    const open = this.expect('{')
    const body: Stmt[] = []
    while (!this.is('}')) {
      if (this.peek.kind === 'eof') this.unclosedAtEnd(this.peek, 'unclosed_block', open)
      if (this.is('funcao')) this.error('nested_function', this.peek)
      const stmt = this.parseStatement()
      if (stmt) body.push(stmt)
    }
    this.noteClose(openIndex, this.next())
    return body
  }

  /** The first block closed by a `}` left of the line that opened it: where a `}` is most likely missing. */
  private misaligned: Token | null = null

  private noteClose(openIndex: number, close: Token) {
    const open = this.tokens[openIndex]
    if (this.misaligned || close.column >= open.column) return
    // The column of the opening line's first token: walk back from `{` while still on its line.
    let first = openIndex
    while (first > 0 && this.tokens[first - 1].line === open.line) first--
    if (close.column < this.tokens[first].column) this.misaligned = open
  }

  /** The file ended inside a block: blame the block the indentation gives away, else the innermost one. */
  private unclosedAtEnd(eof: Token, code: 'unclosed_block' | 'unclosed_programa', open: Token): never {
    if (this.misaligned) this.error('unclosed_block', eof, { line: this.misaligned.line })
    this.error(code, eof, { line: open.line })
  }

  /** `const? tipo a, b[3], c = 1` — one VarDecl per name; in a `para` header a `,` must start a declarator. */
  private parseDeclarations(inFor = false): VarDecl[] {
    const constant = this.accept('const')
    const base = this.parseType()
    const decls: VarDecl[] = []
    do {
      const name = this.expectIdent('variable')
      const dims: VarDecl['dims'] = []
      while (this.is('[')) {
        const open = this.next()
        dims.push(this.is(']') ? null : this.parseExpression())
        this.expect(']', open)
        if (dims.length > 2) this.error('too_many_dimensions', open)
      }
      let init: VarDecl['init'] = null
      if (this.accept('=')) init = this.is('{') ? this.parseArrayInit() : this.parseExpression()
      decls.push({ kind: 'var', constant, base, name: name.value, dims, init, ...this.pos(name) })
      const comma = this.peek
      const after = this.lookahead(1)
      // `real x = 3,5`: a decimal comma, not a second variable.
      if (
        init?.kind === 'literal' &&
        comma.value === ',' &&
        after.kind === 'int' &&
        after.start === comma.end
      ) {
        this.error('bad_number', init)
      }
      if (inFor && comma.value === ',' && this.lookahead(2).value !== '=') {
        this.error('expected_token', comma, { expected: ';', found: ',' })
      }
    } while (this.accept(','))
    return decls
  }

  /** A statement, or null for a lone `;`. */
  private parseStatement(): Stmt | null {
    const t = this.peek
    const at = this.pos(t)
    if (this.accept(';')) return null
    if (t.kind === 'op' && t.value === '{') return { kind: 'block', body: this.parseBlock(), ...at }
    if (t.kind === 'keyword') {
      if (t.value === 'const' || TYPE_NAMES.has(t.value)) {
        const decls = this.parseDeclarations()
        this.accept(';')
        return { kind: 'vars', decls, ...at }
      }
      switch (t.value) {
        case 'se': {
          this.next()
          const cond = this.parenthesised()
          if (this.peek.value.toLowerCase() === 'entao')
            this.error('visualg_word', this.peek, { word: this.peek.value })
          const then = this.body()
          const otherwise = this.accept('senao') ? this.body() : null
          return { kind: 'if', cond, then, otherwise, ...at }
        }
        case 'enquanto': {
          this.next()
          const cond = this.parenthesised()
          return { kind: 'while', cond, body: this.body(), ...at }
        }
        case 'faca': {
          this.next()
          const body = this.body()
          this.expect('enquanto')
          const cond = this.parenthesised()
          this.accept(';')
          return { kind: 'do', body, cond, ...at }
        }
        case 'para':
          return this.parseFor()
        case 'escolha':
          return this.parseSwitch()
        case 'pare':
          this.next()
          this.accept(';')
          return { kind: 'break', ...at }
        case 'retorne': {
          this.next()
          // A value only when it starts on the same line: `retorne` alone ends a vazio function.
          const value =
            this.peek.line === t.line && this.startsExpression(this.peek) ? this.parseExpression() : null
          this.accept(';')
          return { kind: 'return', value, ...at }
        }
        case 'senao':
          this.error('senao_without_se', t)
          break
        case 'caso':
          this.error('caso_outside_escolha', t)
          break
      }
    }
    if (t.kind === 'op' && t.value === '}') this.error('unexpected_token', t, { found: '}' })
    if (t.kind === 'ident') this.rejectForeignWord(t)
    const expr = this.parseExpression()
    this.accept(';')
    return { kind: 'expr', expr, ...at }
  }

  /** `Inteiro x`, `Se (…)`: a keyword with a capital letter; `fimse`, `entao`: another Portugol's words. */
  private rejectForeignWord(t: Token) {
    const lower = t.value.toLowerCase()
    if (lower !== t.value && KEYWORDS.has(lower))
      this.error('keyword_case', t, { word: t.value, right: lower })
    if (VISUALG_WORDS.has(lower)) this.error('visualg_word', t, { word: t.value })
  }

  private startsExpression(t: Token): boolean {
    if (t.kind === 'eof') return false
    if (t.kind === 'op') return ['(', '-', '+', '~', '++', '--', '!'].includes(t.value)
    if (t.kind === 'keyword') return ['verdadeiro', 'falso', 'nao'].includes(t.value)
    return true
  }

  private parenthesised() {
    const open = this.expect('(')
    const cond = this.parseCondition()
    this.expect(')', open)
    return cond
  }

  private body(): Stmt {
    return this.parseStatement() ?? { kind: 'block', body: [], ...this.pos() }
  }

  private parseFor(): Stmt {
    const at = this.pos(this.next())
    const open = this.expect('(')
    let init: Stmt | null = null
    if (!this.is(';')) {
      const t = this.peek
      init =
        t.kind === 'keyword' && TYPE_NAMES.has(t.value)
          ? { kind: 'vars', decls: this.parseDeclarations(true), ...this.pos(t) }
          : { kind: 'expr', expr: this.parseExpression(), ...this.pos(t) }
    }
    this.expect(';')
    const cond = this.is(';') ? null : this.parseCondition()
    this.expect(';')
    const update = []
    if (!this.is(')')) {
      do update.push(this.parseExpression())
      while (this.accept(','))
    }
    this.expect(')', open)
    return { kind: 'for', init, cond, update, body: this.body(), ...at }
  }

  private parseSwitch(): Stmt {
    const at = this.pos(this.next())
    const value = this.parenthesised()
    const open = this.expect('{')
    const cases: SwitchCase[] = []
    while (!this.is('}')) {
      const t = this.peek
      if (t.kind === 'eof') this.error('unclosed_block', t, { line: open.line })
      if (!this.is('caso')) this.error('expected_caso', t, { found: shown(t) })
      this.next()
      const label = this.accept('contrario') ? null : this.parseExpression()
      this.expect(':')
      const body: Stmt[] = []
      while (!this.is('caso') && !this.is('}')) {
        if (this.peek.kind === 'eof') this.error('unclosed_block', this.peek, { line: open.line })
        const stmt = this.parseStatement()
        if (stmt) body.push(stmt)
      }
      cases.push({ value: label, body, ...this.pos(t) })
    }
    this.next()
    return { kind: 'switch', value, cases, ...at }
  }
}
