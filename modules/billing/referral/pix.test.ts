import { describe, expect, it } from 'vitest'
import {
  isEndToEndId,
  normalizeCnpj,
  normalizeCpf,
  normalizeEmailKey,
  normalizePhoneKey,
  normalizePixKey,
  normalizeRandomKey,
} from './pix'

describe('PIX keys by type', () => {
  it('CPF: eleven digits whose two check digits match, punctuation optional', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725')
    expect(normalizeCpf('52998224725')).toBe('52998224725')
    // A check digit off by one, the other one off, too short, repeated digits.
    expect(normalizeCpf('529.982.247-26')).toBeNull()
    expect(normalizeCpf('529.982.247-35')).toBeNull()
    expect(normalizeCpf('5299822472')).toBeNull()
    expect(normalizeCpf('111.111.111-11')).toBeNull()
    expect(normalizeCpf('abc')).toBeNull()
  })

  it('CPF check digits that come out as 0 (remainder below 2)', () => {
    // 000.000.001-91: first digit from remainder 2 → 9; a CPF ending in 0 on the first check digit:
    expect(normalizeCpf('123.456.789-09')).toBe('12345678909')
    expect(normalizeCpf('123.456.789-00')).toBeNull()
  })

  it('CNPJ: fourteen digits whose two check digits match', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181')
    expect(normalizeCnpj('11222333000181')).toBe('11222333000181')
    expect(normalizeCnpj('11.222.333/0001-82')).toBeNull()
    expect(normalizeCnpj('11.222.333/0001-91')).toBeNull()
    expect(normalizeCnpj('00.000.000/0000-00')).toBeNull()
    // A valid CPF is not a CNPJ.
    expect(normalizeCnpj('52998224725')).toBeNull()
  })

  it('e-mail: lower-cased, at most 77 characters', () => {
    expect(normalizeEmailKey(' Ana@Exemplo.com.br ')).toBe('ana@exemplo.com.br')
    expect(normalizeEmailKey('ana@')).toBeNull()
    expect(normalizeEmailKey(`${'a'.repeat(70)}@exemplo.com`)).toBeNull()
  })

  it('phone: +55, an area code and 8 or 9 digits (a 9-digit mobile starts with 9)', () => {
    expect(normalizePhoneKey('+55 (11) 98765-4321')).toBe('+5511987654321')
    expect(normalizePhoneKey('+551133334444')).toBe('+551133334444')
    expect(normalizePhoneKey('11987654321')).toBeNull()
    expect(normalizePhoneKey('+1 202 555 0100')).toBeNull()
    expect(normalizePhoneKey('+5511887654321')).toBeNull()
    expect(normalizePhoneKey('+5501987654321')).toBeNull()
  })

  it('random key: a UUID, lower-cased', () => {
    expect(normalizeRandomKey('123E4567-E89B-12D3-A456-426614174000')).toBe(
      '123e4567-e89b-12d3-a456-426614174000',
    )
    expect(normalizeRandomKey('123e4567e89b12d3a456426614174000')).toBeNull()
    expect(normalizeRandomKey('123e4567-e89b-12d3-a456-42661417400g')).toBeNull()
  })

  it('a key is checked against the type chosen, not any type', () => {
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725')
    expect(normalizePixKey('cnpj', '529.982.247-25')).toBeNull()
    expect(normalizePixKey('email', '+5511987654321')).toBeNull()
    expect(normalizePixKey('phone', 'ana@exemplo.com')).toBeNull()
  })
})

describe('PIX end-to-end id', () => {
  it('E, an 8-digit ISPB, yyyyMMddHHmm and 11 letters or digits', () => {
    expect(isEndToEndId('E00038166202611261530abcDEF12345')).toBe(true)
    expect(isEndToEndId('E00038166202611261530abcDEF1234')).toBe(false)
    expect(isEndToEndId('D00038166202611261530abcDEF12345')).toBe(false)
    expect(isEndToEndId('E00038166202613261530abcDEF12345')).toBe(false) // month 13
    expect(isEndToEndId('E00038166202611262530abcDEF12345')).toBe(false) // hour 25
    expect(isEndToEndId('E0003816620261126153-abcDEF12345')).toBe(false)
  })
})
