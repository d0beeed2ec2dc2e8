import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { registerSchema, resetSchema } from './schemas'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  password: 'senha-boa-123',
  confirmPassword: 'senha-boa-123',
  discoverySource: 'friend',
  terms: 'on',
  birthdate: '2000-01-15',
}

describe('registerSchema: every error at once (issue 16 item 12)', () => {
  it('reports the terms and the password mismatch together', () => {
    const { terms: _terms, ...rest } = valid
    const result = parseWithZod(form({ ...rest, confirmPassword: 'outra-senha-1' }), {
      schema: registerSchema,
    })
    expect(result.status).toBe('error')
    const errors = result.reply().error ?? {}
    expect(errors.terms).toEqual(['errors.termsRequired'])
    expect(errors.confirmPassword).toEqual(['errors.passwordsDiffer'])
  })

  it('reports a short name beside the mismatch, and an empty confirmation only as required', () => {
    const mismatch = parseWithZod(form({ ...valid, name: 'A', confirmPassword: 'x' }), {
      schema: registerSchema,
    })
    expect(mismatch.reply().error).toMatchObject({
      name: ['errors.nameTooShort'],
      confirmPassword: ['errors.passwordsDiffer'],
    })
    const empty = parseWithZod(form({ ...valid, confirmPassword: '' }), { schema: registerSchema })
    expect(empty.reply().error?.confirmPassword).toEqual(['errors.confirmRequired'])
  })

  it('accepts a valid form with its typed value', () => {
    const result = parseWithZod(form(valid), { schema: registerSchema })
    expect(result.status).toBe('success')
    if (result.status === 'success') expect(result.value.email).toBe('ana@example.com')
  })

  it('resetSchema: a bad token and a mismatch together', () => {
    const result = parseWithZod(form({ token: 'x', password: 'senha-boa-123', confirmPassword: 'outra' }), {
      schema: resetSchema,
    })
    expect(Object.keys(result.reply().error ?? {}).sort()).toEqual(['confirmPassword', 'token'])
  })
})
