// Semantic checks of a whole program: libraries, declarations, scopes, statements. Collects every error
// (one per mistake: failed sub-expressions stay quiet) so the student sees them all at once.
import type { ArrayInit, Expr, FunctionDecl, PType, Pos, Program, Stmt, VarDecl, VarSymbol } from './ast'
import { scalar } from './ast'
import { CallChecker } from './check-call'
import { BROKEN_LIBRARY, Scope, UNKNOWN, assignable, closest, typeName } from './check-expr'
import type { CompileError } from './diagnostics'
import { LIBRARIES, UNSUPPORTED_LIBRARIES } from './libraries'

const BUILTINS = new Set(['escreva', 'leia', 'limpa', 'sorteia'])
const MAX_ERRORS = 10

export function check(program: Program): CompileError[] {
  const checker = new Checker()
  checker.program(program)
  return checker.errors.slice(0, MAX_ERRORS)
}

class Checker extends CallChecker {
  private readonly globals = this.scope
  private current: FunctionDecl | null = null
  private loops = 0
  private switches = 0

  program(program: Program) {
    for (const include of program.includes) this.include(include.library, include.alias, include)
    for (const fn of program.functions) {
      const previous = this.functions.get(fn.name)
      if (previous) this.report('function_already_declared', fn, { name: fn.name, line: previous.line })
      else if (BUILTINS.has(fn.name)) this.report('reserved_function_name', fn, { name: fn.name })
      else this.functions.set(fn.name, fn)
    }
    for (const decl of program.globals) this.declare(decl, 'global')
    const inicio = this.functions.get('inicio')
    if (!inicio) {
      const near = closest('inicio', this.functions.keys())
      const misspelled = near ? this.functions.get(near) : undefined
      if (misspelled) this.report('inicio_misspelled', misspelled.nameAt, { name: misspelled.name })
      else this.report('missing_inicio', program.end)
    } else if (inicio.params.length > 0) this.report('inicio_with_params', inicio)
    for (const fn of program.functions) this.function(fn)
  }

  private include(library: string, alias: string, at: Pos) {
    if (this.aliases.has(alias)) this.report('alias_taken', at, { alias })
    else if (UNSUPPORTED_LIBRARIES.has(library)) this.report('unsupported_library', at, { library })
    else if (!LIBRARIES[library]) {
      const near = closest(library, Object.keys(LIBRARIES))
      this.report('unknown_library', at, { library, ...(near ? { suggestion: near } : {}) })
    }
    // A refused library keeps its alias, marked broken, so its uses stay quiet: one mistake, one message.
    if (!this.aliases.has(alias)) this.aliases.set(alias, LIBRARIES[library] ? library : BROKEN_LIBRARY)
  }

  private function(fn: FunctionDecl) {
    this.current = fn
    this.undeclared = new Set()
    this.scope = new Scope(this.globals)
    for (const param of fn.params) {
      if (this.scope.vars.has(param.name)) {
        this.report('already_declared', param, { name: param.name, line: param.line })
        continue
      }
      param.symbol = this.symbol(param, { base: param.base, dims: param.dims }, false, 'local')
      param.symbol.byRefParam = param.byRef && param.dims === 0
      this.scope.vars.set(param.name, param.symbol)
    }
    for (const stmt of fn.body) this.statement(stmt)
    this.scope = this.globals
    this.current = null
  }

  private symbol(
    at: Pos & { name: string },
    type: PType,
    constant: boolean,
    scope: 'global' | 'local',
  ): VarSymbol {
    const js = `${scope === 'global' ? 'g' : 'v'}_${at.name}`
    return { name: at.name, line: at.line, type, constant, scope, byRefParam: false, celled: false, js }
  }

  private declare(d: VarDecl, where: 'global' | 'local') {
    // Locals may hide a global, never another local of the same function.
    let previous: VarSymbol | undefined
    for (let s: Scope | null = this.scope; s && (where === 'global' || s !== this.globals); s = s.parent) {
      previous ??= s.vars.get(d.name)
    }
    if (previous) {
      this.report('already_declared', d, { name: d.name, line: previous.line })
    }
    const type: PType = { base: d.base, dims: d.dims.length as 0 | 1 | 2 }
    if (d.base === 'vazio') this.report('vazio_variable', d, { name: d.name })
    for (const size of d.dims) {
      if (!size) continue
      const t = this.expr(size)
      if (t !== UNKNOWN && (t.dims !== 0 || t.base !== 'inteiro'))
        this.report('size_not_inteiro', size, { name: d.name })
    }
    if (d.init === null) {
      if (d.constant) this.report('const_without_value', d, { name: d.name })
      if (d.dims.some((s) => s === null)) this.report('array_without_size', d, { name: d.name })
    } else if (type.dims === 0) {
      if (d.init.kind === 'array') this.report('braces_on_scalar', d.init, { name: d.name })
      else this.initValue(d, type, d.init)
    } else if (d.init.kind !== 'array') {
      this.expr(d.init)
      this.report('array_needs_braces', d.init, { name: d.name })
    } else this.arrayInit(d, type, d.init, 0)
    const symbol = this.symbol(d, type, d.constant, where)
    d.symbol = symbol
    if (!previous) this.scope.vars.set(d.name, symbol)
  }

  private initValue(d: VarDecl, type: PType, init: Expr) {
    const t = this.expr(init)
    if (t === UNKNOWN || assignable(type, t)) return
    if (t.dims > 0) this.report('array_as_value', init, { type: typeName(t) })
    else if (t.base === 'vazio') this.report('vazio_value', init)
    else if (type.base === 'caracter' && init.kind === 'literal' && init.literal === 'cadeia') {
      this.report('char_needs_single_quotes', init)
    } else this.report('assign_types', init, { name: d.name, to: typeName(type), from: typeName(t) })
  }

  /** `{…}` for dimension `level` of `d`: rows of a matrix are braces, elements are values. */
  private arrayInit(d: VarDecl, type: PType, init: ArrayInit, level: number) {
    const size = d.dims[level]
    if (size?.kind === 'literal' && typeof size.value === 'number' && init.items.length > size.value) {
      this.report('too_many_items', init, { name: d.name, size: size.value, count: init.items.length })
    }
    const inner = level + 1 < type.dims
    for (const item of init.items) {
      if (inner) {
        if (item.kind === 'array') this.arrayInit(d, type, item, level + 1)
        else this.report('matrix_needs_rows', item, { name: d.name })
      } else if (item.kind === 'array') this.report('braces_on_scalar', item, { name: d.name })
      else this.initValue(d, scalar(type.base), item)
    }
  }

  private block(body: Stmt[]) {
    const outer = this.scope
    this.scope = new Scope(outer)
    for (const stmt of body) this.statement(stmt)
    this.scope = outer
  }

  private condition(e: Expr, word: string) {
    const t = this.expr(e)
    if (t !== UNKNOWN && (t.dims !== 0 || t.base !== 'logico')) {
      this.report('condition_not_logico', e, { word, type: typeName(t) })
    }
  }

  private statement(s: Stmt) {
    switch (s.kind) {
      case 'block':
        return this.block(s.body)
      case 'vars':
        for (const d of s.decls) this.declare(d, 'local')
        return
      case 'expr': {
        const e = s.expr
        if (e.kind !== 'assign' && e.kind !== 'incdec' && e.kind !== 'call') {
          this.expr(e)
          this.report(
            e.kind === 'binary' && e.op === '==' ? 'comparison_as_statement' : 'useless_expression',
            e,
          )
          return
        }
        this.expr(e, true)
        return
      }
      case 'if':
        this.condition(s.cond, 'se')
        this.block([s.then])
        if (s.otherwise) this.block([s.otherwise])
        return
      case 'while':
      case 'do':
        this.condition(s.cond, 'enquanto')
        return this.loop(() => this.block([s.body]))
      case 'for': {
        const outer = this.scope
        this.scope = new Scope(outer)
        if (s.init) this.statement(s.init)
        if (s.cond) this.condition(s.cond, 'para')
        for (const u of s.update) this.expr(u, true)
        this.loop(() => this.block([s.body]))
        this.scope = outer
        return
      }
      case 'switch':
        return this.switchStatement(s)
      case 'break':
        if (this.loops === 0 && this.switches === 0) this.report('pare_outside_loop', s)
        return
      case 'return':
        return this.returnStatement(s)
    }
  }

  private loop(body: () => void) {
    this.loops++
    body()
    this.loops--
  }

  private switchStatement(s: Extract<Stmt, { kind: 'switch' }>) {
    const t = this.expr(s.value)
    const valid = t !== UNKNOWN && t.dims === 0 && ['inteiro', 'caracter', 'cadeia'].includes(t.base)
    if (t !== UNKNOWN && !valid) this.report('escolha_type', s.value, { type: typeName(t) })
    const seen = new Map<string, number>()
    let defaults = 0
    this.switches++
    for (const c of s.cases) {
      if (c.value === null) {
        if (++defaults > 1) this.report('duplicate_caso_contrario', c)
      } else {
        const literal =
          c.value.kind === 'literal' || (c.value.kind === 'unary' && c.value.operand.kind === 'literal')
        const constant = c.value.kind === 'name' && this.scope.lookup(c.value.name)?.constant
        const ct = this.expr(c.value)
        if (!literal && !constant) this.report('caso_not_constant', c.value)
        else if (valid && ct !== UNKNOWN && (ct.dims !== 0 || ct.base !== t.base)) {
          this.report('caso_type', c.value, { type: typeName(t), got: typeName(ct) })
        }
        const key = JSON.stringify(c.value.kind === 'literal' ? c.value.value : null)
        if (c.value.kind === 'literal' && seen.has(key)) {
          this.report('duplicate_caso', c.value, { line: seen.get(key) as number })
        }
        seen.set(key, c.line)
      }
      this.block(c.body)
    }
    this.switches--
  }

  private returnStatement(s: Extract<Stmt, { kind: 'return' }>) {
    const fn = this.current as FunctionDecl
    if (fn.returns === 'vazio') {
      if (s.value) {
        this.expr(s.value)
        this.report('return_value_in_vazio', s.value, { name: fn.name })
      }
      return
    }
    if (!s.value) {
      this.report('return_without_value', s, { name: fn.name, type: fn.returns })
      return
    }
    const t = this.expr(s.value)
    if (t !== UNKNOWN && !assignable(scalar(fn.returns), t)) {
      this.report('return_type', s.value, { name: fn.name, type: fn.returns, got: typeName(t) })
    }
  }
}
