// Expressions → JavaScript. inteiro stays a 32-bit integer: + - * and ++/-- go through $ck, which stops the
// program with a clear message when a result leaves the inteiro range (Portugol Studio wraps silently).
import type { Expr, PType, VarSymbol } from './ast'

/** Runtime helpers the generated code destructures once (locals are faster than property loads). */
export const HELPERS = [
  '$ck',
  '$div',
  '$mod',
  '$rdiv',
  '$ix',
  '$w',
  '$real',
  '$bool',
  '$readInt',
  '$readReal',
  '$readChar',
  '$readText',
  '$readBool',
  '$vector',
  '$matrix',
  '$fillVector',
  '$fillMatrix',
  '$noReturn',
]

/** How to read or write a variable: plain, in a cell, or through a by-reference pair. */
export function access(s: VarSymbol): string {
  if (s.byRefParam) return `${s.js}$c[${s.js}$k]`
  if (s.celled) return `${s.js}[0]`
  return s.js
}

const isInt = (t: PType | undefined) => t?.dims === 0 && t.base === 'inteiro'

/** A place that can be read and written: `setup` runs first (once), then `get` / `set` may repeat. */
interface Place {
  setup: string[]
  get: string
  set(value: string): string
  /** For an element: the array (or row) and the checked index, as `get` reads them. */
  element?: { container: string; key: string }
}

export class ExprGenerator {
  protected temps = 0

  protected temp(): string {
    return `$t${this.temps++}`
  }

  /** Text of a value of type `t` for output or concatenation. */
  protected text(e: Expr): string {
    const code = this.expr(e)
    switch (e.type?.base) {
      case 'real':
        return `$real(${code})`
      case 'logico':
        return `$bool(${code})`
      default:
        return code
    }
  }

  expr(e: Expr): string {
    switch (e.kind) {
      case 'literal':
        if (typeof e.value === 'string') return JSON.stringify(e.value)
        return String(e.value)
      case 'name':
        return access(e.symbol as VarSymbol)
      case 'index': {
        // A read of a plain variable's element needs no temporaries: the array expression has no effects.
        if (e.target.kind === 'name') {
          const array = access(e.target.symbol as VarSymbol)
          return `${array}[$ix(${array}, ${this.expr(e.index)}, ${e.line}, ${JSON.stringify(rootOf(e))})]`
        }
        const place = this.place(e)
        return `(${[...place.setup, place.get].join(', ')})`
      }
      case 'member':
        return String(e.value)
      case 'call':
        return this.call(e)
      case 'unary': {
        const operand = this.expr(e.operand)
        if (e.op === 'nao') return `(!${operand})`
        if (e.op === '~') return `(~${operand})`
        if (e.op === '+') return operand
        if (e.operand.kind === 'literal') return `(-${operand})`
        return isInt(e.type) ? `$ck(-${operand}, ${e.line})` : `(-${operand})`
      }
      case 'binary':
        return this.binary(e)
      case 'assign':
      case 'incdec':
        return `(${this.statementExpr(e, true)})`
    }
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>): string {
    const L = e.line
    if (e.op === '+' && e.type?.base === 'cadeia') return `(${this.text(e.left)} + ${this.text(e.right)})`
    const l = this.expr(e.left)
    const r = this.expr(e.right)
    const int = isInt(e.type)
    switch (e.op) {
      case '+':
      case '-':
      case '*':
        return int ? `$ck(${l} ${e.op} ${r}, ${L})` : `(${l} ${e.op} ${r})`
      case '/':
        return int ? `$div(${l}, ${r}, ${L})` : `$rdiv(${l}, ${r}, ${L})`
      case '%':
        return `$mod(${l}, ${r}, ${L})`
      case '==':
        return `(${l} === ${r})`
      case '!=':
        return `(${l} !== ${r})`
      case 'e':
        return `(${l} && ${r})`
      case 'ou':
        return `(${l} || ${r})`
      default:
        return `(${l} ${e.op} ${r})`
    }
  }

  /** A variable or an element, with bounds checks; index expressions are evaluated once. */
  protected place(e: Expr): Place {
    if (e.kind === 'name') {
      const code = access(e.symbol as VarSymbol)
      return { setup: [], get: code, set: (v) => `${code} = ${v}` }
    }
    if (e.kind !== 'index') throw new Error(`not a place: ${e.kind}`)
    const name = JSON.stringify(rootOf(e))
    const index = this.expr(e.index)
    if (e.target.kind === 'name') {
      const array = access(e.target.symbol as VarSymbol)
      const key = this.temp()
      return {
        setup: [`${key} = $ix(${array}, ${index}, ${e.line}, ${name})`],
        get: `${array}[${key}]`,
        set: (v) => `${array}[${key}] = ${v}`,
        element: { container: array, key },
      }
    }
    const row = this.temp()
    const key = this.temp()
    const inner = this.place(e.target)
    return {
      setup: [...inner.setup, `${row} = ${inner.get}`, `${key} = $ix(${row}, ${index}, ${e.line}, ${name})`],
      get: `${row}[${key}]`,
      set: (v) => `${row}[${key}] = ${v}`,
      element: { container: row, key },
    }
  }

  /** Assignment, ++/-- or a call, as a statement (or inside a `para` header); `used` = its value is read. */
  statementExpr(e: Expr, used = false): string {
    if (e.kind === 'call') return this.call(e)
    if (e.kind === 'incdec') {
      const place = this.place(e.target)
      const op = e.op === '++' ? '+' : '-'
      const next = (v: string) => (isInt(e.type) ? `$ck(${v} ${op} 1, ${e.line})` : `${v} ${op} 1`)
      if (e.prefix || !used) return [...place.setup, place.set(next(place.get))].join(', ')
      const old = this.temp()
      return [...place.setup, `${old} = ${place.get}`, place.set(next(old)), old].join(', ')
    }
    if (e.kind !== 'assign') return this.expr(e)
    const place = this.place(e.target)
    const value = this.expr(e.value)
    if (e.op === '=') return [...place.setup, place.set(value)].join(', ')
    const op = e.op.slice(0, -1)
    const target = e.target.type as PType
    let combined: string
    if (target.base === 'cadeia') combined = `${place.get} + ${this.text(e.value)}`
    else if (target.base === 'inteiro' && (op === '+' || op === '-' || op === '*'))
      combined = `$ck(${place.get} ${op} ${value}, ${e.line})`
    else if (op === '/')
      combined = `${target.base === 'inteiro' ? '$div' : '$rdiv'}(${place.get}, ${value}, ${e.line})`
    else if (op === '%') combined = `$mod(${place.get}, ${value}, ${e.line})`
    else combined = `${place.get} ${op} ${value}`
    return [...place.setup, place.set(combined)].join(', ')
  }

  private call(e: Extract<Expr, { kind: 'call' }>): string {
    const fn = e.fn
    if (!fn) throw new Error('unchecked call')
    if (fn.kind === 'builtin') {
      if (fn.name === 'limpa') return 'undefined'
      if (fn.name === 'escreva') return `$w(${["''", ...e.args.map((a) => this.text(a))].join(' + ')})`
      return e.args
        .map((arg) => {
          const place = this.place(arg)
          const read = READERS[arg.type?.base ?? 'cadeia']
          return [...place.setup, place.set(`${read}(${e.line})`)].join(', ')
        })
        .join(', ')
    }
    if (fn.kind === 'library') {
      const args = e.args.map((a) => this.expr(a))
      return `$lib_${fn.library}.${fn.name}(${[...args, e.line].join(', ')})`
    }
    const args = fn.decl.params.flatMap((param, i) => {
      const arg = e.args[i]
      if (!(param.byRef && param.dims === 0)) return [this.expr(arg)]
      if (arg.kind === 'name') {
        const s = arg.symbol as VarSymbol
        return s.byRefParam ? [`${s.js}$c`, `${s.js}$k`] : [s.js, '0']
      }
      // An element: the container, then its checked index (evaluated in this order, once).
      const place = this.place(arg)
      const { container, key } = place.element as NonNullable<Place['element']>
      return [`(${[...place.setup, container].join(', ')})`, key]
    })
    return `f_${e.name}(${args.join(', ')})`
  }
}

const READERS: Record<string, string> = {
  inteiro: '$readInt',
  real: '$readReal',
  caracter: '$readChar',
  cadeia: '$readText',
  logico: '$readBool',
}

function rootOf(e: Expr): string {
  let root = e
  while (root.kind === 'index') root = root.target
  return root.kind === 'name' ? root.name : '?'
}
