import { describe, expect, it } from 'vitest'
import { dayInZone } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { userActions } from '~/modules/account'
import { friendsRanking } from '~/modules/competitions/rankings/hub.server'
import { action as newsAction } from '~/modules/social/blog/routes/news'
import { createTestUser } from '~/tests/factories'
import { args, formRequest, getRequest, routeArgs, settle } from '~/tests/setup/helpers'
import { action as loginAction } from '../../routes/login'
import { mailGuardian } from '../guardian.server'
import { GUARDIAN_MAILS_PER_HOUR } from '../rules'
import { action as birthdateAction } from './birthdate'
import { action as guardianAction, loader as guardianLoader } from './guardian'
import { action as confirmAction, loader as confirmLoader } from './guardian-confirm'

// Issue 26, age (ADR 023): registration by age, the guardian's link, the gate on posting and rankings, and the
// question existing accounts are asked once.

/** A birth date `years` and a half ago in São Paulo: that age whatever today is. */
function bornYearsAgo(years: number) {
  const [y, m] = dayInZone(new Date(), 'pt-BR').split('-').map(Number)
  const month = m - 6 <= 0 ? m + 6 : m - 6
  const year = m - 6 <= 0 ? y - years - 1 : y - years
  return `${year}-${String(month).padStart(2, '0')}-10`
}

let n = 0
function registration(age: number, extra: Record<string, string> = {}) {
  n += 1
  return {
    intent: 'register',
    name: 'Lia Pequena',
    email: `lia${n}@example.com`,
    password: 'senha-segura-1',
    confirmPassword: 'senha-segura-1',
    discoverySource: 'friend',
    terms: 'on',
    birthdate: bornYearsAgo(age),
    ...extra,
  }
}

const register = (fields: Record<string, string>) =>
  loginAction(args(formRequest('/br/login?register=true', fields), `10.9.0.${n}`)) as Promise<Response>

const userByEmail = (email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()

/** The link of the newest mail to `to`, and the token in it. */
async function mailedLink(to: string) {
  const mail = await db
    .selectFrom('outgoing_mail')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const link = /\/br\/guardian\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)
  if (!link) throw new Error(`no link in ${mail.text_body}`)
  return { mail, token: link[1] }
}

/** A 12-year-old registered with a guardian's address: their session cookie, row and mailed token. */
async function registerChild(guardian = `guardian${n + 1}@example.com`) {
  const fields = registration(12, { guardianEmail: guardian })
  const res = await register(fields)
  expect(res.status).toBe(302)
  expect(res.headers.get('location')).toBe('/br/user/guardian?registered')
  const cookie = res.headers.get('set-cookie')!.split(';')[0]
  const user = (await userByEmail(fields.email))!
  return { cookie, user, guardian, ...(await mailedLink(guardian)) }
}

const confirmPost = (token: string) =>
  confirmAction(args(formRequest('/br/guardian/confirm', { token }))) as Promise<Response>
const confirmGet = (token: string) =>
  confirmLoader(routeArgs(getRequest(`/br/guardian/confirm?token=${token}`))) as Promise<Response>
const pending = async (id: number) =>
  (await db.selectFrom('users').select('guardian_pending').where('id', '=', id).executeTakeFirstOrThrow())
    .guardian_pending

describe('registration by age', () => {
  it('refuses under 10 with the values kept and creates nothing', async () => {
    const fields = registration(9)
    const res = await register(fields)
    expect(res.status).toBe(422)
    const { result } = (await res.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
    }
    expect(result.error.birthdate).toEqual(['errors.tooYoung'])
    expect(result.initialValue).toMatchObject({ name: 'Lia Pequena', email: fields.email })
    expect(result.initialValue.password).toBeUndefined()
    expect(await userByEmail(fields.email)).toBeUndefined()
  })

  it('asks 10 to 13 for a guardian address other than their own, then creates the account awaiting it', async () => {
    const without = registration(10)
    const res = await register(without)
    expect(res.status).toBe(422)
    expect(
      ((await res.json()) as { result: { error: Record<string, string[]> } }).result.error,
    ).toMatchObject({
      guardianEmail: ['errors.guardianRequired'],
    })
    expect(await userByEmail(without.email)).toBeUndefined()
    const same = registration(13)
    const res2 = await register({ ...same, guardianEmail: same.email })
    expect(
      ((await res2.json()) as { result: { error: Record<string, string[]> } }).result.error,
    ).toMatchObject({
      guardianEmail: ['errors.guardianSame'],
    })

    const child = await registerChild()
    expect(child.user.guardian_pending).toBe(1)
    expect(child.user.birthdate).toBe(bornYearsAgo(12))
    expect(child.mail.subject).toContain('Lia Pequena')
    // Only the token's hash is stored.
    const rows = await db
      .selectFrom('guardian_consents')
      .selectAll()
      .where('user_id', '=', child.user.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0].token_hash).not.toContain(child.token)
    expect(JSON.stringify(rows)).not.toContain(child.token)
  })

  it('lets 14 and over in on their own, with no guardian step', async () => {
    const fields = registration(14)
    const res = await register(fields)
    expect(res.headers.get('location')).toBe('/br/welcome')
    expect((await userByEmail(fields.email))?.guardian_pending).toBe(0)
  })
})

describe('the guardian link', () => {
  it('valid: the GET only shows, the POST confirms once; a reuse confirms nothing more', async () => {
    const child = await registerChild()
    const page = await confirmGet(child.token)
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ link: { state: 'valid', childName: 'Lia Pequena' } })
    expect(await pending(child.user.id)).toBe(1)
    const done = await confirmPost(child.token)
    expect(await done.json()).toEqual({ link: { state: 'done', childName: 'Lia Pequena' } })
    expect(await pending(child.user.id)).toBe(0)
    const again = await confirmPost(child.token)
    expect(await again.json()).toEqual({ link: { state: 'confirmed', childName: 'Lia Pequena' } })
  })

  it('expired: refused (410) and the account still waits', async () => {
    const child = await registerChild()
    await db
      .updateTable('guardian_consents')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', child.user.id)
      .execute()
    expect((await confirmGet(child.token)).status).toBe(410)
    const res = await confirmPost(child.token)
    expect(res.status).toBe(410)
    expect(await res.json()).toEqual({ link: { state: 'expired' } })
    expect(await pending(child.user.id)).toBe(1)
  })

  it('retired by a newer link, or tampered with: refused, nothing confirmed', async () => {
    const child = await registerChild()
    const resent = await guardianAction(
      args(
        formRequest(
          '/br/user/guardian',
          { guardianEmail: 'other.guardian@example.com' },
          { cookie: child.cookie },
        ),
      ),
    )
    expect((resent as Response).headers.get('location')).toBe('/br/user/guardian?sent')
    const old = await confirmPost(child.token)
    expect(old.status).toBe(410)
    expect(await old.json()).toEqual({ link: { state: 'used' } })
    const fresh = await mailedLink('other.guardian@example.com')
    const last = fresh.token.at(-1) === 'A' ? 'B' : 'A'
    const tampered = `${fresh.token.slice(0, -1)}${last}`
    expect((await confirmPost(tampered)).status).toBe(404)
    expect((await confirmPost('not-a-token')).status).toBe(404)
    expect(await pending(child.user.id)).toBe(1)
    expect((await confirmPost(fresh.token)).status).toBe(200)
    expect(await pending(child.user.id)).toBe(0)
  })

  it('is mailed at most a few times an hour, on the injected clock', async () => {
    const child = await registerChild()
    const request = getRequest('/br/user/guardian')
    const start = new Date(Date.now() + 1000)
    // Registration sent the first of the hour.
    for (let i = 1; i < GUARDIAN_MAILS_PER_HOUR; i++)
      expect(await mailGuardian(request, child.user.id, child.guardian, start)).toEqual({ ok: true })
    const refused = await mailGuardian(request, child.user.id, child.guardian, start)
    expect(refused).toMatchObject({ ok: false, reason: 'rate_limited' })
    const later = new Date(start.getTime() + 3_600_000 + 1000)
    expect(await mailGuardian(request, child.user.id, child.guardian, later)).toEqual({ ok: true })
  })
})

describe('until a guardian confirms', () => {
  it('cannot post publicly (sent to the guardian page, which says why) nor appear in a ranking', async () => {
    const child = await registerChild()
    const post = () =>
      settle(
        newsAction(
          args(
            formRequest(
              '/br/news',
              { text: 'Meu primeiro post!', visibility: 'community', tag: 'other' },
              { cookie: child.cookie },
            ),
          ),
        ),
      ) as Promise<Response>
    const refused = await post()
    expect(refused.headers.get('location')).toBe('/br/user/guardian?refused')
    const posts = () =>
      db.selectFrom('feed_posts').select('id').where('user_id', '=', child.user.id).execute()
    expect(await posts()).toHaveLength(0)
    const page = await guardianLoader(
      routeArgs(getRequest('/br/user/guardian?refused', { cookie: child.cookie })),
    )
    expect(page).toMatchObject({
      notice: 'refused',
      status: { pending: true, guardianEmail: child.guardian },
    })
    expect((await friendsRanking(child.user.id)).rows.map((r) => r.id)).not.toContain(child.user.id)

    await confirmPost(child.token)
    const posted = await post()
    expect(posted.status).toBe(302)
    expect(posted.headers.get('location')).not.toContain('guardian')
    expect(await posts()).toHaveLength(1)
    expect((await friendsRanking(child.user.id)).rows.map((r) => r.id)).toContain(child.user.id)
  })
})

describe('existing accounts without a birth date', () => {
  const answer = (cookie: string, fields: Record<string, string>) =>
    birthdateAction(args(formRequest('/br/user/birthdate', fields, { cookie }))) as Promise<Response>

  it('are asked once; an adult answer ends the question', async () => {
    const user = await createTestUser({ country: 'BR', state: 'SP' })
    expect(await userActions(user.id)).toEqual(['update_birthdate'])
    const res = await answer(user.cookie, { birthdate: bornYearsAgo(30) })
    expect(res.headers.get('location')).toBe('/br/user/birthdate?saved')
    expect(await userActions(user.id)).toEqual([])
    expect(await pending(user.id)).toBe(0)
  })

  it('"not now" ends the question too', async () => {
    const user = await createTestUser({ country: 'BR', state: 'SP' })
    await answer(user.cookie, { intent: 'dismiss' })
    expect(await userActions(user.id)).toEqual([])
  })

  it('under 14 (9 included) take the guardian step, whose address the same form asks', async () => {
    const user = await createTestUser({ country: 'BR', state: 'SP' })
    const without = await answer(user.cookie, { birthdate: bornYearsAgo(9) })
    expect(without.status).toBe(422)
    expect(await userActions(user.id)).toEqual(['update_birthdate'])
    const res = await answer(user.cookie, { birthdate: bornYearsAgo(9), guardianEmail: 'mae@example.com' })
    expect(res.headers.get('location')).toBe('/br/user/guardian?sent')
    expect(await pending(user.id)).toBe(1)
    expect(await userActions(user.id)).toEqual([])
    await mailedLink('mae@example.com')
  })
})
