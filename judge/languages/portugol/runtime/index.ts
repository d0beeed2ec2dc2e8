// The runtime every compiled program `require`s: checked arithmetic, vectors, escreva/leia and the exit path
// that turns any failure into one Portugol message (never a JavaScript stack trace).
import fs from 'node:fs'
import { type Diagnostic, encodeDiagnostic, formatDiagnostic } from '../diagnostics'
import { PortugolRuntimeError, fail } from './errors'
import { formatBool, formatReal } from './format'
import { libraries } from './libraries'

export { libraries }
export const $real = formatReal
export const $bool = formatBool

// Beyond the memory limit anyway: a bigger size is a typo, not a program (the cgroup judges the rest).
const MAX_SIZE = 100_000_000

// The two hottest helpers: one comparison each (measured: two range compares cost sort 1.8× instead of 1.6×).
export function $ck(r: number, line: number): number {
  const i = r | 0
  if (i !== r) fail('integer_overflow', line)
  return i
}

export function $div(a: number, b: number, line: number): number {
  if (b === 0) fail('division_by_zero', line)
  if (a === -2147483648 && b === -1) fail('integer_overflow', line)
  return (a / b) | 0
}

export function $mod(a: number, b: number, line: number): number {
  if (b === 0) fail('division_by_zero', line)
  return (a % b) | 0
}

export function $rdiv(a: number, b: number, line: number): number {
  if (b === 0) fail('division_by_zero', line)
  return a / b
}

export function $ix(array: unknown[], i: number, line: number, name: string): number {
  if (i >>> 0 < array.length) return i
  fail('index_out_of_range', line, { name, index: i, size: array.length })
}

function size(n: number, line: number, name: string): number {
  if (!(n >= 0 && n <= MAX_SIZE)) fail('bad_size', line, { name, size: n })
  return n
}

export function $vector<T>(n: number, fill: T, line: number, name: string): T[] {
  return new Array(size(n, line, name)).fill(fill)
}

export function $matrix<T>(rows: number, columns: number, fill: T, line: number, name: string): T[][] {
  const r = size(rows, line, name)
  const c = size(columns, line, name)
  if (r * c > MAX_SIZE) fail('bad_size', line, { name, size: r * c })
  return Array.from({ length: r }, () => new Array(c).fill(fill))
}

/** `{…}` of a vector declared with a size (-1 = no size: the values decide). */
export function $fillVector<T>(items: T[], n: number, fill: T, line: number, name: string): T[] {
  if (n === -1) return items
  size(n, line, name)
  if (items.length > n) fail('too_many_items', line, { name, size: n, count: items.length })
  while (items.length < n) items.push(fill)
  return items
}

export function $fillMatrix<T>(
  rows: T[][],
  r: number,
  c: number,
  fill: T,
  line: number,
  name: string,
): T[][] {
  const columns = c === -1 ? Math.max(0, ...rows.map((row) => row.length)) : c
  for (const row of rows) $fillVector(row, columns, fill, line, name)
  if (r !== -1) {
    if (rows.length > size(r, line, name)) fail('too_many_items', line, { name, size: r, count: rows.length })
    while (rows.length < r) rows.push(new Array(columns).fill(fill))
  }
  return rows
}

export function $noReturn(line: number, name: string): never {
  fail('missing_return', line, { name })
}

// Output: buffered, written with blocking retries (a non-blocking pipe answers EAGAIN when full).
let out = ''

export function $w(text: string) {
  out += text
  if (out.length > 1 << 16) flush()
}

function writeAll(fd: number, text: string) {
  const bytes = Buffer.from(text)
  let offset = 0
  while (offset < bytes.length) {
    try {
      offset += fs.writeSync(fd, bytes, offset)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1)
    }
  }
}

function flush() {
  if (out) writeAll(1, out)
  out = ''
}

// Input: the whole of stdin, read on the first leia, taken one whitespace-separated word at a time.
let input: string | null = null
let cursor = 0

function word(type: string, line: number): string {
  if (input === null) {
    try {
      input = fs.readFileSync(0, 'utf8')
    } catch {
      input = ''
    }
  }
  const text = input
  while (cursor < text.length && isSpace(text.charCodeAt(cursor))) cursor++
  if (cursor >= text.length) fail('input_ended', line, { type })
  const start = cursor
  while (cursor < text.length && !isSpace(text.charCodeAt(cursor))) cursor++
  return text.slice(start, cursor)
}

/** Space, tab, line breaks, vertical tab, form feed and no-break space: what separates words in the input. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160
}

export function $readInt(line: number): number {
  const w = word('inteiro', line)
  const n = Number(w)
  if (!/^[+-]?\d+$/.test(w) || n > 2147483647 || n < -2147483648)
    fail('input_invalid', line, { type: 'inteiro', value: w })
  return n | 0
}

export function $readReal(line: number): number {
  const w = word('real', line)
  // Brazilians type 3,5: the comma is read as the decimal point.
  const normal = w.replace(',', '.')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(normal))
    fail('input_invalid', line, { type: 'real', value: w })
  return Number(normal)
}

export function $readChar(line: number): string {
  return String.fromCodePoint(word('caracter', line).codePointAt(0) as number)
}

export function $readText(line: number): string {
  return word('cadeia', line)
}

export function $readBool(line: number): boolean {
  const w = word('logico', line)
  if (w !== 'verdadeiro' && w !== 'falso') fail('input_invalid', line, { type: 'logico', value: w })
  return w === 'verdadeiro'
}

/** Runs the program; any failure ends it with exit code 1 and one message on stderr. */
export function main(start: () => void, lines: number[]) {
  try {
    start()
    flush()
  } catch (error) {
    flush()
    const diagnostic = toDiagnostic(error, lines)
    const json = process.argv.includes('--diagnostics=json')
    writeAll(2, `${json ? encodeDiagnostic(diagnostic) : formatDiagnostic(diagnostic)}\n`)
    process.exitCode = 1
  }
}

function toDiagnostic(error: unknown, lines: number[]): Diagnostic {
  if (error instanceof PortugolRuntimeError)
    return { code: error.code, line: error.line, params: error.params }
  const line = lineOf(error, lines)
  if (error instanceof RangeError && /call stack/.test(error.message)) return { code: 'stack_overflow', line }
  return { code: 'internal_error', line }
}

/** The Portugol line of the innermost frame in the compiled program (one statement per JavaScript line). */
function lineOf(error: unknown, lines: number[]): number {
  const file = require.main?.filename
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  if (!file) return 0
  for (const frame of stack.split('\n')) {
    const at = frame.lastIndexOf(`${file}:`)
    if (at === -1) continue
    const jsLine = Number.parseInt(frame.slice(at + file.length + 1), 10)
    if (lines[jsLine - 1]) return lines[jsLine - 1]
  }
  return 0
}
