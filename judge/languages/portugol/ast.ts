// The syntax tree the parser builds and the checker annotates (`type` on expressions) for the code generator.

export type BaseType = 'inteiro' | 'real' | 'caracter' | 'cadeia' | 'logico' | 'vazio'

/** A value's type: a base type and 0 (scalar), 1 (vector) or 2 (matrix) dimensions. */
export interface PType {
  base: BaseType
  dims: 0 | 1 | 2
}

export interface Pos {
  line: number
  column: number
}

export interface Program {
  includes: Include[]
  globals: VarDecl[]
  functions: FunctionDecl[]
  /** Position of the closing brace of `programa { … }` (for "missing inicio"). */
  end: Pos
}

export interface Include extends Pos {
  library: string
  alias: string
}

export interface ArrayInit extends Pos {
  kind: 'array'
  items: (Expr | ArrayInit)[]
}

export interface VarDecl extends Pos {
  kind: 'var'
  constant: boolean
  base: BaseType
  name: string
  /** One entry per dimension: its size expression, or null for `[]` (size from the initialiser). */
  dims: (Expr | null)[]
  init: Expr | ArrayInit | null
  /** Filled by the checker: the variable must live in a cell (it is passed to an `&` parameter). */
  symbol?: VarSymbol
}

export interface Param extends Pos {
  base: BaseType
  name: string
  byRef: boolean
  dims: 0 | 1 | 2
  symbol?: VarSymbol
}

export interface FunctionDecl extends Pos {
  name: string
  /** Where the name is written (the declaration's own position is its `funcao`). */
  nameAt: Pos
  returns: BaseType
  params: Param[]
  body: Stmt[]
}

/** A variable as the checker knows it; the generator reads how to reach it. */
export interface VarSymbol {
  name: string
  /** Where it was declared (for "already declared on line N"). */
  line: number
  type: PType
  constant: boolean
  scope: 'global' | 'local'
  /** A by-reference parameter: reached through a (container, key) pair. */
  byRefParam: boolean
  /** Passed whole to an `&` parameter somewhere: stored in a one-element array. */
  celled: boolean
  /** Unique JavaScript name. */
  js: string
}

export type Stmt =
  | ({ kind: 'block'; body: Stmt[] } & Pos)
  | ({ kind: 'vars'; decls: VarDecl[] } & Pos)
  | ({ kind: 'expr'; expr: Expr } & Pos)
  | ({ kind: 'if'; cond: Expr; then: Stmt; otherwise: Stmt | null } & Pos)
  | ({ kind: 'while'; cond: Expr; body: Stmt } & Pos)
  | ({ kind: 'do'; body: Stmt; cond: Expr } & Pos)
  | ({ kind: 'for'; init: Stmt | null; cond: Expr | null; update: Expr[]; body: Stmt } & Pos)
  | ({ kind: 'switch'; value: Expr; cases: SwitchCase[] } & Pos)
  | ({ kind: 'break' } & Pos)
  | ({ kind: 'return'; value: Expr | null } & Pos)

export interface SwitchCase extends Pos {
  /** null = `caso contrario`. */
  value: Expr | null
  body: Stmt[]
}

export type AssignOp = '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '<<=' | '>>='
export type BinaryOp =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'e'
  | 'ou'
  | '&'
  | '|'
  | '^'
  | '<<'
  | '>>'

interface ExprBase extends Pos {
  /** Set by the checker. */
  type?: PType
}

export type Expr =
  | ({ kind: 'literal'; value: string | number | boolean; literal: BaseType } & ExprBase)
  | ({ kind: 'name'; name: string; symbol?: VarSymbol } & ExprBase)
  | ({ kind: 'index'; target: Expr; index: Expr } & ExprBase)
  | ({ kind: 'call'; name: string; library: string | null; args: Expr[]; fn?: CallTarget } & ExprBase)
  | ({ kind: 'member'; library: string; name: string; value?: number } & ExprBase)
  | ({ kind: 'unary'; op: '-' | '+' | 'nao' | '~'; operand: Expr } & ExprBase)
  | ({ kind: 'binary'; op: BinaryOp; left: Expr; right: Expr } & ExprBase)
  | ({ kind: 'assign'; op: AssignOp; target: Expr; value: Expr } & ExprBase)
  | ({ kind: 'incdec'; op: '++' | '--'; prefix: boolean; target: Expr } & ExprBase)

/** What a call resolved to: a function of the program, a built-in (escreva, leia, limpa) or a library's. */
export type CallTarget =
  | { kind: 'user'; decl: FunctionDecl }
  | { kind: 'builtin'; name: 'escreva' | 'leia' | 'limpa' }
  | { kind: 'library'; library: string; name: string; returns: PType }

export const scalar = (base: BaseType): PType => ({ base, dims: 0 })
