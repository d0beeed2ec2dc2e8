// Checked syntax tree → JavaScript (CommonJS) that node runs with our runtime. One Portugol statement per
// JavaScript line, and a table from JavaScript lines to Portugol lines for errors no helper saw coming
// (a stack overflow). Helpers that can fail get the Portugol line as an argument.
import type { ArrayInit, Expr, FunctionDecl, PType, Program, Stmt, VarDecl, VarSymbol } from './ast'
import { ExprGenerator, HELPERS } from './gen-expr'

/** JavaScript for a checked program; `runtime` is the path it `require`s the runtime from (absolute in the box). */
export function generate(program: Program, runtime: string): string {
  return new Generator().program(program, runtime)
}

const DEFAULTS: Record<string, string> = {
  inteiro: '0',
  real: '0',
  caracter: '"\\0"',
  cadeia: '""',
  logico: 'false',
}

class Generator extends ExprGenerator {
  private out: string[] = []
  private lineMap: number[] = []
  private indent = ''

  private emit(code: string, portugolLine: number) {
    this.out.push(this.indent + code)
    this.lineMap.push(portugolLine)
  }

  program(p: Program, runtime: string): string {
    this.emit("'use strict'", 0)
    this.emit(`const $rt = require(${JSON.stringify(runtime)})`, 0)
    this.emit(`const { ${HELPERS.join(', ')} } = $rt`, 0)
    const libraries = [...new Set(p.includes.map((i) => i.library))]
    for (const lib of libraries) this.emit(`const $lib_${lib} = $rt.libraries.${lib}`, 0)
    if (p.globals.length > 0)
      this.emit(`let ${p.globals.map((g) => g.symbol?.js ?? `g_${g.name}`).join(', ')}`, 0)
    for (const fn of p.functions) this.function(fn)
    this.emit('function $start() {', 0)
    this.indent = '  '
    this.withTemps(() => {
      for (const g of p.globals) this.emit(this.declaration(g), g.line)
      this.emit('f_inicio()', 0)
    })
    this.indent = ''
    this.emit('}', 0)
    this.emit(`$rt.main($start, ${JSON.stringify(this.lineMap)})`, 0)
    return `${this.out.join('\n')}\n`
  }

  /** Runs `emit`s, then declares the `$t…` temporaries they used at the top of what they emitted. */
  private withTemps(body: () => void) {
    const start = this.out.length
    const saved = this.temps
    this.temps = 0
    body()
    if (this.temps > 0) {
      const names = Array.from({ length: this.temps }, (_, i) => `$t${i}`)
      this.out.splice(start, 0, `${this.indent}let ${names.join(', ')}`)
      this.lineMap.splice(start, 0, 0)
    }
    this.temps = saved
  }

  private function(fn: FunctionDecl) {
    const params = fn.params.flatMap((p) => {
      const s = p.symbol as VarSymbol
      return s.byRefParam ? [`${s.js}$c`, `${s.js}$k`] : [s.js]
    })
    this.emit(`function f_${fn.name}(${params.join(', ')}) {`, fn.line)
    const outer = this.indent
    this.indent += '  '
    this.withTemps(() => {
      // A by-value parameter that is passed on by reference lives in a cell like any celled variable.
      for (const p of fn.params) {
        const s = p.symbol as VarSymbol
        if (s.celled) this.emit(`${s.js} = [${s.js}]`, p.line)
      }
      for (const stmt of fn.body) this.statement(stmt)
      if (fn.returns !== 'vazio') this.emit(`$noReturn(${fn.line}, ${JSON.stringify(fn.name)})`, fn.line)
    })
    this.indent = outer
    this.emit('}', fn.line)
  }

  /** `name = value` for a declaration (the caller adds `let` for locals). */
  private declaration(d: VarDecl): string {
    const s = d.symbol as VarSymbol
    const value = this.initialValue(d)
    return `${s.js} = ${s.celled ? `[${value}]` : value}`
  }

  private initialValue(d: VarDecl): string {
    const t: PType = { base: d.base, dims: d.dims.length as 0 | 1 | 2 }
    const fill = DEFAULTS[d.base]
    const name = JSON.stringify(d.name)
    const size = (e: Expr | null) => (e ? this.expr(e) : '-1')
    if (t.dims === 0) return d.init && d.init.kind !== 'array' ? this.expr(d.init) : fill
    if (!d.init || d.init.kind !== 'array') {
      return t.dims === 1
        ? `$vector(${size(d.dims[0])}, ${fill}, ${d.line}, ${name})`
        : `$matrix(${size(d.dims[0])}, ${size(d.dims[1])}, ${fill}, ${d.line}, ${name})`
    }
    const items = (init: ArrayInit): string =>
      `[${init.items.map((i) => (i.kind === 'array' ? items(i) : this.expr(i))).join(', ')}]`
    return t.dims === 1
      ? `$fillVector(${items(d.init)}, ${size(d.dims[0])}, ${fill}, ${d.line}, ${name})`
      : `$fillMatrix(${items(d.init)}, ${size(d.dims[0])}, ${size(d.dims[1])}, ${fill}, ${d.line}, ${name})`
  }

  private statement(s: Stmt) {
    switch (s.kind) {
      case 'block':
        return this.blockOf(s.body, '{', s.line)
      case 'vars':
        for (const d of s.decls) this.emit(`let ${this.declaration(d)}`, d.line)
        return
      case 'expr':
        return this.emit(this.statementExpr(s.expr), s.line)
      case 'if': {
        this.emit(`if (${this.expr(s.cond)}) {`, s.line)
        this.nested(s.then)
        if (s.otherwise) {
          this.emit('} else {', s.otherwise.line)
          this.nested(s.otherwise)
        }
        return this.emit('}', s.line)
      }
      case 'while':
        this.emit(`while (${this.expr(s.cond)}) {`, s.line)
        this.nested(s.body)
        return this.emit('}', s.line)
      case 'do':
        this.emit('do {', s.line)
        this.nested(s.body)
        return this.emit(`} while (${this.expr(s.cond)})`, s.cond.line)
      case 'for': {
        let init = ''
        if (s.init?.kind === 'vars') init = `let ${s.init.decls.map((d) => this.declaration(d)).join(', ')}`
        else if (s.init?.kind === 'expr') init = this.statementExpr(s.init.expr)
        const cond = s.cond ? this.expr(s.cond) : ''
        const update = s.update.map((u) => this.statementExpr(u)).join(', ')
        this.emit(`for (${init}; ${cond}; ${update}) {`, s.line)
        this.nested(s.body)
        return this.emit('}', s.line)
      }
      case 'switch': {
        this.emit(`switch (${this.expr(s.value)}) {`, s.line)
        for (const c of s.cases) {
          this.blockOf(c.body, c.value ? `case ${this.expr(c.value)}: {` : 'default: {', c.line)
        }
        return this.emit('}', s.line)
      }
      case 'break':
        return this.emit('break', s.line)
      case 'return':
        return this.emit(s.value ? `return ${this.expr(s.value)}` : 'return', s.line)
    }
  }

  private nested(s: Stmt) {
    const outer = this.indent
    this.indent += '  '
    if (s.kind === 'block') for (const inner of s.body) this.statement(inner)
    else this.statement(s)
    this.indent = outer
  }

  private blockOf(body: Stmt[], open: string, line: number) {
    this.emit(open, line)
    this.nested({ kind: 'block', body, line, column: 0 })
    this.emit('}', line)
  }
}
