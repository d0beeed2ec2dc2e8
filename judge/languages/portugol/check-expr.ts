// Type checking of expressions and calls; annotates `type`, `symbol` and `fn` for the code generator.
import type { BaseType, Expr, FunctionDecl, PType, Pos, VarSymbol } from './ast'
import { scalar } from './ast'
import { CompileError } from './diagnostics'
import { LIBRARIES } from './libraries'

/** A failed sub-expression: its parents stay quiet so one mistake gives one message. */
export const UNKNOWN: PType = { base: 'vazio', dims: 0 }

export const INT_MAX = 2147483647

/** The alias of an `inclua` that was refused (already reported): its uses say nothing more. */
export const BROKEN_LIBRARY = ''

export function typeName(t: PType): string {
  if (t.dims === 1) return `vetor de ${t.base}`
  if (t.dims === 2) return `matriz de ${t.base}`
  return t.base
}

const isNumeric = (t: PType) => t.dims === 0 && (t.base === 'inteiro' || t.base === 'real')
const is = (t: PType, base: BaseType) => t.dims === 0 && t.base === base

/** Can a value of `from` be stored where `to` is expected (inteiro → real, caracter → cadeia)? */
export function assignable(to: PType, from: PType): boolean {
  if (to.dims !== from.dims) return false
  if (to.base === from.base) return true
  if (to.dims > 0) return false
  return (to.base === 'real' && from.base === 'inteiro') || (to.base === 'cadeia' && from.base === 'caracter')
}

export class Scope {
  readonly vars = new Map<string, VarSymbol>()
  constructor(readonly parent: Scope | null) {}
  lookup(name: string): VarSymbol | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name)
  }
  names(): string[] {
    return [...this.vars.keys(), ...(this.parent?.names() ?? [])]
  }
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
  }
  return row[b.length]
}

/** The closest known name (a typo of one or two letters, or the same name in other case), if any. */
export function closest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined
  // One- and two-letter names are all one typo apart: only a different case counts there.
  let bestDistance = name.length <= 2 ? 0 : name.length <= 4 ? 1 : 2
  for (const candidate of known) {
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0 : distance(name, candidate)
    if (d <= bestDistance && candidate !== name) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}

export abstract class ExprChecker {
  readonly errors: CompileError[] = []
  protected scope = new Scope(null)
  protected readonly functions = new Map<string, FunctionDecl>()
  /** alias → library name, from `inclua biblioteca X --> alias`. */
  protected readonly aliases = new Map<string, string>()
  /** Undeclared names already reported in the current function. */
  protected undeclared = new Set<string>()

  protected report(code: string, at: Pos, params: Record<string, string | number> = {}): PType {
    this.errors.push(new CompileError(code, at.line, at.column, params))
    return UNKNOWN
  }

  protected suggestion(name: string, known: Iterable<string>): Record<string, string> {
    const near = closest(name, known)
    return near ? { suggestion: near } : {}
  }

  /** Type of `e`; `statement` = the expression is a whole statement (assignments allowed). */
  expr(e: Expr, statement = false): PType {
    e.type = this.compute(e, statement)
    return e.type
  }

  /** A value (not a whole vector, not vazio) of the given base types. */
  protected operand(e: Expr): PType {
    const t = this.expr(e)
    if (t === UNKNOWN) return t
    if (t.dims > 0) return this.report('array_as_value', e, { type: typeName(t) })
    if (t.base === 'vazio') return this.report('vazio_value', e)
    return t
  }

  private compute(e: Expr, statement: boolean): PType {
    switch (e.kind) {
      case 'literal':
        if (e.literal === 'inteiro' && (e.value as number) > INT_MAX) {
          return this.report('int_too_big', e, { value: String(e.value) })
        }
        return scalar(e.literal)
      case 'name': {
        const symbol = this.scope.lookup(e.name)
        if (symbol) {
          e.symbol = symbol
          return symbol.type
        }
        if (this.functions.has(e.name)) return this.report('function_without_parens', e, { name: e.name })
        if (this.aliases.has(e.name)) return this.report('library_as_value', e, { name: e.name })
        // Reported once per name and function: every later use would repeat the same news.
        if (this.undeclared.has(e.name)) return UNKNOWN
        this.undeclared.add(e.name)
        return this.report('undeclared_variable', e, {
          name: e.name,
          ...this.suggestion(e.name, this.scope.names()),
        })
      }
      case 'index': {
        const target = this.expr(e.target)
        const index = this.operand(e.index)
        if (target === UNKNOWN) return UNKNOWN
        if (target.dims === 0) {
          return this.report('index_on_scalar', e, { name: rootName(e.target), type: typeName(target) })
        }
        if (index !== UNKNOWN && !is(index, 'inteiro')) return this.report('index_not_inteiro', e.index)
        return { base: target.base, dims: (target.dims - 1) as 0 | 1 }
      }
      case 'member': {
        const library = this.libraryOf(e.library, e)
        if (!library) return UNKNOWN
        const constant = LIBRARIES[library].constants[e.name]
        if (constant) {
          e.value = constant.value
          return scalar(constant.type)
        }
        if (LIBRARIES[library].functions[e.name]) {
          return this.report('function_without_parens', e, { name: `${e.library}.${e.name}` })
        }
        return this.unknownMember(library, e.library, e.name, e)
      }
      case 'call':
        return this.call(e)
      case 'unary': {
        // -2147483648 is the smallest inteiro: its digits alone would not fit.
        const o = e.operand
        if (e.op === '-' && o.kind === 'literal' && o.literal === 'inteiro' && o.value === INT_MAX + 1) {
          o.type = scalar('inteiro')
          return scalar('inteiro')
        }
        const t = this.operand(e.operand)
        if (t === UNKNOWN) return t
        if (e.op === 'nao')
          return is(t, 'logico') ? t : this.report('nao_needs_logico', e, { type: typeName(t) })
        if (e.op === '~') return is(t, 'inteiro') ? t : this.report('bitwise_needs_inteiro', e, { op: '~' })
        return isNumeric(t) ? t : this.report('sign_needs_number', e, { op: e.op, type: typeName(t) })
      }
      case 'binary':
        return this.binary(e)
      case 'assign':
        if (!statement) this.report('assign_in_expression', e)
        return this.assign(e)
      case 'incdec': {
        const t = this.target(e.target)
        if (t !== UNKNOWN && !isNumeric(t)) return this.report('incdec_needs_number', e, { op: e.op })
        return t
      }
    }
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>): PType {
    const l = this.operand(e.left)
    const r = this.operand(e.right)
    if (l === UNKNOWN || r === UNKNOWN) return UNKNOWN
    const mismatch = () =>
      this.report('operator_types', e, { op: e.op, left: typeName(l), right: typeName(r) })
    switch (e.op) {
      case '+':
        if (is(l, 'cadeia') || is(r, 'cadeia') || (is(l, 'caracter') && is(r, 'caracter'))) {
          return scalar('cadeia')
        }
        if (isNumeric(l) && isNumeric(r))
          return scalar(l.base === 'real' || r.base === 'real' ? 'real' : 'inteiro')
        return mismatch()
      case '-':
      case '*':
      case '/':
        if (isNumeric(l) && isNumeric(r))
          return scalar(l.base === 'real' || r.base === 'real' ? 'real' : 'inteiro')
        return mismatch()
      case '%':
        if (is(l, 'inteiro') && is(r, 'inteiro')) return l
        if (isNumeric(l) && isNumeric(r)) return this.report('mod_needs_inteiro', e)
        return mismatch()
      case '<':
      case '<=':
      case '>':
      case '>=':
        if ((isNumeric(l) && isNumeric(r)) || (is(l, 'caracter') && is(r, 'caracter')))
          return scalar('logico')
        if (is(l, 'cadeia') && is(r, 'cadeia')) return this.report('compare_cadeias', e, { op: e.op })
        return mismatch()
      case '==':
      case '!=':
        if ((isNumeric(l) && isNumeric(r)) || l.base === r.base) return scalar('logico')
        return mismatch()
      case 'e':
      case 'ou':
        if (is(l, 'logico') && is(r, 'logico')) return l
        return this.report('logic_needs_logico', e, { op: e.op, left: typeName(l), right: typeName(r) })
      default:
        if (is(l, 'inteiro') && is(r, 'inteiro')) return l
        return this.report('bitwise_needs_inteiro', e, { op: e.op })
    }
  }

  /** An assignable place (variable or element) that is not a constant; its type. */
  protected target(e: Expr): PType {
    if (e.kind !== 'name' && e.kind !== 'index') {
      this.expr(e)
      return this.report('not_assignable', e)
    }
    const t = this.expr(e)
    if (t === UNKNOWN) return t
    let root: Expr = e
    while (root.kind === 'index') root = root.target
    if (root.kind === 'name' && root.symbol?.constant)
      return this.report('assign_to_const', e, { name: root.name })
    return t
  }

  private assign(e: Extract<Expr, { kind: 'assign' }>): PType {
    const to = this.target(e.target)
    const from = this.expr(e.value)
    if (to === UNKNOWN || from === UNKNOWN) return UNKNOWN
    if (to.dims > 0) return this.report('array_assign', e, { name: rootName(e.target) })
    if (from.dims > 0) return this.report('array_as_value', e.value, { type: typeName(from) })
    if (from.base === 'vazio') return this.report('vazio_value', e.value)
    if (e.op === '=') {
      if (assignable(to, from)) return to
      if (is(to, 'caracter') && e.value.kind === 'literal' && e.value.literal === 'cadeia') {
        return this.report('char_needs_single_quotes', e.value)
      }
      return this.report('assign_types', e, {
        name: rootName(e.target),
        to: typeName(to),
        from: typeName(from),
      })
    }
    const op = e.op.slice(0, -1)
    if (op === '+' && is(to, 'cadeia')) return to
    const ok =
      op === '%' || op === '<<' || op === '>>'
        ? is(to, 'inteiro') && is(from, 'inteiro')
        : isNumeric(to) && isNumeric(from) && (to.base === 'real' || from.base === 'inteiro')
    if (ok) return to
    return this.report('compound_types', e, { op: e.op, to: typeName(to), from: typeName(from) })
  }

  /** Calls: escreva/leia/limpa, the program's functions, libraries (check-call.ts). */
  protected abstract call(e: Extract<Expr, { kind: 'call' }>): PType

  protected libraryOf(alias: string, at: Pos): string | undefined {
    const library = this.aliases.get(alias)
    if (library) return library
    if (library === BROKEN_LIBRARY) return undefined
    const byName = Object.keys(LIBRARIES).find((l) => l === alias)
    if (byName) this.report('library_not_included', at, { library: byName })
    else if (this.scope.lookup(alias)) this.report('dot_on_variable', at, { name: alias })
    else this.report('unknown_alias', at, { name: alias, ...this.suggestion(alias, this.aliases.keys()) })
    return undefined
  }

  protected unknownMember(library: string, alias: string, name: string, at: Pos): PType {
    const lib = LIBRARIES[library]
    const known = [...Object.keys(lib.functions), ...Object.keys(lib.constants)]
    const near = closest(name, known) ?? known.find((k) => k.endsWith(`_${name}`) || k.startsWith(`${name}_`))
    return this.report('unknown_library_member', at, {
      library,
      name: `${alias}.${name}`,
      ...(near ? { suggestion: `${alias}.${near}` } : {}),
    })
  }
}

/** The variable an expression is rooted at (`v` for `v[i][j]`), for messages. */
export function rootName(e: Expr): string {
  let root = e
  while (root.kind === 'index') root = root.target
  return root.kind === 'name' ? root.name : '?'
}
