import { describe, expect, it } from 'vitest'
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.server'

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('segredo-forte-1')
    const b = await hashPassword('segredo-forte-1')
    expect(a).not.toBe(b)
    expect(a.startsWith('scrypt$32768$8$1$')).toBe(true)
    expect(await verifyPassword('segredo-forte-1', a)).toBe(true)
    expect(await verifyPassword('segredo-forte-2', a)).toBe(false)
  })

  it('never accepts the dummy hash or garbage', async () => {
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false)
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false)
  })
})
