import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hit, resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { loader as editorLoader } from '~/modules/learning/routes/math-exercise.edit'
import { makeUser } from '~/tests/factories'
import { draftMath } from '~/tests/fakes/authoring-rules.mjs'
import { type ModelServer, startModelServer } from '~/tests/fakes/model-server.mjs'
import {
  getRequest,
  loaded,
  multipart,
  routeArgs,
  setCookies,
  settle,
  withCookies,
} from '~/tests/setup/helpers'
import { useModel } from '../../grading/grading-test-helpers'
import { configureModel } from '../../model/client.server'
import { AI_MATH_RULE, MATH_DRAFT_SCHEMA_NAME } from '../math-create.server'
import { MAX_IMAGE_BYTES } from '../math-form.server'
import { type AiMathActionData, action, handle, loader } from './math-ai'

// "Create with AI" against the local model server, through the real SDK: a good reply becomes a private draft
// opened in the editor; anything else saves nothing and keeps what the author typed.

let server: ModelServer
beforeAll(async () => {
  server = await startModelServer({ handler: draftMath, apiKey: 'grader-key' })
})
afterAll(() => server.close())
beforeEach(() => {
  useModel(server)
  server.setHandler(draftMath)
  server.requests.length = 0
  resetRateLimits()
})
afterEach(() => configureModel(undefined))

const URL = '/br/math-exercises/ai'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

function form(fields: Record<string, string>, image?: { bytes: Uint8Array<ArrayBuffer>; type?: string }) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  if (image) body.append('image', new Blob([image.bytes], { type: image.type ?? 'image/png' }), 'foto.png')
  return body
}

async function send(user: { cookie: string } | undefined, body: FormData, signal?: AbortSignal) {
  const request = signal
    ? new Request(`http://test${URL}`, {
        method: 'POST',
        body,
        headers: { cookie: user?.cookie ?? '' },
        signal,
      })
    : multipart(URL, body, user)
  const result = await settle(action(routeArgs(request)))
  if (result instanceof Response) return { status: result.status, response: result, data: null }
  const wrapped = result as unknown as {
    data: AiMathActionData
    init: { status: number; headers: Record<string, string> }
  }
  return { status: wrapped.init.status, response: null, data: wrapped.data, headers: wrapped.init.headers }
}

const exercisesOf = (authorId: number) =>
  db.selectFrom('math_exercises').selectAll().where('author_id', '=', authorId).execute()

describe('/{lang}/math-exercises/ai', () => {
  it('turns the model’s exercise into a private draft and opens it in the editor (303), with a review notice', async () => {
    const author = await makeUser('author')
    const sent = await send(
      author,
      form({ theme: 'porcentagem no supermercado', style: 'everyday', instructions: 'Para o 7º ano.' }),
    )
    expect(sent.status).toBe(303)
    const [draft] = await exercisesOf(author.id)
    expect(sent.response?.headers.get('location')).toBe(`/br/math-exercise/${draft.id}/edit`)
    expect(draft).toMatchObject({
      title_br: 'Exercício sobre porcentagem no supermercado',
      title_gb: 'Exercise about porcentagem no supermercado',
      difficulty: 'easy',
      kind: 'authentic_problem',
      visibility: 'private',
    })
    expect(draft.text_br).toContain('20% de desconto')
    expect(draft.official_solution_br).toContain('40')
    expect(draft.official_solution_gb).toContain('40')

    // What the model received: the grader's model, structured output, the theme, style and instructions.
    const [call] = server.completions
    expect(call.authorization).toBe('Bearer grader-key')
    expect(call.body.model).toBe('grader')
    expect(call.body.response_format.json_schema.name).toBe(MATH_DRAFT_SCHEMA_NAME)
    const asked = JSON.stringify(call.body.messages)
    expect(asked).toContain('Theme: porcentagem no supermercado')
    expect(asked).toContain('everyday situation')
    expect(asked).toContain('Para o 7º ano.')
    const usage = await db.selectFrom('model_calls').selectAll().where('user_id', '=', author.id).execute()
    expect(usage).toMatchObject([{ purpose: 'author', model: 'grader', ok: 1 }])

    const editor = sent.response!.headers.get('location')!
    const page = await loaded(
      editorLoader(
        routeArgs(withCookies(getRequest(editor, author), setCookies(sent.response)), {
          id: String(draft.id),
        }),
      ),
    )
    expect(page).toMatchObject({
      aiDraft: true,
      values: { visibility: 'private' },
      origin: {
        theme: 'porcentagem no supermercado',
        fromImage: false,
        style: 'everyday',
        instructions: 'Para o 7º ano.',
        model: 'grader',
      },
    })
  })

  it('is the authors’ only: a student gets 403 and reaches no model; a visitor is sent to log in', async () => {
    const student = await makeUser('free')
    const opened = await settle(loader(routeArgs(getRequest(URL, student))))
    expect((opened as Response).status).toBe(403)
    const sent = await send(student, form({ theme: 'frações', style: 'everyday' }))
    expect(sent.status).toBe(403)
    const visitor = (await settle(loader(routeArgs(getRequest(URL))))) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toContain('/br/login')
    expect((await send(undefined, form({ theme: 'frações', style: 'everyday' }))).status).toBe(302)
    expect(server.completions).toHaveLength(0)
    expect(await exercisesOf(student.id)).toHaveLength(0)
  })

  it('saves nothing when the reply is not a valid exercise, and says to try again with the values kept', async () => {
    const author = await makeUser('author')
    const good = JSON.parse(draftMath({ messages: [] }))
    const replies = [
      'Claro! Aqui está um exercício sobre frações.',
      JSON.stringify({ ...good, difficulty: 'impossible' }),
      JSON.stringify({ ...good, extra: 'x' }),
      JSON.stringify({ ...good, solution_br: '' }),
    ]
    for (const reply of replies) {
      server.setHandler(() => reply)
      const sent = await send(author, form({ theme: 'frações', style: 'olympiad', instructions: 'curto' }))
      expect(sent.status).toBe(502)
      expect(sent.data).toMatchObject({
        failed: 'invalid',
        values: { theme: 'frações', style: 'olympiad', instructions: 'curto' },
      })
    }
    expect(server.completions).toHaveLength(replies.length)
    expect(await exercisesOf(author.id)).toHaveLength(0)
  })

  it('wants exactly one of a theme or an image (422, values kept, no model call)', async () => {
    const author = await makeUser('author')
    useModel(server, { vision: true })
    const both = await send(
      author,
      form({ theme: 'geometria', style: 'story', instructions: 'com triângulos' }, { bytes: PNG }),
    )
    expect(both.status).toBe(422)
    expect(both.data).toMatchObject({
      errors: { form: ['themeAndImage'] },
      values: { theme: 'geometria', style: 'story', instructions: 'com triângulos' },
    })
    const neither = await send(author, form({ theme: '  ', style: 'textbook', instructions: 'algo' }))
    expect(neither.status).toBe(422)
    expect(neither.data).toMatchObject({
      errors: { form: ['themeOrImage'] },
      values: { style: 'textbook', instructions: 'algo' },
    })
    const badStyle = await send(author, form({ theme: 'x', style: 'haiku', instructions: 'y'.repeat(1001) }))
    expect(badStyle.status).toBe(422)
    expect(badStyle.data?.errors).toMatchObject({ style: ['invalid'], instructions: ['tooLong'] })
    const notAnImage = await send(
      author,
      form({ style: 'everyday' }, { bytes: new TextEncoder().encode('GIF89a…') }),
    )
    expect(notAnImage.data?.errors).toMatchObject({ image: ['imageType'] })
    const notAForm = (await action(
      routeArgs(
        new Request(`http://test${URL}`, {
          method: 'POST',
          body: '{"theme":"x"}',
          headers: { cookie: author.cookie, 'content-type': 'application/json' },
        }),
      ),
    )) as unknown as { init: { status: number }; data: AiMathActionData }
    expect(notAForm.init.status).toBe(422)
    expect(notAForm.data.errors).toMatchObject({ form: ['themeOrImage'] })
    expect(server.completions).toHaveLength(0)
    expect(await exercisesOf(author.id)).toHaveLength(0)
  })

  it('sends an image to the vision model as an image part; without vision the image is refused', async () => {
    const author = await makeUser('author')
    useModel(server, { vision: true })
    const opened = await loaded(loader(routeArgs(getRequest(URL, author))))
    expect(opened).toMatchObject({ configured: true, vision: true })
    const sent = await send(author, form({ style: 'textbook' }, { bytes: PNG }))
    expect(sent.status).toBe(303)
    const parts = server.completions[0].body.messages[1].content as {
      type: string
      image_url?: { url: string }
    }[]
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toBe(
      `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
    )
    const [draft] = await exercisesOf(author.id)
    expect(draft).toMatchObject({ title_br: 'Exercício sobre a figura' })
    const origin = await db
      .selectFrom('math_ai_origins')
      .selectAll()
      .where('math_exercise_id', '=', draft.id)
      .executeTakeFirst()
    expect(origin).toMatchObject({ theme: null, from_image: 1, style: 'textbook', instructions: '' })

    // Too large: refused by the form (the kernel's guard lets the multipart body through up to maxBody).
    expect(handle.maxBody).toBeGreaterThan(MAX_IMAGE_BYTES + 1024)
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(PNG)
    const tooLarge = await send(author, form({ style: 'story', instructions: 'grande' }, { bytes: big }))
    expect(tooLarge.status).toBe(422)
    expect(tooLarge.data).toMatchObject({
      errors: { image: ['imageTooLarge'] },
      values: { style: 'story', instructions: 'grande' },
    })

    useModel(server, { vision: false })
    expect(await loaded(loader(routeArgs(getRequest(URL, author))))).toMatchObject({ vision: false })
    const refused = await send(author, form({ style: 'textbook' }, { bytes: PNG }))
    expect(refused.status).toBe(422)
    expect(refused.data?.errors).toMatchObject({ image: ['noVision'] })
    expect(server.completions).toHaveLength(1)
  })

  it('with no model configured, says so and asks nothing', async () => {
    const author = await makeUser('author')
    configureModel(null)
    expect(await loaded(loader(routeArgs(getRequest(URL, author))))).toMatchObject({ configured: false })
    const sent = await send(author, form({ theme: 'frações', style: 'everyday' }))
    expect(sent.status).toBe(503)
    expect(sent.data).toMatchObject({ failed: 'noModel', values: { theme: 'frações' } })
    expect(server.requests).toHaveLength(0)
    expect(await exercisesOf(author.id)).toHaveLength(0)
  })

  it('limits each author per hour (429, Retry-After) before reaching the model', async () => {
    const author = await makeUser('author')
    for (let i = 0; i < AI_MATH_RULE.limit; i++) hit(AI_MATH_RULE, String(author.id))
    const sent = await send(author, form({ theme: 'frações', style: 'everyday' }))
    expect(sent.status).toBe(429)
    expect(sent.data).toMatchObject({ failed: 'rateLimited', values: { theme: 'frações' } })
    expect(Number(sent.headers?.['Retry-After'])).toBeGreaterThan(0)
    expect(server.completions).toHaveLength(0)
    const other = await makeUser('author')
    expect((await send(other, form({ theme: 'frações', style: 'everyday' }))).status).toBe(303)
  })

  it('aborts the model call when the request ends, and saves nothing', async () => {
    const author = await makeUser('author')
    server.setHandler(() => ({ hang: true }))
    const leaving = new AbortController()
    const pending = send(author, form({ theme: 'frações', style: 'everyday' }), leaving.signal)
    await expect.poll(() => server.completions.length).toBe(1)
    leaving.abort()
    const sent = await pending
    expect(sent.data).toMatchObject({ failed: 'unavailable' })
    await expect.poll(() => server.completions[0].aborted).toBe(true)
    expect(await exercisesOf(author.id)).toHaveLength(0)
  })
})
