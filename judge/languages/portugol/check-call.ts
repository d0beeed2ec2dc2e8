// Type checking of calls: escreva / leia / limpa, the program's functions (arity, types, `&` arguments, which
// mark a variable as living in a cell) and library functions.
import type { Expr, PType } from './ast'
import { scalar } from './ast'
import { ExprChecker, UNKNOWN, assignable, typeName } from './check-expr'
import { LIBRARIES, type LibParam } from './libraries'

export abstract class CallChecker extends ExprChecker {
  protected call(e: Extract<Expr, { kind: 'call' }>): PType {
    if (e.library !== null) {
      const library = this.libraryOf(e.library, e)
      if (!library) return this.argsOnly(e)
      const signature = LIBRARIES[library].functions[e.name]
      if (!signature) {
        this.argsOnly(e)
        return this.unknownMember(library, e.library, e.name, e)
      }
      e.fn = { kind: 'library', library, name: e.name, returns: scalar(signature.returns) }
      if (e.args.length !== signature.params.length)
        return this.arity(e, `${e.library}.${e.name}`, signature.params.length)
      signature.params.forEach((p, i) => this.libraryArg(e, i, p))
      return scalar(signature.returns)
    }
    if (e.name === 'escreva' || e.name === 'leia' || e.name === 'limpa') return this.builtin(e, e.name)
    const decl = this.functions.get(e.name)
    if (!decl) {
      this.argsOnly(e)
      const library = Object.entries(LIBRARIES).find(([, lib]) => lib.functions[e.name])?.[0]
      if (library) return this.report('library_function_without_alias', e, { name: e.name, library })
      const known = [...this.functions.keys(), 'escreva', 'leia', 'limpa']
      return this.report('undeclared_function', e, { name: e.name, ...this.suggestion(e.name, known) })
    }
    e.fn = { kind: 'user', decl }
    if (e.args.length !== decl.params.length) return this.arity(e, e.name, decl.params.length)
    decl.params.forEach((param, i) => {
      const arg = e.args[i]
      const want: PType = { base: param.base, dims: param.dims }
      const got = param.byRef ? this.target(arg) : this.expr(arg)
      if (got === UNKNOWN) return
      if (param.byRef && param.dims === 0) {
        if (got.dims !== 0 || got.base !== param.base) {
          this.report('ref_arg_type', arg, { param: param.name, type: typeName(want), got: typeName(got) })
        } else if (arg.kind === 'name' && arg.symbol && !arg.symbol.byRefParam) arg.symbol.celled = true
        return
      }
      if (!assignable(want, got) || (got.dims === 0 && got.base === 'vazio')) {
        this.report('arg_type', arg, {
          n: i + 1,
          name: e.name,
          param: param.name,
          type: typeName(want),
          got: typeName(got),
        })
      }
    })
    return scalar(decl.returns)
  }

  private libraryArg(e: Extract<Expr, { kind: 'call' }>, i: number, param: LibParam) {
    const arg = e.args[i]
    const got = this.expr(arg)
    if (got === UNKNOWN) return
    const ok =
      param === 'vetor'
        ? got.dims === 1
        : param === 'matriz'
          ? got.dims === 2
          : assignable(scalar(param), got)
    if (!ok) {
      this.report('arg_type', arg, {
        n: i + 1,
        name: `${e.library}.${e.name}`,
        param: String(i + 1),
        type: param,
        got: typeName(got),
      })
    }
  }

  private builtin(e: Extract<Expr, { kind: 'call' }>, name: 'escreva' | 'leia' | 'limpa'): PType {
    e.fn = { kind: 'builtin', name }
    if (name === 'limpa') {
      if (e.args.length > 0) this.arity(e, 'limpa', 0)
      return scalar('vazio')
    }
    if (e.args.length === 0) return this.report('builtin_needs_args', e, { name })
    for (const arg of e.args) {
      if (name === 'escreva') this.operand(arg)
      else {
        const t = this.target(arg)
        if (t !== UNKNOWN && t.dims > 0) this.report('leia_array', arg, { type: typeName(t) })
      }
    }
    return scalar('vazio')
  }

  private argsOnly(e: Extract<Expr, { kind: 'call' }>): PType {
    for (const arg of e.args) this.expr(arg)
    return UNKNOWN
  }

  private arity(e: Extract<Expr, { kind: 'call' }>, name: string, expected: number): PType {
    return this.report('arg_count', e, { name, expected, got: e.args.length })
  }
}
