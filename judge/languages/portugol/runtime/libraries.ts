// Matematica, Texto, Tipos and Util as Portugol Studio defines them (names, types and edge cases).
// Every function gets the Portugol line last, for its error messages.
import { fail } from './errors'
import { formatBool, formatReal } from './format'

type Fn = (...args: never[]) => unknown

const started = Date.now()
const pad = (s: string, n: number, c: string) => (s.length >= n ? s : c.repeat(n - s.length) + s)

function base(b: number, line: number): 2 | 10 | 16 {
  if (b !== 2 && b !== 10 && b !== 16) fail('bad_base', line, { base: b })
  return b
}

const INT_PATTERN = { 2: /^[+-]?[01]+$/, 10: /^[+-]?\d+$/, 16: /^[+-]?[0-9a-fA-F]+$/ } as const
const REAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

function parseInteger(s: string, b: 2 | 10 | 16): number | null {
  const text = s.trim()
  if (!INT_PATTERN[b].test(text)) return null
  const n = Number.parseInt(text, b)
  return n > 2147483647 || n < -2147483648 ? null : n
}

export const libraries: Record<string, Record<string, Fn>> = {
  Matematica: {
    potencia: (b: number, e: number) => b ** e,
    raiz: (x: number, index: number) => x ** (1 / index),
    arredondar: (x: number, places: number) => {
      const scale = 10 ** places
      return Math.round(x * scale) / scale
    },
    logaritmo: (x: number, b: number) => Math.log(x) / Math.log(b),
    seno: Math.sin,
    cosseno: Math.cos,
    tangente: Math.tan,
    valor_absoluto: Math.abs,
    maior_numero: (a: number, b: number) => Math.max(a, b),
    menor_numero: (a: number, b: number) => Math.min(a, b),
  },
  Texto: {
    numero_caracteres: (s: string) => s.length,
    caixa_alta: (s: string) => s.toUpperCase(),
    caixa_baixa: (s: string) => s.toLowerCase(),
    substituir: (s: string, find: string, replacement: string) =>
      find === '' ? s : s.split(find).join(replacement),
    preencher_a_esquerda: (c: string, n: number, s: string) => pad(s, n, c),
    obter_caracter: (s: string, i: number, line: number) => {
      if (i < 0 || i >= s.length) fail('text_index', line, { index: i, length: s.length })
      return s[i]
    },
    posicao_texto: (find: string, s: string, from: number) => s.indexOf(find, Math.max(0, from)),
    extrair_subtexto: (s: string, start: number, end: number, line: number) => {
      if (start < 0 || end > s.length || start > end)
        fail('text_range', line, { start, end, length: s.length })
      return s.slice(start, end)
    },
  },
  Tipos: {
    cadeia_e_inteiro: (s: string, b: number, line: number) => parseInteger(s, base(b, line)) !== null,
    cadeia_e_real: (s: string) => REAL_PATTERN.test(s.trim()),
    cadeia_e_logico: (s: string) => s === 'verdadeiro' || s === 'falso',
    cadeia_e_caracter: (s: string) => s.length === 1,
    caracter_e_inteiro: (c: string) => c >= '0' && c <= '9',
    caracter_e_logico: (c: string) => 'SsNn'.includes(c),
    inteiro_e_caracter: (n: number) => n >= 0 && n <= 9,
    cadeia_para_caracter: (s: string, line: number) => {
      if (s.length !== 1) fail('bad_conversion', line, { value: s, type: 'caracter' })
      return s
    },
    cadeia_para_inteiro: (s: string, b: number, line: number) => {
      const n = parseInteger(s, base(b, line))
      if (n === null) fail('bad_conversion', line, { value: s, type: 'inteiro' })
      return n
    },
    cadeia_para_real: (s: string, line: number) => {
      if (!REAL_PATTERN.test(s.trim())) fail('bad_conversion', line, { value: s, type: 'real' })
      return Number(s.trim())
    },
    cadeia_para_logico: (s: string, line: number) => {
      if (s !== 'verdadeiro' && s !== 'falso') fail('bad_conversion', line, { value: s, type: 'logico' })
      return s === 'verdadeiro'
    },
    caracter_para_cadeia: (c: string) => c,
    caracter_para_inteiro: (c: string, line: number) => {
      if (!(c >= '0' && c <= '9')) fail('bad_conversion', line, { value: c, type: 'inteiro' })
      return c.charCodeAt(0) - 48
    },
    caracter_para_logico: (c: string, line: number) => {
      if (!'SsNn'.includes(c)) fail('bad_conversion', line, { value: c, type: 'logico' })
      return c === 'S' || c === 's'
    },
    inteiro_para_cadeia: (n: number, b: number, line: number) => {
      const radix = base(b, line)
      if (radix === 10) return String(n)
      const unsigned = (n >>> 0).toString(radix)
      return radix === 2 ? pad(unsigned, 32, '0') : pad(unsigned.toUpperCase(), 8, '0')
    },
    inteiro_para_caracter: (n: number, line: number) => {
      if (n < 0 || n > 9) fail('bad_conversion', line, { value: n, type: 'caracter' })
      return String(n)
    },
    inteiro_para_logico: (n: number) => n > 0,
    inteiro_para_real: (n: number) => n,
    logico_para_cadeia: formatBool,
    logico_para_inteiro: (b: boolean) => (b ? 1 : 0),
    logico_para_caracter: (b: boolean) => (b ? 'S' : 'N'),
    real_para_cadeia: formatReal,
    real_para_inteiro: (x: number, line: number) => {
      const n = Math.trunc(x)
      if (!(n <= 2147483647 && n >= -2147483648))
        fail('bad_conversion', line, { value: formatReal(x), type: 'inteiro' })
      return n | 0
    },
  },
  Util: {
    numero_elementos: (v: unknown[]) => v.length,
    numero_linhas: (m: unknown[][]) => m.length,
    numero_colunas: (m: unknown[][]) => (m.length > 0 ? m[0].length : 0),
    sorteia: (min: number, max: number, line: number) => {
      if (min >= max) fail('sorteia_range', line, { min, max })
      return min + Math.floor(Math.random() * (max - min + 1))
    },
    aguarde: (ms: number) => {
      if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
    },
    tempo_decorrido: () => (Date.now() - started) | 0,
  },
}
