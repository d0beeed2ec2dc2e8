import type { PixKeyType } from '~/db/schema-referral'

// PIX keys as the Banco Central defines them (Manual de Padrões para Iniciação do Pix): CPF and CNPJ with their
// check digits, an e-mail (at most 77 characters), a phone in E.164 with Brazil's +55, or a random key (UUID).
// Pure and client-safe: the form's schema uses them on both sides. Each answers the key as stored, or null.

const digitsOnly = (value: string) => value.replace(/[.\-/\s]/g, '')

/** Mod-11 check digit over `digits` with the given weights (CPF and CNPJ share the rule). */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

export function normalizeCpf(value: string): string | null {
  const cpf = digitsOnly(value)
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return null
  const first = checkDigit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return Number(cpf[9]) === first && Number(cpf[10]) === second ? cpf : null
}

export function normalizeCnpj(value: string): string | null {
  const cnpj = digitsOnly(value)
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return null
  const first = checkDigit(cnpj, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(cnpj, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return Number(cnpj[12]) === first && Number(cnpj[13]) === second ? cnpj : null
}

export function normalizeEmailKey(value: string): string | null {
  const email = value.trim().toLowerCase()
  return email.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null
}

/** +55, a two-digit area code (11–99) and 8 or 9 digits (mobiles start with 9); spaces, dashes, brackets go. */
export function normalizePhoneKey(value: string): string | null {
  const phone = value.replace(/[\s\-()]/g, '')
  const match = /^\+55([1-9][1-9])(\d{8,9})$/.exec(phone)
  if (!match) return null
  if (match[2].length === 9 && match[2][0] !== '9') return null
  return phone
}

export function normalizeRandomKey(value: string): string | null {
  const key = value.trim().toLowerCase()
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key) ? key : null
}

const NORMALIZERS: Record<PixKeyType, (value: string) => string | null> = {
  cpf: normalizeCpf,
  cnpj: normalizeCnpj,
  email: normalizeEmailKey,
  phone: normalizePhoneKey,
  random: normalizeRandomKey,
}

/** The key as stored when it is a valid key of that type, else null. */
export function normalizePixKey(type: PixKeyType, value: string): string | null {
  return NORMALIZERS[type](value)
}

/**
 * A PIX end-to-end id (the transfer's receipt): "E", the paying institution's 8-digit ISPB, the moment as
 * yyyyMMddHHmm (UTC), then 11 letters or digits — 32 characters in all.
 */
export function isEndToEndId(value: string): boolean {
  const match = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[A-Za-z0-9]{11}$/.exec(value)
  if (!match) return false
  const [month, day, hour, minute] = [match[3], match[4], match[5], match[6]].map(Number)
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59
}
