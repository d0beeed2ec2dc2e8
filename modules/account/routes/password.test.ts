import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { args, formRequest } from '~/tests/setup/helpers'
import { authenticate } from '../accounts.server'
import { action as forgot } from './forgot-password'
import { action as reset, loader as resetLoader } from './reset-password'
import { action as edit } from './user-edit'

async function lastMail() {
  return db.selectFrom('outgoing_mail').selectAll().orderBy('id', 'desc').executeTakeFirst()
}

describe('forgot and reset password', () => {
  it('mails a working link in the page’s language, usable once', async () => {
    const user = await createTestUser({ name: 'Olga Ramos' })
    const res = await forgot(args(formRequest('/gb/forgot-password', { email: user.email }), '10.3.0.1'))
    expect(await res.json()).toEqual({ sent: true, email: user.email })
    const mail = await lastMail()
    expect(mail?.to_address).toBe(user.email)
    expect(mail?.subject).toBe('Trilha: choose a new password')
    const link = mail!.text_body.match(/https:\/\/trilha\.test\/gb\/reset-password\?token=(\S+)/)
    expect(link).not.toBeNull()
    const token = link![1]
    expect((await resetLoader(args(new Request(`http://test/gb/reset-password?token=${token}`)))).valid).toBe(
      true,
    )

    const mismatch = await reset(
      args(
        formRequest('/gb/reset-password', {
          token,
          password: 'nova-senha-1',
          confirmPassword: 'nova-senha-2',
        }),
        '10.3.0.1',
      ),
    )
    expect(mismatch.status).toBe(422)
    const done = await reset(
      args(
        formRequest('/gb/reset-password', {
          token,
          password: 'nova-senha-1',
          confirmPassword: 'nova-senha-1',
        }),
        '10.3.0.1',
      ),
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/gb/reset-password?done')
    expect(await authenticate(user.email, 'nova-senha-1')).toBe(user.id)
    const again = await reset(
      args(
        formRequest('/gb/reset-password', {
          token,
          password: 'outra-senha-1',
          confirmPassword: 'outra-senha-1',
        }),
        '10.3.0.1',
      ),
    )
    expect(again.status).toBe(400)
    expect((await again.json()).error['']).toEqual(['errors.resetFailed'])
  })

  it('refuses a common password or the user’s own name (422) and leaves the link usable', async () => {
    const user = await createTestUser({ name: 'Rosângela Moreira' })
    await forgot(args(formRequest('/br/forgot-password', { email: user.email }), '10.3.1.1'))
    const token = (await lastMail())!.text_body.match(/reset-password\?token=(\S+)/)![1]
    const attempt = (password: string) =>
      reset(
        args(formRequest('/br/reset-password', { token, password, confirmPassword: password }), '10.3.1.1'),
      )
    for (const [password, error] of [
      ['iloveyou', 'errors.passwordCommon'],
      ['trocar123', 'errors.passwordCommon'],
      ['ROSANGELA', 'errors.passwordPersonal'],
      [user.email, 'errors.passwordPersonal'],
    ]) {
      const refused = await attempt(password)
      expect(refused.status, password).toBe(422)
      const result = await refused.json()
      expect(result.error.password).toEqual([error])
      expect(result.initialValue.token).toBe(token)
      expect(result.initialValue.password).toBeUndefined()
    }
    expect(await authenticate(user.email, user.password)).toBe(user.id)
    expect((await attempt('rosangela-na-trilha')).status).toBe(302)
    expect(await authenticate(user.email, 'rosangela-na-trilha')).toBe(user.id)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await lastMail()
    const res = await forgot(
      args(formRequest('/br/forgot-password', { email: 'ninguem@example.com' }), '10.3.0.2'),
    )
    expect(await res.json()).toEqual({ sent: true, email: 'ninguem@example.com' })
    expect((await lastMail())?.id).toBe(before?.id)
  })

  it('refuses a malformed address (422) and floods (429)', async () => {
    expect(
      (await forgot(args(formRequest('/br/forgot-password', { email: 'not-an-email' }), '10.3.0.3'))).status,
    ).toBe(422)
    let status = 0
    for (let i = 0; i < 6; i++)
      status = (
        await forgot(args(formRequest('/br/forgot-password', { email: 'x@example.com' }), '10.3.0.4'))
      ).status
    expect(status).toBe(429)
  })
})

describe('/user/edit', () => {
  it('changes the password with the current one, and says so when it is wrong', async () => {
    const user = await createTestUser()
    const headers = { cookie: user.cookie }
    const wrong = await edit(
      args(
        formRequest(
          '/br/user/edit',
          {
            intent: 'password',
            currentPassword: 'nope-nope',
            newPassword: 'nova-senha-9',
            confirmPassword: 'nova-senha-9',
          },
          headers,
        ),
      ),
    )
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).result.error.currentPassword).toEqual(['errors.wrongCurrentPassword'])
    const ok = await edit(
      args(
        formRequest(
          '/br/user/edit',
          {
            intent: 'password',
            currentPassword: user.password,
            newPassword: 'nova-senha-9',
            confirmPassword: 'nova-senha-9',
          },
          headers,
        ),
      ),
    )
    expect(ok.headers.get('location')).toBe('/br/user/edit?saved=password')
    expect(await authenticate(user.email, 'nova-senha-9')).toBe(user.id)
  })

  it('refuses a new password that is common or the user’s e-mail (422 on the new password field)', async () => {
    const user = await createTestUser({ name: 'Otávio Brandão' })
    const change = (newPassword: string) =>
      edit(
        args(
          formRequest(
            '/gb/user/edit',
            { intent: 'password', currentPassword: user.password, newPassword, confirmPassword: newPassword },
            { cookie: user.cookie },
          ),
          '10.3.2.1',
        ),
      )
    for (const [password, error] of [
      ['1q2w3e4r', 'errors.passwordCommon'],
      [user.email.toUpperCase(), 'errors.passwordPersonal'],
      ['otaviobrandao', 'errors.passwordPersonal'],
    ]) {
      const refused = await change(password)
      expect(refused.status, password).toBe(422)
      const { intent, result } = await refused.json()
      expect(intent).toBe('password')
      expect(result.error.newPassword).toEqual([error])
      expect(result.initialValue.newPassword).toBeUndefined()
    }
    expect(await authenticate(user.email, user.password)).toBe(user.id)
  })

  it('saves name and colour, refusing colours outside the product list', async () => {
    const user = await createTestUser()
    const headers = { cookie: user.cookie }
    const bad = await edit(
      args(formRequest('/gb/user/edit', { intent: 'basic', name: 'Zé', color: 'pink' }, headers)),
    )
    expect(bad.status).toBe(422)
    const ok = await edit(
      args(formRequest('/gb/user/edit', { intent: 'basic', name: 'Zé Ninguém', color: 'teal' }, headers)),
    )
    expect(ok.headers.get('location')).toBe('/gb/user/edit?saved=basic')
    const row = await db
      .selectFrom('users')
      .select(['name', 'color'])
      .where('id', '=', user.id)
      .executeTakeFirst()
    expect(row).toEqual({ name: 'Zé Ninguém', color: 'teal' })
  })

  it('sends visitors home', async () => {
    const res = await edit(
      args(formRequest('/gb/user/edit', { intent: 'basic', name: 'X', color: 'teal' })),
    ).catch((r) => r)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/gb')
  })
})
