import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { loader as profileLoader } from '~/modules/social/profile/routes/user'
import { addSubmission, createTestUser, makeCompetition, plainUser } from '~/tests/factories'
import { args, formRequest, getRequest, routeArgs, settle } from '~/tests/setup/helpers'
import { action as loginAction } from '../../routes/login'
import { runDueDeletions } from '../deletion.server'
import { runPrivacyJob } from '../job.server'
import { action, loader } from './privacy'
import { loader as download } from './privacy-export'

let mediaDir = ''
beforeAll(() => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-privacy-'))
  process.env.MEDIA_DIR = mediaDir
})
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))
beforeEach(() => resetRateLimits())

const DAY = 86_400_000
const post = (user: { cookie: string }, fields: Record<string, string>) =>
  settle(action(args(formRequest('/br/user/privacy', fields, { cookie: user.cookie })))) as Promise<Response>

async function exercise() {
  const row = await db
    .insertInto('programming_exercises')
    .values({ title_br: 'Soma', text_br: 'Some dois números.' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function finishJobs(at = new Date()) {
  for (let i = 0; i < 10; i++) await runPrivacyJob(at)
}

const pageOf = async (user: { cookie: string }) =>
  (await loader(routeArgs(getRequest('/br/user/privacy', user)))) as Awaited<ReturnType<typeof loader>>

describe('download my data', () => {
  it('makes a ZIP of every area with the code and the picture, mails a link only its owner can use', async () => {
    const user = await createTestUser({ name: 'Ana Exporta' })
    const ex = await exercise()
    await addSubmission(user.id, ex, { code: 'print("segredo da Ana")', language: 'python' })
    await db.insertInto('notes').values({ user_id: user.id, title: 'Minha nota', text: 'texto' }).execute()
    fs.mkdirSync(path.join(mediaDir, 'user-profile'), { recursive: true })
    fs.writeFileSync(path.join(mediaDir, 'user-profile', `${user.id}.png`), 'png-bytes')

    const res = await post(user, { intent: 'export' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/user/privacy?notice=requested')
    const before = await pageOf(user)
    expect(before.exports[0]).toMatchObject({ status: 'pending', percent: 0, href: null })

    // One at a time: a second request while the first is prepared is refused.
    expect((await post(user, { intent: 'export' })).status).toBe(429)

    await runPrivacyJob() // a few steps: part of the way
    const during = await pageOf(user)
    expect(during.exports[0].percent).toBeGreaterThan(0)
    await finishJobs()
    const after = await pageOf(user)
    expect(after.exports[0].status).toBe('ready')
    const href = after.exports[0].href!
    expect(href).toMatch(/^\/br\/user\/privacy\/export\/\d+\?token=/)

    const mail = await db
      .selectFrom('outgoing_mail')
      .selectAll()
      .where('to_address', '=', user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain(`https://trilha.test${href}`)

    const id = href.match(/export\/(\d+)/)![1]
    const get = (who?: { cookie: string }, url = href) =>
      settle(download(routeArgs(getRequest(url, who), { id }))) as Promise<Response>
    const ok = await get(user)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Content-Type')).toBe('application/zip')
    const zip = path.join(mediaDir, 'test.zip')
    fs.writeFileSync(zip, Buffer.from(await ok.arrayBuffer()))
    const names = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n').sort()
    expect(names).toEqual(
      [
        'answers.json',
        'files/pictures/profile.png',
        'friends.json',
        'notes.json',
        'notifications.json',
        'payments.json',
        'posts.json',
        'profile.json',
        'submissions.json',
      ].sort(),
    )
    const submissions = execFileSync('unzip', ['-p', zip, 'submissions.json'], { encoding: 'utf8' })
    expect(submissions).toContain('segredo da Ana')
    expect(execFileSync('unzip', ['-p', zip, 'notes.json'], { encoding: 'utf8' })).toContain('Minha nota')
    expect(execFileSync('unzip', ['-p', zip, 'profile.json'], { encoding: 'utf8' })).toContain(user.email)

    // Someone else's session with the very same link, a forged token, nobody logged in.
    const other = await createTestUser()
    expect((await get(other)).status).toBe(404)
    expect(
      (
        await get(
          user,
          href.replace(/token=(.)/, (_m, c) => `token=${c === 'A' ? 'B' : 'A'}`),
        )
      ).status,
    ).toBe(404)
    expect((await get(undefined)).status).toBe(302)
  })

  it('refuses a fourth request in a calendar month', async () => {
    const user = await createTestUser()
    for (let i = 0; i < 3; i++) {
      expect((await post(user, { intent: 'export' })).status).toBe(302)
      await finishJobs()
    }
    const refused = await post(user, { intent: 'export' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ intent: 'export', error: 'monthly_limit' })
  })

  it('stops serving the file after the link expires', async () => {
    const user = await createTestUser()
    await post(user, { intent: 'export' })
    await finishJobs()
    const { exports } = await pageOf(user)
    await runPrivacyJob(new Date(Date.now() + 8 * DAY))
    const row = await db
      .selectFrom('privacy_requests')
      .select('status')
      .where('id', '=', exports[0].id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('expired')
    const res = (await settle(
      download(routeArgs(getRequest(exports[0].href!, user), { id: String(exports[0].id) })),
    )) as Response
    expect(res.status).toBe(404)
  })
})

describe('delete my account', () => {
  it('asks the password again and keeps everything on a wrong one', async () => {
    const user = await createTestUser()
    const res = await post(user, { intent: 'delete', password: 'wrong-password', confirm: 'on' })
    expect(res.status).toBe(400)
    const unconfirmed = await post(user, { intent: 'delete', password: user.password })
    expect(unconfirmed.status).toBe(422)
    expect(await profileStatus(user.id)).toBe(200)
    expect(
      await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1)
  })

  it('hides the person at once, is cancelled by logging in, and erases per table after the grace period', async () => {
    const user = await createTestUser({ name: 'Bruna Apaga' })
    const friend = await plainUser()
    const ex = await exercise()
    const competition = await makeCompetition()
    await addSubmission(user.id, ex, { code: 'practice code' })
    const kept = await addSubmission(user.id, ex, { code: 'contest code', competition_id: competition.id })
    await db.insertInto('notes').values({ user_id: user.id, title: 'n', text: 't' }).execute()
    await db
      .insertInto('friendships')
      .values({ user_id: friend, friend_id: user.id, status: 'accepted' })
      .execute()
    await db
      .insertInto('feed_posts')
      .values({ user_id: user.id, text: 'oi', visibility: 'community', tag: 'other' })
      .execute()

    const res = await post(user, { intent: 'delete', password: user.password, confirm: 'on' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toMatch(/^\/br\/user\/privacy\/deleted\?until=/)
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    expect(await profileStatus(user.id)).toBe(404)
    const hidden = await db
      .selectFrom('users')
      .select(['show_in_rankings', 'name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(hidden).toEqual({ show_in_rankings: 0, name: 'Bruna Apaga' })

    // Logging in during the grace period cancels it, and the person lands where they are told so.
    const login = (await loginAction(
      args(formRequest('/br/login', { intent: 'login', email: user.email, password: user.password })),
    )) as Response
    expect(login.headers.get('Location')).toBe('/br/user/privacy?notice=cancelled')
    expect(await profileStatus(user.id)).toBe(200)
    expect(await runDueDeletions(new Date(Date.now() + 30 * DAY))).toBe(0)

    // Asked again, and this time left to run out.
    const again = await createSessionCookie(user)
    await post(again, { intent: 'delete', password: user.password, confirm: 'on' })
    expect(await runDueDeletions(new Date(Date.now() + 14 * DAY))).toBe(0)
    expect(await runDueDeletions(new Date(Date.now() + 16 * DAY))).toBe(1)

    const erased = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(erased).toMatchObject({
      name: `Anônimo #${user.id}`,
      email: `erased-${user.id}@invalid`,
      show_in_rankings: 1,
    })
    expect(erased.erased_at).not.toBeNull()
    expect(await profileStatus(user.id)).toBe(404)
    const subs = await db
      .selectFrom('submissions')
      .select(['id', 'code'])
      .where('user_id', '=', user.id)
      .execute()
    expect(subs).toEqual([{ id: kept, code: '' }])
    for (const table of ['notes', 'feed_posts', 'sessions'] as const) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual(
        [],
      )
    }
    expect(
      await db.selectFrom('friendships').select('user_id').where('friend_id', '=', user.id).execute(),
    ).toEqual([])
    // The old password opens nothing.
    const late = (await loginAction(
      args(formRequest('/br/login', { intent: 'login', email: user.email, password: user.password })),
    )) as Response
    expect(late.status).toBe(400)
  })
})

/** The public profile page's answer: 404 once the person asked to be deleted. */
async function profileStatus(id: number): Promise<number> {
  const res = await settle(profileLoader(routeArgs(getRequest(`/br/user/${id}`), { id: String(id) })))
  return res instanceof Response ? res.status : 200
}

async function createSessionCookie(user: { email: string; password: string }) {
  const res = (await loginAction(
    args(formRequest('/br/login', { intent: 'login', email: user.email, password: user.password })),
  )) as Response
  return { cookie: res.headers.get('Set-Cookie')!.split(';')[0] }
}
