import { describe, expect, it } from 'vitest'
import { DEMO_USERS } from '~/db/seed'
import { weakPasswordReason } from './password-policy.server'

const joao = { email: 'Joao.Quintela@Example.com', name: 'João Quintela da Conceição' }

describe('weakPasswordReason', () => {
  it('refuses leaked passwords of the package list and of the Brazilian supplement, ignoring case and spaces', async () => {
    for (const password of [
      '12345678',
      'Password',
      ' qwerty123 ',
      'SENHA 123',
      'palmeiras',
      'mudar123',
      'Corinthians',
    ])
      expect(await weakPasswordReason(password, joao), password).toBe('errors.passwordCommon')
  })

  it('refuses the e-mail, its local part, the name and a name word of 4+ letters, ignoring case, accents and spaces', async () => {
    for (const password of [
      'joao.quintela@example.com',
      'JOAO.QUINTELA',
      'joão quintela da conceição',
      'JoaoQuintelaDaConceicao',
      'Quintéla',
      'CONCEICAO',
    ])
      expect(await weakPasswordReason(password, joao), password).toBe('errors.passwordPersonal')
  })

  it('accepts a password that only contains the name, and every demo and e2e password', async () => {
    expect(await weakPasswordReason('joao-quintela-na-trilha', joao)).toBeNull()
    // "da" is under 4 letters: not a word of the name the rule looks at.
    expect(await weakPasswordReason('da-da-da-da', joao)).toBeNull()
    for (const { password, user } of DEMO_USERS)
      expect(await weakPasswordReason(password, user), password).toBeNull()
    // tests/e2e/helpers.ts and password.spec.ts register and change to these.
    const e2e = { email: 'e2e-1@example.com', name: 'Teste Trilheira' }
    for (const password of ['senha-e2e-123', 'nova-senha-e2e-456', 'trocada-e2e-789'])
      expect(await weakPasswordReason(password, e2e), password).toBeNull()
  })
})
