import { describe, expect, it } from 'vitest'
import { LIBRARIES } from './libraries'
import { libraries } from './runtime/libraries'

describe('Portugol libraries', () => {
  it('implement exactly the functions the checker knows', () => {
    for (const [name, library] of Object.entries(LIBRARIES)) {
      expect(Object.keys(libraries[name] ?? {}).sort(), name).toEqual(Object.keys(library.functions).sort())
    }
    expect(Object.keys(libraries).sort()).toEqual(Object.keys(LIBRARIES).sort())
  })

  it('behave as Portugol Studio documents', () => {
    const {
      Matematica: m,
      Texto: t,
      Tipos: tp,
    } = libraries as Record<string, Record<string, (...a: unknown[]) => unknown>>
    expect(m.arredondar(2.345, 2)).toBe(2.35)
    expect(m.arredondar(-2.5, 0)).toBe(-2)
    expect(m.raiz(27, 3)).toBeCloseTo(3, 12)
    expect(t.posicao_texto('la', 'olala', 2)).toBe(3)
    expect(t.extrair_subtexto('portugol', 0, 4, 1)).toBe('port')
    expect(() => t.extrair_subtexto('abc', 2, 5, 9)).toThrow('text_range')
    expect(t.preencher_a_esquerda('0', 5, '42')).toBe('00042')
    expect(tp.inteiro_para_cadeia(5, 2, 1)).toBe('00000000000000000000000000000101')
    expect(tp.inteiro_para_cadeia(-1, 16, 1)).toBe('FFFFFFFF')
    expect(tp.cadeia_para_inteiro('ff', 16, 1)).toBe(255)
    expect(() => tp.cadeia_para_inteiro('9999999999', 10, 4)).toThrow('bad_conversion')
    expect(tp.real_para_inteiro(-3.9, 1)).toBe(-3)
    expect(tp.logico_para_caracter(true)).toBe('S')
  })
})
