// Token cursor and the expression half of the parser (precedence climbing, Java's order as Portugol Studio).
import type { ArrayInit, AssignOp, BaseType, BinaryOp, Expr, Pos } from './ast'
import { CompileError } from './diagnostics'
import { ACCENTED_KEYWORDS, type Token } from './lexer'

const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>='])

/** Binary operators from the loosest to the tightest binding level. */
const LEVELS: BinaryOp[][] = [
  ['ou'],
  ['e'],
  ['|'],
  ['^'],
  ['&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['<<', '>>'],
  ['+', '-'],
  ['*', '/', '%'],
]

export const TYPE_NAMES = new Set<string>(['inteiro', 'real', 'caracter', 'cadeia', 'logico', 'vazio'])
const BUILTIN_COMMANDS = new Set(['escreva', 'leia', 'limpa'])

/** How a token is shown in a message: its text, or '' for the end of the file. */
export function shown(token: Token): string {
  if (token.kind === 'eof') return ''
  if (token.kind === 'string') return `"${token.value}"`
  if (token.kind === 'char') return `'${token.value}'`
  return token.value
}

export class TokenCursor {
  protected i = 0
  constructor(protected readonly tokens: Token[]) {}

  protected get peek(): Token {
    return this.tokens[this.i]
  }
  protected lookahead(k: number): Token {
    return this.tokens[Math.min(this.i + k, this.tokens.length - 1)]
  }
  protected next(): Token {
    const token = this.tokens[this.i]
    if (token.kind !== 'eof') this.i++
    return token
  }
  protected is(value: string, kind?: Token['kind']): boolean {
    const t = this.peek
    return t.value === value && (kind ? t.kind === kind : t.kind === 'op' || t.kind === 'keyword')
  }
  protected accept(value: string): boolean {
    if (!this.is(value)) return false
    this.next()
    return true
  }
  protected error(code: string, at: Pos, params: Record<string, string | number> = {}): never {
    throw new CompileError(code, at.line, at.column, params)
  }
  /** Expects `value`; when it closes `opened` (a bracket), the message points back at the opening one. */
  protected expect(value: string, opened?: Token): Token {
    if (this.is(value)) return this.next()
    const found = this.peek
    this.rejectAccented(found)
    if (opened) {
      this.error('unclosed_bracket', found, {
        bracket: opened.value,
        line: opened.line,
        column: opened.column,
        expected: value,
        found: shown(found),
      })
    }
    this.error('expected_token', found, { expected: value, found: shown(found) })
  }
  protected expectIdent(what: 'variable' | 'function' | 'library' | 'name'): Token {
    const t = this.peek
    if (t.kind === 'ident') {
      this.rejectAccented(t)
      return this.next()
    }
    if (t.kind === 'keyword') this.error('keyword_as_name', t, { word: t.value })
    this.error('expected_name', t, { what, found: shown(t) })
  }
  protected rejectAccented(t: Token) {
    const right = ACCENTED_KEYWORDS[t.value]
    if (t.kind === 'ident' && right && right !== 'inicio')
      this.error('accented_keyword', t, { word: t.value, right })
  }
  protected pos(t: Token = this.peek): Pos {
    return { line: t.line, column: t.column }
  }
}

export class ExprParser extends TokenCursor {
  parseExpression(): Expr {
    const left = this.parseBinary(0)
    const t = this.peek
    if (t.kind === 'op' && ASSIGN_OPS.has(t.value)) {
      this.next()
      const value = this.parseExpression()
      return { kind: 'assign', op: t.value as AssignOp, target: left, value, ...this.pos(t) }
    }
    return left
  }

  /** A condition: `=` where `==` was meant gets its own message. */
  protected parseCondition(): Expr {
    const left = this.parseBinary(0)
    if (this.is('=')) {
      const eq = this.peek
      const after = this.lookahead(1)
      if ((after.value === '>' || after.value === '<') && after.start === eq.end) {
        this.error('use_word_operator', eq, { found: `=${after.value}`, right: `${after.value}=` })
      }
      this.error('assign_in_condition', eq)
    }
    return left
  }

  private parseBinary(level: number): Expr {
    if (level === LEVELS.length) return this.parseUnary()
    let left = this.parseBinary(level + 1)
    for (;;) {
      const t = this.peek
      if ((t.value === '&' || t.value === '|') && this.lookahead(1).value === t.value) {
        this.error('use_word_operator', t, { found: t.value + t.value, right: t.value === '&' ? 'e' : 'ou' })
      }
      if ((t.kind !== 'op' && t.kind !== 'keyword') || !LEVELS[level].includes(t.value as BinaryOp))
        return left
      this.next()
      const right = this.parseBinary(level + 1)
      left = { kind: 'binary', op: t.value as BinaryOp, left, right, ...this.pos(t) }
    }
  }

  private parseUnary(): Expr {
    const t = this.peek
    if (t.value === '!' && t.kind === 'op') this.error('use_word_operator', t, { found: '!', right: 'nao' })
    if (
      (t.kind === 'op' && ['-', '+', '~'].includes(t.value)) ||
      (t.kind === 'keyword' && t.value === 'nao')
    ) {
      this.next()
      const operand = this.parseUnary()
      return { kind: 'unary', op: t.value as '-' | '+' | '~' | 'nao', operand, ...this.pos(t) }
    }
    if (t.kind === 'op' && (t.value === '++' || t.value === '--')) {
      this.next()
      const target = this.parseUnary()
      return { kind: 'incdec', op: t.value, prefix: true, target, ...this.pos(t) }
    }
    return this.parsePostfix()
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary()
    for (;;) {
      const t = this.peek
      if (t.kind !== 'op') return expr
      if (t.value === '[') {
        this.next()
        const index = this.parseExpression()
        this.expect(']', t)
        expr = { kind: 'index', target: expr, index, ...this.pos(t) }
      } else if ((t.value === '++' || t.value === '--') && this.postfixApplies(expr, t)) {
        this.next()
        expr = { kind: 'incdec', op: t.value, prefix: false, target: expr, ...this.pos(t) }
      } else return expr
    }
  }

  /**
   * Without semicolons, `escreva(i)` then `++i` on the next line must not read as `escreva(i)++`: a postfix
   * ++/-- belongs to a variable or element on the same line.
   */
  private postfixApplies(expr: Expr, t: Token): boolean {
    return (expr.kind === 'name' || expr.kind === 'index') && this.tokens[this.i - 1].line === t.line
  }

  private parseArgs(open: Token): Expr[] {
    const args: Expr[] = []
    if (this.accept(')')) return args
    do args.push(this.parseExpression())
    while (this.accept(','))
    this.expect(')', open)
    return args
  }

  private parsePrimary(): Expr {
    const t = this.peek
    const at = this.pos(t)
    switch (t.kind) {
      case 'int':
        this.next()
        return { kind: 'literal', value: Number(t.value), literal: 'inteiro', ...at }
      case 'real':
        this.next()
        return { kind: 'literal', value: Number(t.value), literal: 'real', ...at }
      case 'string':
        this.next()
        return { kind: 'literal', value: t.value, literal: 'cadeia', ...at }
      case 'char':
        this.next()
        return { kind: 'literal', value: t.value, literal: 'caracter', ...at }
      case 'keyword':
        if (t.value === 'verdadeiro' || t.value === 'falso') {
          this.next()
          return { kind: 'literal', value: t.value === 'verdadeiro', literal: 'logico', ...at }
        }
        if (TYPE_NAMES.has(t.value)) this.error('declaration_in_expression', t, { word: t.value })
        this.error('expected_expression', t, { found: shown(t) })
        break
      case 'ident': {
        this.rejectAccented(t)
        this.next()
        if (this.is('.')) {
          this.next()
          const member = this.expectIdent('name')
          const open = this.peek
          if (this.accept('(')) {
            return { kind: 'call', name: member.value, library: t.value, args: this.parseArgs(open), ...at }
          }
          return { kind: 'member', library: t.value, name: member.value, ...at }
        }
        const open = this.peek
        if (this.accept('('))
          return { kind: 'call', name: t.value, library: null, args: this.parseArgs(open), ...at }
        if (BUILTIN_COMMANDS.has(t.value)) this.expect('(')
        return { kind: 'name', name: t.value, ...at }
      }
      case 'op':
        if (t.value === '(') {
          this.next()
          const inner = this.parseExpression()
          this.expect(')', t)
          return inner
        }
        break
    }
    this.error('expected_expression', t, { found: shown(t) })
  }

  /** `{1, 2, 3}` or `{{1, 2}, {3, 4}}` after `=` in a vector or matrix declaration. */
  protected parseArrayInit(): ArrayInit {
    const open = this.expect('{')
    const items: (Expr | ArrayInit)[] = []
    if (!this.is('}')) {
      do items.push(this.is('{') ? this.parseArrayInit() : this.parseExpression())
      while (this.accept(','))
    }
    this.expect('}', open)
    return { kind: 'array', items, ...this.pos(open) }
  }

  protected parseType(): BaseType {
    const t = this.peek
    if (t.kind === 'keyword' && TYPE_NAMES.has(t.value)) return this.next().value as BaseType
    this.rejectAccented(t)
    this.error('expected_type', t, { found: shown(t) })
  }
}
