import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import {
  authenticate,
  changePassword,
  createResetToken,
  isResetTokenValid,
  registerUser,
  resetPassword,
} from './accounts.server'

const input = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  password: 'uma-senha-boa',
  confirmPassword: 'uma-senha-boa',
  discoverySource: 'youtube' as const,
  invitedBy: 'JOAO2024',
  terms: 'on' as const,
  birthdate: '1990-05-20',
}

describe('accounts', () => {
  it('registers once per e-mail and stores the registration fields', async () => {
    const first = await registerUser(input, 'en-GB')
    expect(first.ok).toBe(true)
    expect(await registerUser({ ...input, email: 'MARIA@example.com'.toLowerCase() }, 'pt-BR')).toEqual({
      ok: false,
      reason: 'email_taken',
    })
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      discovery_source: 'youtube',
      invited_by: 'JOAO2024',
      preferred_language: 'en-GB',
      color: 'black',
    })
    expect(row.password_hash).not.toContain(input.password)
  })

  it('authenticates only the right password', async () => {
    const user = await createTestUser()
    expect(await authenticate(user.email, user.password)).toBe(user.id)
    expect(await authenticate(user.email, 'wrong-password')).toBeNull()
    expect(await authenticate('nobody@example.com', user.password)).toBeNull()
  })

  it('resets a password once with a token, and ends every session', async () => {
    const user = await createTestUser()
    const created = await createResetToken(user.email)
    expect(created?.userId).toBe(user.id)
    expect(await createResetToken('nobody@example.com')).toBeNull()
    expect(await isResetTokenValid(created!.token)).toBe(true)
    expect(await resetPassword(created!.token, 'nova-senha-123')).toEqual({ ok: true, userId: user.id })
    expect(await resetPassword(created!.token, 'outra-senha-123')).toEqual({
      ok: false,
      reason: 'invalid_token',
    })
    expect(await authenticate(user.email, 'nova-senha-123')).toBe(user.id)
    expect(await db.selectFrom('sessions').where('user_id', '=', user.id).selectAll().execute()).toHaveLength(
      0,
    )
  })

  it('refuses an expired token', async () => {
    const user = await createTestUser()
    const created = await createResetToken(user.email)
    await db.updateTable('password_reset_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute()
    expect(await resetPassword(created!.token, 'nova-senha-123')).toEqual({
      ok: false,
      reason: 'invalid_token',
    })
  })

  it('changes the password only with the current one and keeps just this session', async () => {
    const user = await createTestUser()
    const other = await createTestUser({ email: 'other@example.com' })
    const sessions = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()
    expect(await changePassword(user.id, 'not-it', 'nova-senha-123', sessions[0].id)).toEqual({
      ok: false,
      reason: 'wrong_current',
    })
    expect(await changePassword(user.id, user.password, 'nova-senha-123', sessions[0].id)).toEqual({
      ok: true,
    })
    expect(await authenticate(user.email, 'nova-senha-123')).toBe(user.id)
    const left = await db.selectFrom('sessions').select(['id', 'user_id']).execute()
    expect(left.filter((s) => s.user_id === user.id).map((s) => s.id)).toEqual([sessions[0].id])
    expect(left.some((s) => s.user_id === other.id)).toBe(true)
  })
})
