// The compiler's trickier promises, run by node on the host (the sandboxed runs are in judge.test.ts and the
// corpus): aliasing through &, single evaluation of indexes, checked inteiro, Java-style reals, messages.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compilePortugol } from './compiler'
import { formatDiagnostic } from './diagnostics'
import { HOST_RUNTIME, compileAndRun } from './host-run'
import { formatReal } from './runtime/format'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portugol-compiler-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
/** Compiles and runs; returns stdout, stderr (trimmed) and the exit code. */
function run(source: string, input = '') {
  const out = compileAndRun(source, input, dir)
  return { ...out, stderr: out.stderr.trim() }
}

const main = (body: string, extra = '') => `programa {\n${extra}\nfuncao inicio() {\n${body}\n}\n}\n`

function errors(source: string): string[] {
  const result = compilePortugol(source, HOST_RUNTIME)
  return result.ok ? [] : result.errors.map((e) => formatDiagnostic(e))
}

describe('reals print like Java', () => {
  it.each([
    [3, '3.0'],
    [2.5, '2.5'],
    [1 / 3, '0.3333333333333333'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e7, '1.0E7'],
    [12345678, '1.2345678E7'],
    [0.0001, '1.0E-4'],
    [0.001, '0.001'],
    [-0, '-0.0'],
    [-2.5e-5, '-2.5E-5'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%d → %s', (value, text) => expect(formatReal(value)).toBe(text))
})

describe('semantics', () => {
  it('passes scalars, elements and by-reference parameters by reference', () => {
    const extra = `
funcao dobra(inteiro &x) { x = x * 2 }
funcao repassa(inteiro &y) { dobra(y) }
funcao zera(inteiro v[]) { v[0] = 0 }`
    const body = `
inteiro a = 3, v[3] = {1, 2, 3}, m[2][2] = {{1, 2}, {3, 4}}
dobra(a) repassa(a) dobra(v[2]) repassa(m[1][0]) zera(v)
escreva(a, " ", v[0], v[2], " ", m[1][0])`
    expect(run(main(body, extra)).stdout).toBe('12 06 6')
  })

  it('evaluates an index once, even with ++ inside', () => {
    const body = `inteiro v[4], i = 0
v[i++] += 5
v[i++]++
escreva(i, " ", v[0], v[1], v[2])`
    expect(run(main(body)).stdout).toBe('2 510')
  })

  it('keeps inteiro exact: truncating division, remainder sign, and an error past the 32-bit range', () => {
    expect(run(main('escreva(-7 / 2, " ", -7 % 3, " ", 7 / 2 * 2.0)')).stdout).toBe('-3 -1 6.0')
    const overflow = run(main('inteiro x = 2147483647\nx++'))
    expect(overflow.code).toBe(1)
    expect(overflow.stderr).toMatch(/^Linha 5: a conta passou do limite do tipo inteiro/)
  })

  it('falls through escolha cases without pare, like Portugol Studio', () => {
    const body = `inteiro x = 2
escolha (x) { caso 1: escreva("um") caso 2: escreva("dois") caso 3: escreva("tres") pare caso contrario: escreva("outro") }`
    expect(run(main(body)).stdout).toBe('doistres')
  })

  it('reads typed words, with a decimal comma', () => {
    const body =
      'inteiro i\nreal r\ncaracter c\ncadeia s\nlogico b\nleia(i, r, c, s, b)\nescreva(i, r, c, s, b)'
    expect(run(main(body), '7 3,5 xyz ola verdadeiro').stdout).toBe('73.5xolaverdadeiro')
    expect(run(main(body), '7 tres').stderr).toBe("Linha 9: leia esperava um valor real, mas recebeu 'tres'.")
  })

  it('names the vector and its valid positions when an index is out of range', () => {
    const out = run(main('inteiro notas[3]\nnotas[3] = 1'))
    expect(out.stderr).toBe("Linha 5: a posição 3 não existe em 'notas': as posições vão de 0 a 2.")
  })
})

describe('compile errors', () => {
  it('collects every type error, each once, with line and column', () => {
    const source = main('inteiro x = 2.5\ncadeia s = x + verdadeiro\nescreva(y)')
    expect(errors(source)).toEqual([
      "Linha 4, coluna 13: não dá para guardar um valor real na variável 'x', que é inteiro.",
      "Linha 5, coluna 14: não dá para usar '+' entre inteiro e logico.",
      "Linha 6, coluna 9: a variável 'y' não foi declarada. Declare-a antes de usar, por exemplo: inteiro y",
    ])
  })

  it('stops at the first syntax error and points back at an unclosed bracket', () => {
    expect(errors(main('escreva((1 + 2)'))).toEqual([
      "Linha 5, coluna 1: faltou fechar o '(' aberto na linha 4: esperava ')', mas encontrou '}'.",
    ])
  })

  it('knows the mistakes beginners make', () => {
    expect(errors(main('inteiro x = 1\nse (x = 1) { }'))[0]).toMatch(/coluna 7: para comparar use '=='/)
    expect(errors(main('se (verdadeiro) { } senão { }'))[0]).toMatch(/escreva 'senao', sem acento/)
    expect(errors(main('se (verdadeiro && falso) { }'))[0]).toMatch(/escreva 'e' no lugar de '&&'/)
    expect(errors(main('escreva(raiz(4.0, 2.0))'))[0]).toMatch(/'raiz' é da biblioteca Matematica/)
    expect(errors('programa {\nfuncao inicial() { }\n}')).toEqual([
      "Linha 2, coluna 8: o programa começa pela função inicio(), mas aqui ela se chama 'inicial'. Renomeie-a para inicio.",
    ])
    expect(errors(main('Inteiro x = 1'))[0]).toBe(
      "Linha 4, coluna 1: escreva 'inteiro' com letras minúsculas, no lugar de 'Inteiro'.",
    )
    expect(errors(main('inteiro x = 1\nse (x > 0) entao { }'))[0]).toMatch(
      /^Linha 5, coluna 12: 'entao' é do VisuAlg/,
    )
  })
})
