import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { loader as countLoader } from './api.feedbacks-count'
import { action } from './feedbacks'
import { loader as imageLoader } from './image.feedback'

const MEDIA = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-feedback-api-test-'))
process.env.MEDIA_DIR = MEDIA
afterAll(() => fs.rmSync(MEDIA, { recursive: true, force: true }))
beforeEach(() => resetRateLimits())

type User = { id: number; cookie: string }

async function sendWithImage(user: User, bytes: Uint8Array) {
  const form = new FormData()
  form.set('intent', 'create')
  form.set('title', 'Tela em branco')
  form.set('text', 'A página do curso abre toda em branco.')
  form.set('type', 'bug')
  form.set('image', new Blob([new Uint8Array(bytes)]), 'tela.jpg')
  const request = new Request('http://test/br/feedbacks', {
    method: 'POST',
    body: form,
    headers: { cookie: user.cookie },
  })
  const res = (await action(routeArgs(request))) as Response
  expect(res.status).toBe(302)
  return Number(/\?feedback=(\d+)$/.exec(res.headers.get('Location')!)?.[1])
}

const image = (id: number, user?: User, headers: Record<string, string> = {}) =>
  imageLoader(
    routeArgs(
      new Request(`http://test/image/feedback/${id}`, {
        headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      }),
      {
        id: String(id),
      },
    ),
  )

const count = async (user?: User) =>
  countLoader(routeArgs(getRequest('/api/feedbacks/notification-count', user)))

describe('GET /api/feedbacks/notification-count', () => {
  it('answers visitors 401 JSON in their language and users {count}, never cached', async () => {
    const visitor = await count()
    expect(visitor.status).toBe(401)
    expect(visitor.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await visitor.json()).toMatchObject({
      error: 'NOT_LOGGED_IN',
      message: 'Você precisa entrar na sua conta primeiro.',
    })

    const author = await createTestUser()
    const staff = await createTestUser({ permissions: '["moderate"]' })
    const staffBefore = (await (await count(staff)).json()).count as number
    const id = await db
      .insertInto('feedbacks')
      .values({ user_id: author.id, title: 'Dúvida', text: 'Como envio um projeto?', type: 'question' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const res = await count(author)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await res.json()).toEqual({ count: 0 })
    expect(await (await count(staff)).json()).toEqual({ count: staffBefore + 1 })

    await db
      .updateTable('feedbacks')
      .set({ status: 'solved', answer: 'Pela aba Projetos.', author_unread: 1 })
      .where('id', '=', id.id)
      .execute()
    expect(await (await count(author)).json()).toEqual({ count: 1 })
    expect(await (await count(staff)).json()).toEqual({ count: staffBefore })
  })
})

describe('GET /image/feedback/:id', () => {
  it('serves the picture to its author and staff only; 404 for anyone else', async () => {
    const author = await createTestUser()
    const staff = await createTestUser({ permissions: '["moderate"]' })
    const other = await createTestUser()
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer()
    const id = await sendWithImage(author, jpeg)

    const own = await image(id, author)
    expect(own.status).toBe(200)
    expect(own.headers.get('Content-Type')).toBe('image/jpeg')
    expect(own.headers.get('Cache-Control')).toContain('private')
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).format).toBe('jpeg')

    const etag = own.headers.get('ETag')!
    expect((await image(id, author, { 'if-none-match': etag })).status).toBe(304)
    expect((await image(id, staff)).status).toBe(200)
    for (const res of [await image(id, other), await image(id), await image(99_999_999, staff)]) {
      expect(res.status).toBe(404)
      expect(res.headers.get('Content-Type')).toBe('text/plain')
    }
    // A feedback without a picture looks the same as a forbidden one.
    const plain = await db
      .insertInto('feedbacks')
      .values({ user_id: author.id, title: 'Sem imagem', text: 'Um texto longo o bastante.', type: 'other' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await image(plain.id, author)).status).toBe(404)
    expect(
      (await imageLoader(routeArgs(getRequest('/image/feedback/..%2Fx', author), { id: '../x' }))).status,
    ).toBe(404)
  })
})
