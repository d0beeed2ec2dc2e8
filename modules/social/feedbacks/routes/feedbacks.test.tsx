import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import Feedbacks, { type FeedbacksPageData, type FeedbacksReply, action, handle, loader } from './feedbacks'

const MEDIA = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-feedbacks-test-'))
process.env.MEDIA_DIR = MEDIA
afterAll(() => fs.rmSync(MEDIA, { recursive: true, force: true }))

const NS = handle.i18n as string[]
type User = { id: number; cookie: string }
type CreateReply = Extract<FeedbacksReply, { intent: 'create' }>
const clean = (html: string) => html.replace(/<!-- -->/g, '')
const GOOD = { title: 'Botão quebrado', text: 'O botão de enviar da aula 3 não responde.', type: 'bug' }

beforeEach(() => resetRateLimits())

const post = (url: string, fields: Record<string, string>, user?: User) =>
  action(routeArgs(formRequest(url, fields, user ? { cookie: user.cookie } : {}))) as Promise<Response>

/** A multipart POST as the browser sends the form with a file. */
function postFile(
  url: string,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string } | null,
  user: User,
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (file) form.set('image', new Blob([new Uint8Array(file.bytes)]), file.name)
  const request = new Request(`http://test${url}`, {
    method: 'POST',
    body: form,
    headers: { cookie: user.cookie },
  })
  return action(routeArgs(request)) as Promise<Response>
}

async function page(url: string, user: User, extraCookie?: string) {
  const cookie = extraCookie ? `${user.cookie}; ${extraCookie}` : user.cookie
  const res = (await loader(routeArgs(getRequest(url, { cookie })))) as unknown as {
    data: FeedbacksPageData
    init: ResponseInit | null
  }
  return { data: res.data, headers: new Headers(res.init?.headers) }
}

const idFrom = (res: Response) => Number(/\?feedback=(\d+)$/.exec(res.headers.get('Location') ?? '')?.[1])
const row = (id: number) =>
  db.selectFrom('feedbacks').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .png()
    .toBuffer()

describe('/{lang}/feedbacks — sending', () => {
  it('sends visitors to the login page and back', async () => {
    const res = await thrown(loader(routeArgs(getRequest('/br/feedbacks?feedback=3'))))
    expect(res.headers.get('Location')).toBe(
      '/br/login?login=true&redirectTo=%2Fbr%2Ffeedbacks%3Ffeedback%3D3',
    )
    const posted = await thrown(post('/gb/feedbacks', { intent: 'create', ...GOOD }))
    expect(posted.headers.get('Location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Ffeedbacks')
  })

  it('saves a feedback as new and opens it with a confirmation', async () => {
    const user = await createTestUser()
    const res = await post('/br/feedbacks', { intent: 'create', ...GOOD }, user)
    expect(res.status).toBe(302)
    const id = idFrom(res)
    expect(await row(id)).toMatchObject({
      user_id: user.id,
      ...GOOD,
      status: 'new',
      author_unread: 0,
      image_path: null,
    })
    const flash = res.headers.get('Set-Cookie')!.split(';')[0]
    const { data, headers } = await page(res.headers.get('Location')!, user, flash)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(data.flash).toBe('sent')
    const html = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: data }))
    expect(html).toContain('Recebemos seu feedback.')
    expect(html).toContain('Botão quebrado')
    expect(html).toContain('Novo')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('Tratar feedback')
  })

  it('refuses a title under 4 characters and a too short text at 422, keeping the values, in both locales', async () => {
    const user = await createTestUser()
    const fields = { intent: 'create', title: 'Bug', text: 'Não funciona', type: 'suggestion' }
    const res = await post('/br/feedbacks', fields, user)
    expect(res.status).toBe(422)
    const reply = (await res.json()) as FeedbacksReply
    expect(reply.errors).toMatchObject({ title: ['titleLength'], text: ['textShort'] })
    expect(reply.values).toEqual({ title: 'Bug', text: 'Não funciona', type: 'suggestion' })
    const { data } = await page('/br/feedbacks', user)
    const br = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: data, actionData: reply }))
    expect(br).toContain('O título precisa ter pelo menos 4 caracteres')
    expect(br).toContain('Explique melhor o que você quer')
    expect(br).toContain('value="Bug"')
    expect(br).toContain('>Não funciona</textarea>')
    expect(br).toMatch(/<option value="suggestion" selected="">/)
    const gb = clean(await renderRoute('en-GB', NS, Feedbacks, { loaderData: data, actionData: reply }))
    expect(gb).toContain('The title must have at least 4 characters')
    expect(gb).toContain('Please explain what you want in more detail')
    // Spaces do not make a title or a text long enough; an unknown type is refused.
    const padded = await post(
      '/br/feedbacks',
      { intent: 'create', title: '  ab  ', text: `${' '.repeat(30)}curto`, type: 'praise' },
      user,
    )
    expect(padded.status).toBe(422)
    expect(((await padded.json()) as FeedbacksReply).errors).toMatchObject({
      title: ['titleLength'],
      text: ['textShort'],
      type: ['type'],
    })
    expect(await db.selectFrom('feedbacks').select('id').where('user_id', '=', user.id).execute()).toEqual([])
  })

  it('stores a real PNG image re-encoded under the media folder', async () => {
    const user = await createTestUser()
    const res = await postFile(
      '/br/feedbacks',
      { intent: 'create', ...GOOD },
      { bytes: await png(), name: 'tela.png' },
      user,
    )
    expect(res.status).toBe(302)
    const id = idFrom(res)
    const saved = await row(id)
    expect(saved.image_path).toBe(`feedbacks/${id}.png`)
    const meta = await sharp(path.join(MEDIA, saved.image_path!)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30])
    const { data } = await page(`/br/feedbacks?feedback=${id}`, user)
    const html = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: data }))
    expect(html).toContain(`src="/image/feedback/${id}"`)
  })

  it('refuses a file that is not a PNG, JPEG or WebP image, and one over 5 MiB, at 422 keeping the text', async () => {
    const user = await createTestUser()
    const fake = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const res = await postFile(
      '/gb/feedbacks',
      { intent: 'create', ...GOOD },
      { bytes: fake, name: 'tela.png' },
      user,
    )
    expect(res.status).toBe(422)
    const reply = (await res.json()) as CreateReply
    expect(reply.errors).toEqual({ image: ['imageType'] })
    expect(reply.values.text).toBe(GOOD.text)
    const { data } = await page('/gb/feedbacks', user)
    const gb = clean(await renderRoute('en-GB', NS, Feedbacks, { loaderData: data, actionData: reply }))
    expect(gb).toContain('The image must be a PNG, JPEG or WebP file.')
    expect(gb).toContain('choose it again')

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer()
    const gifRes = await postFile(
      '/br/feedbacks',
      { intent: 'create', ...GOOD },
      { bytes: gif, name: 'a.gif' },
      user,
    )
    expect(gifRes.status).toBe(422)

    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    const bigRes = await postFile(
      '/br/feedbacks',
      { intent: 'create', ...GOOD },
      { bytes: big, name: 'big.png' },
      user,
    )
    expect(bigRes.status).toBe(422)
    expect(((await bigRes.json()) as FeedbacksReply).errors).toEqual({ image: ['imageTooLarge'] })
    expect(await db.selectFrom('feedbacks').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    // A body past the whole form's limit is stopped while it streams in.
    const huge = await postFile(
      '/br/feedbacks',
      { intent: 'create', ...GOOD },
      { bytes: new Uint8Array(7 * 1024 * 1024), name: 'x.png' },
      user,
    )
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as FeedbacksReply).errors).toEqual({ image: ['imageTooLarge'] })
  })

  it('answers the 11th feedback in a minute with 429 and the too-many-requests copy, keeping the values', async () => {
    const user = await createTestUser()
    for (let i = 0; i < 10; i++)
      expect((await post('/br/feedbacks', { intent: 'create', ...GOOD }, user)).status).toBe(302)
    const res = await post('/br/feedbacks', { intent: 'create', ...GOOD, title: 'Mais um' }, user)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    const reply = (await res.json()) as CreateReply
    expect(reply.values.title).toBe('Mais um')
    const { data } = await page('/br/feedbacks', user)
    const html = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: data, actionData: reply }))
    expect(html).toContain('Nossos servidores precisam de um respiro.')
    expect(html).toContain('value="Mais um"')
  })
})

describe('/{lang}/feedbacks — reading and handling', () => {
  it('shows other users’ feedbacks as 404 and lists only one’s own', async () => {
    const author = await createTestUser()
    const other = await createTestUser()
    const id = idFrom(await post('/br/feedbacks', { intent: 'create', ...GOOD }, author))
    for (const url of [
      `/br/feedbacks?feedback=${id}`,
      '/br/feedbacks?feedback=99999999',
      '/br/feedbacks?feedback=x',
    ]) {
      expect((await thrown(loader(routeArgs(getRequest(url, other))))).status).toBe(404)
    }
    const { data } = await page('/br/feedbacks', other)
    expect(data.staff).toBe(false)
    expect(data.list?.items).toEqual([])
    // Someone else's status filter is ignored for non-staff.
    expect((await page('/br/feedbacks?status=new', other)).data.status).toBeNull()
  })

  it('lets staff list and filter every feedback, opens a new one as read, and answers it to the author', async () => {
    const author = await createTestUser()
    const staff = await createTestUser({ permissions: '["moderate"]' })
    const id = idFrom(await post('/br/feedbacks', { intent: 'create', ...GOOD }, author))

    const list = await page('/br/feedbacks?status=new', staff)
    expect(list.data.staff).toBe(true)
    expect(list.data.list?.items.map((f) => f.id)).toContain(id)
    expect(list.data.list?.items.every((f) => f.status === 'new')).toBe(true)
    const listHtml = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: list.data }))
    expect(listHtml).toContain('Todos os feedbacks')
    expect(listHtml).toMatch(/<option value="new" selected="">Novo<\/option>/)

    // Opening it: this response still says new; the row is read afterwards.
    const opened = await page(`/br/feedbacks?feedback=${id}`, staff)
    expect(opened.data.feedback?.status).toBe('new')
    expect((await row(id)).status).toBe('read')
    const html = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: opened.data }))
    expect(html).toContain('Tratar feedback')
    expect(html).toMatch(/<option value="read" selected="">Lido<\/option>/)

    // An answer with a status that is not an answered one is refused.
    const bad = await post(
      '/br/feedbacks',
      { intent: 'review', feedback: String(id), status: 'new', answer: 'Oi' },
      staff,
    )
    expect(bad.status).toBe(422)
    const badReply = (await bad.json()) as FeedbacksReply
    expect(badReply.errors).toEqual({ status: ['answerStatus'] })
    const badHtml = clean(
      await renderRoute('pt-BR', NS, Feedbacks, { loaderData: opened.data, actionData: badReply }),
    )
    expect(badHtml).toContain('Ao responder, escolha')
    expect(badHtml).toContain('>Oi</textarea>')

    const res = await post(
      '/br/feedbacks',
      {
        intent: 'review',
        feedback: String(id),
        status: 'waiting_for_answer',
        answer: 'Qual navegador você usa?',
      },
      staff,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/br/feedbacks?feedback=${id}`)
    expect(await row(id)).toMatchObject({
      status: 'waiting_for_answer',
      answer: 'Qual navegador você usa?',
      answered_by: staff.id,
      author_unread: 1,
    })

    // The author sees the answer tagged, and opening it clears the unread flag.
    const mine = await page('/br/feedbacks', author)
    expect(mine.data.list?.items[0]).toMatchObject({ id, unread: true, status: 'waiting_for_answer' })
    const view = await page(`/br/feedbacks?feedback=${id}`, author)
    const authorHtml = clean(await renderRoute('pt-BR', NS, Feedbacks, { loaderData: view.data }))
    expect(authorHtml).toContain('Nova resposta')
    expect(authorHtml).toContain('Qual navegador você usa?')
    expect(authorHtml).toContain('Aguardando resposta')
    expect(authorHtml).not.toContain('Tratar feedback')
    expect((await row(id)).author_unread).toBe(0)
    // Opening it did not make it read for staff: the status is the one staff chose.
    expect((await row(id)).status).toBe('waiting_for_answer')
  })

  it('refuses a review from a non-staff user at 403 and from staff for an unknown feedback at 404', async () => {
    const author = await createTestUser()
    const id = idFrom(await post('/br/feedbacks', { intent: 'create', ...GOOD }, author))
    const res = await post(
      '/br/feedbacks',
      { intent: 'review', feedback: String(id), status: 'solved', answer: 'Eu mesmo resolvi' },
      author,
    )
    expect(res.status).toBe(403)
    expect(await row(id)).toMatchObject({ status: 'new', answer: null })
    const admin = await createTestUser({ is_admin: 1 })
    const missing = await thrown(
      post('/br/feedbacks', { intent: 'review', feedback: '99999999', status: 'solved' }, admin),
    )
    expect(missing.status).toBe(404)
    // Admins are staff.
    expect(
      (
        await post(
          '/br/feedbacks',
          { intent: 'review', feedback: String(id), status: 'not_a_problem' },
          admin,
        )
      ).status,
    ).toBe(302)
    expect((await row(id)).status).toBe('not_a_problem')
  })
})
