import { describe, expect, it } from 'vitest'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { args, formRequest } from '~/tests/setup/helpers'
import { action, loader } from './login'

const registration = {
  intent: 'register',
  name: 'João Pedro Alves',
  email: 'joao@example.com',
  password: 'senha-segura-1',
  confirmPassword: 'senha-segura-1',
  discoverySource: 'friend',
  invitedBy: '',
  terms: 'on',
  birthdate: '2000-01-15',
}

async function body(res: Response) {
  return (await res.json()) as {
    intent: string
    result: { status: string; error: Record<string, string[]>; initialValue: Record<string, string> }
  }
}

describe('/login registration', () => {
  it('creates the account, starts a session and goes to the welcome page', async () => {
    const res = await action(args(formRequest('/br/login?register=true', registration), '10.1.0.1'))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br/welcome')
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/__session=.*HttpOnly.*SameSite=Lax/i)
    const me = await sessionUser(new Request('http://test/br', { headers: { cookie: cookie.split(';')[0] } }))
    expect(me?.name).toBe('João Pedro Alves')
  })

  it('says the e-mail exists (409) and keeps what was typed except passwords', async () => {
    await createTestUser({ email: 'taken@example.com' })
    const res = await action(
      args(formRequest('/br/login', { ...registration, email: 'taken@example.com' }), '10.1.0.2'),
    )
    expect(res.status).toBe(409)
    const { result } = await body(res)
    expect(result.error.email).toEqual(['errors.emailTaken'])
    expect(result.initialValue.name).toBe('João Pedro Alves')
    expect(result.initialValue.password).toBeUndefined()
  })

  it('requires agreeing to the terms (422, invalid data)', async () => {
    const { terms: _t, ...noTerms } = registration
    const res = await action(
      args(formRequest('/br/login', { ...noTerms, email: 'x@example.com' }), '10.1.0.3'),
    )
    expect(res.status).toBe(422)
    const { result } = await body(res)
    expect(result.error.terms).toEqual(['errors.termsRequired'])
    expect(result.error['']).toEqual(['errors.invalidData'])
  })

  it('rejects a discovery source outside the product list', async () => {
    const res = await action(
      args(formRequest('/br/login', { ...registration, discoverySource: 'radio' }), '10.1.0.4'),
    )
    expect((await body(res)).result.error.discoverySource).toEqual(['errors.discoveryRequired'])
  })

  it('rejects a confirmation that differs from the password', async () => {
    const res = await action(
      args(formRequest('/br/login', { ...registration, confirmPassword: 'outra-senha-1' }), '10.1.0.4'),
    )
    expect(res.status).toBe(422)
    expect((await body(res)).result.error.confirmPassword).toEqual(['errors.passwordsDiffer'])
  })

  it('refuses a common password or one equal to the e-mail or name (422), keeping what was typed', async () => {
    const cases = [
      { password: 'palmeiras', error: 'errors.passwordCommon' },
      { password: 'Senha 123', error: 'errors.passwordCommon' },
      { password: 'weak@example.com', error: 'errors.passwordPersonal' },
      { password: 'joaopedroalves', error: 'errors.passwordPersonal' },
    ]
    for (const [i, { password, error }] of cases.entries()) {
      const typed = { ...registration, email: 'weak@example.com', password, confirmPassword: password }
      const res = await action(args(formRequest('/gb/login', typed), `10.1.1.${i}`))
      expect(res.status, password).toBe(422)
      const { result } = await body(res)
      expect(result.error.password).toEqual([error])
      expect(result.initialValue).toMatchObject({ name: 'João Pedro Alves', email: 'weak@example.com' })
      expect(result.initialValue.password).toBeUndefined()
      expect(result.initialValue.confirmPassword).toBeUndefined()
    }
    expect(
      await db.selectFrom('users').where('email', '=', 'weak@example.com').selectAll().execute(),
    ).toEqual([])
  })

  it('refuses a filled honeypot without creating anything', async () => {
    const res = await action(
      args(
        formRequest('/br/login', { ...registration, email: 'bot@example.com', website: 'http://spam' }),
        '10.1.0.5',
      ),
    )
    expect(res.status).toBe(400)
    expect(
      await db.selectFrom('users').where('email', '=', 'bot@example.com').selectAll().execute(),
    ).toHaveLength(0)
  })
})

describe('/login', () => {
  it('logs in and redirects to the dashboard or a safe redirectTo', async () => {
    const user = await createTestUser()
    const ok = await action(
      args(
        formRequest('/gb/login', { intent: 'login', email: user.email, password: user.password }),
        '10.2.0.1',
      ),
    )
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe('/gb/dashboard')
    const evil = await action(
      args(
        formRequest('/br/login', {
          intent: 'login',
          email: user.email,
          password: user.password,
          redirectTo: '//evil.example',
        }),
        '10.2.0.1',
      ),
    )
    expect(evil.headers.get('location')).toBe('/br/dashboard')
  })

  it('answers 400 to a wrong password, then 429 once five have failed', async () => {
    const user = await createTestUser()
    const attempt = () =>
      action(
        args(
          formRequest('/br/login', { intent: 'login', email: user.email, password: 'wrong-guess' }),
          '10.2.0.2',
        ),
      )
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400)
    const sixth = await attempt()
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    const { result } = await body(sixth)
    expect(result.error['']).toEqual(['errors.tooManyRequests'])
    expect(result.initialValue.email).toBe(user.email)
    // Even the right password is refused until the window ends: that is the point of the limit.
    const right = await action(
      args(
        formRequest('/br/login', { intent: 'login', email: user.email, password: user.password }),
        '10.2.0.2',
      ),
    )
    expect(right.status).toBe(429)
    // Another address is not affected.
    const elsewhere = await action(
      args(
        formRequest('/br/login', { intent: 'login', email: user.email, password: user.password }),
        '10.2.0.3',
      ),
    )
    expect(elsewhere.status).toBe(302)
  })

  it('sends a logged-in visitor of the login page to the dashboard', async () => {
    const user = await createTestUser()
    const res = await loader(
      args(new Request('http://test/gb/login?login=true', { headers: { cookie: user.cookie } })),
    ).catch((r) => r)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/gb/dashboard')
  })
})
