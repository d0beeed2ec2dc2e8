import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import type { ProfileEditData } from '~/modules/social'
import { loader as pictureLoader } from '~/modules/social/profile/routes/image.user-profile'
import { uniqueShortName } from '~/modules/social/profile/test-helpers'
import { createTestUser } from '~/tests/factories'
import { withFeature } from '~/tests/setup/features'
import { args, formRequest, getRequest } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import UserEdit, { action, handle, loader } from './user-edit'

let mediaDir = ''
beforeAll(() => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-profile-edit-'))
  process.env.MEDIA_DIR = mediaDir
})
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))

type Reply = {
  intent: string
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
}

const post = (user: { cookie: string }, fields: Record<string, string>, lang = 'br') =>
  action(args(formRequest(`/${lang}/user/edit`, fields, { cookie: user.cookie }))) as Promise<Response>

function multipart(user: { cookie: string }, file: { bytes: Uint8Array; name: string; type: string }) {
  const body = new FormData()
  body.set('intent', 'picture')
  body.set('picture', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return action(
    args(new Request('http://test/br/user/edit', { method: 'POST', body, headers: { cookie: user.cookie } })),
  ) as Promise<Response>
}

async function refused(res: Response, status = 422): Promise<Reply> {
  expect(res.status).toBe(status)
  return (await res.json()) as Reply
}

async function loaded(user: { cookie: string }) {
  const result = (await loader(args(getRequest('/br/user/edit', user)))) as unknown as {
    data: { profile: ProfileEditData; notice: string | null }
  }
  return result.data
}

const picture = (id: number, headers: Record<string, string> = {}) =>
  pictureLoader({
    ...args(new Request(`http://test/image/user-profile/${id}.png`, { headers })),
    params: { file: `${id}.png` },
  })

const userRow = (id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('profile edit: basic information', () => {
  it('saves first and last name, sets name = "first last", keeps gender, birth date and biography', async () => {
    const user = await createTestUser({ name: 'Maria da Conceição Silva' })
    expect((await loaded(user)).profile).toMatchObject({ firstName: 'Maria', lastName: 'da Conceição Silva' })
    const res = await post(user, {
      intent: 'basic',
      firstName: ' Maria ',
      lastName: 'Silva',
      color: 'purple',
      gender: 'female',
      birthdate: '2005-04-30',
      biography: 'Gosto de **grafos**.',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br/user/edit?saved=basic')
    expect(await userRow(user.id)).toMatchObject({
      name: 'Maria Silva',
      first_name: 'Maria',
      last_name: 'Silva',
      color: 'purple',
      gender: 'female',
      birthdate: '2005-04-30',
      biography: 'Gosto de **grafos**.',
    })
  })

  it('answers 422 with the errors and what was typed, and saves nothing', async () => {
    const user = await createTestUser({ name: 'João Lima' })
    const reply = await refused(
      await post(user, {
        intent: 'basic',
        firstName: '',
        lastName: 'L'.repeat(61),
        color: 'teal',
        birthdate: '2030-01-01',
        biography: 'Minha bio',
      }),
    )
    expect(reply.intent).toBe('basic')
    expect(reply.result.error).toEqual({
      firstName: ['profile:edit.errors.firstNameRequired'],
      lastName: ['profile:edit.errors.lastNameTooLong'],
      birthdate: ['profile:edit.errors.birthdateFuture'],
    })
    expect(reply.result.initialValue).toMatchObject({ lastName: 'L'.repeat(61), biography: 'Minha bio' })
    expect(await userRow(user.id)).toMatchObject({ name: 'João Lima', first_name: null, biography: '' })
  })
})

describe('profile edit: picture', () => {
  it('stores any PNG/JPEG/WebP as a 640×640 PNG, served with an ETag and 304', async () => {
    const user = await createTestUser()
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer()
    const res = await multipart(user, { bytes: photo, name: 'foto.jpg', type: 'image/jpeg' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br/user/edit')
    expect(res.headers.get('set-cookie')).toContain('trilha_profile=')
    expect((await userRow(user.id)).has_picture).toBe(1)

    const served = await picture(user.id)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 640,
      height: 640,
    })
    const etag = served.headers.get('etag')
    expect(etag).toBeTruthy()
    const cached = await picture(user.id, { 'if-none-match': etag! })
    expect(cached.status).toBe(304)

    const removed = await post(user, { intent: 'removePicture' })
    expect(removed.status).toBe(302)
    expect((await userRow(user.id)).has_picture).toBe(0)
    const gone = await picture(user.id)
    expect(gone.status).toBe(404)
  })

  it('refuses a file that is not an image, whatever its name says', async () => {
    const user = await createTestUser()
    const reply = await refused(
      await multipart(user, {
        bytes: new TextEncoder().encode('%PDF-1.4 not a picture'),
        name: 'foto.png',
        type: 'image/png',
      }),
    )
    expect(reply.result.error).toEqual({ picture: ['profile:edit.errors.picture_notAnImage'] })
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const noGif = await refused(await multipart(user, { bytes: gif, name: 'a.gif', type: 'image/gif' }))
    expect(noGif.result.error).toEqual({ picture: ['profile:edit.errors.picture_notAnImage'] })
    const empty = await refused(await post(user, { intent: 'picture' }))
    expect(empty.result.error).toEqual({ picture: ['profile:edit.errors.picture_missing'] })
    expect((await userRow(user.id)).has_picture).toBe(0)
    expect(fs.existsSync(path.join(mediaDir, 'user-profile', `${user.id}.png`))).toBe(false)
  })

  it('refuses a picture over 5 MiB (a body far over it at 413)', async () => {
    const user = await createTestUser()
    const over = await refused(
      await multipart(user, {
        bytes: new Uint8Array(5 * 1024 * 1024 + 10),
        name: 'big.png',
        type: 'image/png',
      }),
    )
    expect(over.result.error).toEqual({ picture: ['profile:edit.errors.picture_tooLarge'] })
    const huge = await refused(
      await multipart(user, { bytes: new Uint8Array(6 * 1024 * 1024), name: 'huge.png', type: 'image/png' }),
      413,
    )
    expect(huge.result.error).toEqual({ picture: ['profile:edit.errors.picture_tooLarge'] })
    expect((await userRow(user.id)).has_picture).toBe(0)
  })
})

describe('profile edit: the page', () => {
  it('renders every section without scripts, and a refused form with what was typed and its errors', async () => {
    const user = await createTestUser({ name: 'Lia Costa' })
    const reply = await refused(
      await post(user, {
        intent: 'basic',
        firstName: 'Lia',
        lastName: '',
        color: 'teal',
        biography: 'Olá *mundo*',
      }),
    )
    const page = await loaded(user)
    const render = () =>
      renderRoute('pt-BR', handle.i18n as string[], UserEdit, {
        loaderData: { prefix: 'br', userId: user.id, saved: null, ...page },
        actionData: reply,
      })
    const html = (await render()).replace(/<!-- -->/g, '')
    expect(html).toContain('Informe seu sobrenome.')
    expect(html).toContain('Olá *mundo*')
    expect(html).toMatch(/name="firstName"[^>]*value="Lia"/)
    for (const heading of [
      'Informações básicas',
      'Alterar senha',
      'Atividades externas',
      'Instituição',
      'Preferências',
      'Redes sociais',
      'Assinatura PRO',
    ]) {
      expect(html).toContain(heading)
    }
    expect(html).toContain('no máximo duas vezes por mês')
    expect(html).toMatch(/enctype="multipart\/form-data"/i)
    // With FEATURES.pro off (a build without billing's pages): the PRO card links to it only once it is on.
    expect(await withFeature('pro', render, false)).not.toContain('/subscription')
    expect(await withFeature('pro', render)).toContain('href="/br/subscription"')
    expect(html).toContain('mailto:contato@trilha.com.br')
    expect(html).not.toContain('<script')
  })

  it('a form refused after a save shows its error without the old ?saved= notice', async () => {
    // Without JavaScript a form posts to the address it was shown at, so ?saved=basic comes along.
    const user = await createTestUser({ name: 'Rui Lopes' })
    const body = new FormData()
    body.set('intent', 'picture')
    body.set('picture', new Blob([new TextEncoder().encode('not an image')]), 'foto.png')
    const request = new Request('http://test/br/user/edit?saved=basic', {
      method: 'POST',
      body,
      headers: { cookie: user.cookie },
    })
    const reply = await refused((await action(args(request))) as Response)
    const page = await loaded(user)
    for (const saved of ['basic', 'password'] as const) {
      const html = await renderRoute('pt-BR', handle.i18n as string[], UserEdit, {
        loaderData: { prefix: 'br', userId: user.id, ...page, saved },
        actionData: reply,
      })
      expect(html).toContain('Esse arquivo não é uma imagem PNG, JPEG ou WebP.')
      expect(html).not.toContain('Informações salvas.')
      expect(html).not.toContain('Senha atualizada.')
    }
  })
})

describe('profile edit: external activities', () => {
  it('applies the competition form rules: name, valid name, level, scope and year required', async () => {
    const user = await createTestUser()
    const empty = await refused(await post(user, { intent: 'result' }))
    expect(empty.result.error).toMatchObject({
      name: ['rankings:external.errors.nameRequired'],
      level: ['rankings:external.errors.levelRequired'],
      scope: ['rankings:external.errors.scopeRequired'],
      year: ['rankings:external.errors.yearRequired'],
    })
    const invalid = await refused(
      await post(user, {
        intent: 'result',
        name: 'olimpiada-x',
        level: '2',
        scope: 'national',
        year: '2024',
        medal: 'gold',
      }),
    )
    expect(invalid.result.error).toEqual({ name: ['rankings:external.errors.nameInvalid'] })
    expect(invalid.result.initialValue).toMatchObject({ level: '2', scope: 'national', year: '2024' })
    const other = await refused(
      await post(user, {
        intent: 'result',
        name: 'other',
        level: 'university',
        scope: 'regional',
        year: '2023',
        position: '3',
      }),
    )
    expect(other.result.error).toEqual({ other_name: ['rankings:external.errors.otherNameRequired'] })
    const ok = await post(user, {
      intent: 'result',
      name: 'obi',
      level: '2',
      scope: 'national',
      year: '2024',
      medal: 'silver',
    })
    expect(ok.status).toBe(302)
    const rows = await db.selectFrom('external_results').selectAll().where('user_id', '=', user.id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: 'obi', level: '2', scope: 'national', year: 2024, medal: 'silver' })

    const stranger = await createTestUser()
    await refused(await post(stranger, { intent: 'removeResult', id: String(rows[0].id) }), 404)
    expect((await post(user, { intent: 'removeResult', id: String(rows[0].id) })).status).toBe(302)
    expect(
      await db.selectFrom('external_results').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([])
  })

  it('adds and removes jobs; the end month cannot come before the start', async () => {
    const user = await createTestUser()
    const before = await refused(
      await post(user, { intent: 'job', position: 'intern', started_on: '2024-05', ended_on: '2024-01' }),
    )
    expect(before.result.error).toEqual({ ended_on: ['rankings:jobs.errors.toBeforeFrom'] })
    expect(
      (await post(user, { intent: 'job', position: 'software_developer', started_on: '2024-05' })).status,
    ).toBe(302)
    const jobs = (await loaded(user)).profile.jobs
    expect(jobs).toMatchObject([{ position: 'software_developer', started_on: '2024-05', ended_on: null }])
    expect((await post(user, { intent: 'removeJob', id: String(jobs[0].id) })).status).toBe(302)
    expect((await loaded(user)).profile.jobs).toEqual([])
  })

  it('lists results and jobs in the public profile’s words, each with a short remove button', async () => {
    const user = await createTestUser()
    const institution = await db
      .insertInto('institutions')
      .values({ name: 'Escola Lista', short_name: uniqueShortName('EL'), type: 'educational', country: 'BR' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const place = String(institution.id)
    const fields = {
      intent: 'result',
      name: 'maratona',
      level: 'university',
      scope: 'regional',
      year: '2022',
    }
    expect(
      (await post(user, { ...fields, medal: 'none', position: '5', institution_id: place })).status,
    ).toBe(302)
    const job = { intent: 'job', position: 'intern', started_on: '2022-01', ended_on: '2022-12' }
    expect((await post(user, { ...job, institution_id: place })).status).toBe(302)
    const page = await loaded(user)
    const html = (
      await renderRoute('pt-BR', handle.i18n as string[], UserEdit, {
        loaderData: { prefix: 'br', userId: user.id, saved: null, ...page },
      })
    ).replace(/<!-- -->/g, '')
    // A position beats "no medal", as on the profile; months read as months.
    expect(html).toContain(
      'Maratona de Programação 2022 · Universitário · Regional · 5º lugar · Escola Lista',
    )
    expect(html).not.toContain('Sem medalha</span>')
    expect(html).toContain('Estagiário(a) · Escola Lista · jan. de 2022 – dez. de 2022')
    expect(html).toContain('aria-label="Remover Maratona de Programação 2022">Remover</button>')
    expect(html).toContain('aria-label="Remover Estagiário(a)">Remover</button>')
  })
})

describe('profile edit: institution', () => {
  it('creates an institution only with a short name of uppercase letters and hyphens, then picks it', async () => {
    const user = await createTestUser()
    const shortName = uniqueShortName('UNI')
    const bad = await refused(
      await post(user, {
        intent: 'newInstitution',
        name: 'Universidade Nova',
        shortName: 'uni_nova',
        type: 'educational',
        country: 'BR',
      }),
    )
    expect(bad.result.error).toEqual({ shortName: ['profile:edit.errors.shortNameInvalid'] })
    expect(bad.result.initialValue).toMatchObject({ name: 'Universidade Nova', shortName: 'uni_nova' })
    const made = await post(user, {
      intent: 'newInstitution',
      name: 'Universidade Nova',
      shortName,
      type: 'educational',
      country: 'br',
      state: 'MG',
    })
    expect(made.status).toBe(302)
    const created = await db
      .selectFrom('institutions')
      .selectAll()
      .where('short_name', '=', shortName)
      .executeTakeFirstOrThrow()
    expect(created).toMatchObject({
      name: 'Universidade Nova',
      country: 'BR',
      state: 'MG',
      created_by: user.id,
    })
    expect((await userRow(user.id)).institution_id).toBe(created.id)

    const other = await createTestUser()
    const taken = await refused(
      await post(other, {
        intent: 'newInstitution',
        name: 'Outra',
        shortName,
        type: 'company',
        country: 'BR',
      }),
    )
    expect(taken.result.error).toEqual({ shortName: ['profile:edit.errors.shortNameTaken'] })
    expect((await post(other, { intent: 'institution', institutionId: String(created.id) })).status).toBe(302)
    expect((await userRow(other.id)).institution_id).toBe(created.id)
    const unknown = await refused(await post(other, { intent: 'institution', institutionId: '987654321' }))
    expect(unknown.result.error).toEqual({ institutionId: ['profile:edit.errors.institutionUnknown'] })
    expect((await post(other, { intent: 'institution', institutionId: '' })).status).toBe(302)
    expect((await userRow(other.id)).institution_id).toBeNull()
  })
})

describe('profile edit: creating institutions is rate limited', () => {
  beforeEach(() => resetRateLimits())

  it('answers 429 with Retry-After after ten new institutions a minute, keeping what was typed', async () => {
    const user = await createTestUser()
    const fields = (shortName: string) => ({
      intent: 'newInstitution',
      name: 'Escola Técnica',
      shortName,
      type: 'educational',
      country: 'BR',
    })
    for (let i = 0; i < 10; i++) expect((await post(user, fields(uniqueShortName('ET')))).status).toBe(302)
    const res = await post(user, fields(uniqueShortName('ET')))
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    const reply = await refused(res, 429)
    expect(reply.result.error).toEqual({ '': ['common:errors.tooManyRequests.message'] })
    expect(reply.result.initialValue).toMatchObject({ name: 'Escola Técnica' })
  })
})

describe('profile edit: preferences and social links', () => {
  it('saves every preference; an unticked box turns it off', async () => {
    const user = await createTestUser()
    expect((await loaded(user)).profile.preferences).toEqual({
      receiveNews: true,
      showLiveFeed: true,
      showInRankings: true,
      formNewUser: true,
      formWeekly: true,
    })
    const res = await post(user, { intent: 'preferences', receiveNews: 'on', formWeekly: 'on' })
    expect(res.status).toBe(302)
    expect(await userRow(user.id)).toMatchObject({
      receive_news: 1,
      show_live_feed: 0,
      show_in_rankings: 0,
      form_new_user: 0,
      form_weekly: 1,
    })
    // The page after the redirect says so, once.
    const cookie = `${user.cookie}; ${res.headers.get('set-cookie')!.split(';')[0]}`
    expect((await loaded({ cookie })).notice).toBe('preferencesSaved')
  })

  it('keeps one link per network, on that network’s site, and removes it', async () => {
    const user = await createTestUser()
    const wrongHost = await refused(
      await post(user, { intent: 'socialLink', kind: 'twitch', url: 'https://twitch.evil.io/ana' }),
    )
    expect(wrongHost.result.error).toEqual({ url: ['profile:edit.errors.linkUrlHost'] })
    expect(wrongHost.result.initialValue).toMatchObject({ kind: 'twitch', url: 'https://twitch.evil.io/ana' })
    const scheme = await refused(
      await post(user, { intent: 'socialLink', kind: 'website', url: 'javascript:alert(1)' }),
    )
    expect(scheme.result.error).toEqual({ url: ['profile:edit.errors.linkUrlScheme'] })
    expect(
      (await post(user, { intent: 'socialLink', kind: 'twitch', url: 'https://twitch.tv/ana' })).status,
    ).toBe(302)
    expect(
      (await post(user, { intent: 'socialLink', kind: 'twitch', url: 'https://www.twitch.tv/ana2' })).status,
    ).toBe(302)
    expect((await loaded(user)).profile.socialLinks).toEqual([
      { kind: 'twitch', url: 'https://www.twitch.tv/ana2' },
    ])
    expect((await post(user, { intent: 'removeSocialLink', kind: 'twitch' })).status).toBe(302)
    expect((await loaded(user)).profile.socialLinks).toEqual([])
    await refused(await post(user, { intent: 'removeSocialLink', kind: 'twitch' }), 404)
  })

  it('refuses unknown intents and sends visitors home', async () => {
    const user = await createTestUser()
    const bad = await post(user, { intent: 'dropTables' }).catch((r: Response) => r)
    expect(bad.status).toBe(400)
    const visitor = await action(args(formRequest('/br/user/edit', { intent: 'preferences' }))).catch(
      (r: Response) => r,
    )
    expect((visitor as Response).headers.get('location')).toBe('/br')
  })
})
