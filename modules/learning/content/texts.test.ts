import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { context, formRequest, loaded, setCookies, withCookies } from '~/tests/setup/helpers'
import { action, loader as textLoader } from '../routes/content.text'
import { loader as listLoader } from '../routes/content.texts'

// The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page.
const loader = (args: Parameters<typeof textLoader>[0]) => loaded(textLoader(args))

type User = Awaited<ReturnType<typeof createTestUser>>
const creator = () => createTestUser({ permissions: '["create_content"]' })
const args = (request: Request, id: string) => ({ request, params: { id }, context: context() })
const get = (url: string, user?: User) =>
  new Request(`http://test${url}`, { headers: user ? { cookie: user.cookie } : {} })

const FIELDS = {
  intent: 'save',
  title_br: 'Variáveis',
  title_gb: 'Variables',
  body_br: 'Uma **variável** guarda um valor.\r\n\r\nExemplo.',
  body_gb: '',
  is_tutorial: 'on',
}

async function save(user: User, id: string, fields: Record<string, string> = {}, lang = 'br') {
  const request = formRequest(
    `/${lang}/content/texts/${id}`,
    { ...FIELDS, ...fields },
    { cookie: user.cookie },
  )
  return (await action(args(request, id))) as Response
}
const idFrom = (res: Response) =>
  Number(/\/content\/texts\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1])
const history = (id: number) =>
  db.selectFrom('text_history').selectAll().where('text_id', '=', id).orderBy('id').execute()

describe('content texts', () => {
  it('creates a text owned by its author, with LF line breaks and no history yet', async () => {
    const author = await creator()
    const res = await save(author, 'new')
    expect(res.status).toBe(302)
    const id = idFrom(res)
    const row = await db.selectFrom('texts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      title_br: 'Variáveis',
      title_gb: 'Variables',
      body_br: 'Uma **variável** guarda um valor.\n\nExemplo.',
      body_gb: null,
      is_tutorial: 1,
      author_id: author.id,
    })
    expect(await history(id)).toHaveLength(0)
  })

  it('keeps the previous version in the history on each edit, with who edited and when', async () => {
    const author = await creator()
    const id = idFrom(await save(author, 'new'))
    const admin = await createTestUser({ is_admin: 1, name: 'Ana Admin' })
    expect((await save(admin, String(id), { body_br: 'Versão 2' })).status).toBe(302)
    expect((await save(author, String(id), { body_br: 'Versão 3', title_br: 'Variáveis!' })).status).toBe(302)
    // Only the tutorial flag changes: nothing new for the history.
    expect(
      (await save(author, String(id), { body_br: 'Versão 3', title_br: 'Variáveis!', is_tutorial: '' }))
        .status,
    ).toBe(302)
    const rows = await history(id)
    expect(rows.map((h) => [h.title_br, h.body_br, h.edited_by])).toEqual([
      ['Variáveis', 'Uma **variável** guarda um valor.\n\nExemplo.', admin.id],
      ['Variáveis', 'Versão 2', author.id],
    ])
    // "Saved" comes with the save's redirect (a one-shot cookie), not from a query anyone could type.
    const last = await save(
      author,
      String(id),
      { body_br: 'Versão 3', title_br: 'Variáveis!', is_tutorial: '' },
      'gb',
    )
    const page = await loader(
      args(withCookies(get(`/gb/content/texts/${id}`, author), setCookies(last)), String(id)),
    )
    expect(page.saved).toBe(true)
    expect((await loader(args(get(`/gb/content/texts/${id}?saved=1`, author), String(id)))).saved).toBe(false)
    expect(page.values).toMatchObject({ title_br: 'Variáveis!', body_br: 'Versão 3', is_tutorial: false })
    expect(page.history.map((h) => h.edited_by)).toEqual([expect.stringMatching(/^Test User/), 'Ana Admin'])
  })

  it('refuses an empty title at 422 keeping what was typed, and previews without saving', async () => {
    const author = await creator()
    const bad = await save(author, 'new', { title_br: '  ' }, 'gb')
    expect(bad.status).toBe(422)
    const body = (await bad.json()) as { values: Record<string, unknown>; errors: Record<string, string[]> }
    expect(body.errors).toEqual({ title_br: ['required'] })
    expect(body.values).toMatchObject({ body_br: FIELDS.body_br, title_gb: 'Variables', is_tutorial: true })

    const before = await db.selectFrom('texts').select('id').execute()
    const preview = await save(author, 'new', { intent: 'preview', title_br: '' })
    expect(preview.status).toBe(200)
    const data = (await preview.json()) as { preview: { br: string; gb: string | null } }
    expect(data.preview.br).toContain('Exemplo.')
    expect(data.preview.gb).toBeNull()
    expect(await db.selectFrom('texts').select('id').execute()).toHaveLength(before.length)
  })

  it('lists the lessons that use a text and counts them in the list', async () => {
    const author = await creator()
    const id = idFrom(await save(author, 'new'))
    const course = await db
      .insertInto('courses')
      .values({ slug: `curso-textos-${id}`, title_br: 'Curso', title_gb: 'Course' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const lesson = await db
      .insertInto('lessons')
      .values({
        course_id: course.id,
        position: 1,
        type: 'text',
        title_br: 'Aula',
        title_gb: 'Lesson',
        text_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const page = await loader(args(get(`/gb/content/texts/${id}`, author), String(id)))
    expect(page.lessons).toEqual([
      {
        lessonId: lesson.id,
        lesson: 'Lesson',
        course: 'Course',
        url: `/gb/course/curso-textos-${id}/lesson/${lesson.id}`,
      },
    ])
    const list = await listLoader(args(get('/br/content/texts', author), ''))
    expect(list.texts.find((t) => t.id === id)).toMatchObject({
      title: 'Variáveis',
      lessons: 1,
      is_tutorial: true,
    })
  })

  it('lists a creator’s own texts only; admins see all', async () => {
    const a = await creator()
    const b = await creator()
    const ta = idFrom(await save(a, 'new', { title_br: 'Texto A' }))
    const tb = idFrom(await save(b, 'new', { title_br: 'Texto B' }))
    const mine = await listLoader(args(get('/br/content/texts', a), ''))
    expect(mine.texts.map((t) => t.id)).toContain(ta)
    expect(mine.texts.map((t) => t.id)).not.toContain(tb)
    const admin = await createTestUser({ is_admin: 1 })
    const all = await listLoader(args(get('/br/content/texts', admin), ''))
    expect(all.texts.map((t) => t.id)).toEqual(expect.arrayContaining([ta, tb]))
    // A name of more than two words (docs/product.md#kernel-people-on-screen) shows its first and last ("Test User 7" → "Test 7").
    expect(all.texts.find((t) => t.id === ta)?.author).toMatch(/^Test \d+$/)
  })

  it('needs create_content; another creator gets 403, an unknown text 404', async () => {
    const author = await creator()
    const id = String(idFrom(await save(author, 'new')))
    const free = await createTestUser()
    await expect(loader(args(get('/br/content/texts/new', free), 'new'))).rejects.toMatchObject({
      status: 302,
    })
    await expect(save(free, 'new')).rejects.toMatchObject({ status: 302 })
    await expect(listLoader(args(get('/br/content/texts'), ''))).rejects.toMatchObject({ status: 302 })
    const other = await creator()
    await expect(loader(args(get(`/br/content/texts/${id}`, other), id))).rejects.toMatchObject({
      status: 403,
    })
    await expect(save(other, id, { title_br: 'Invadido' })).rejects.toMatchObject({ status: 403 })
    await expect(loader(args(get('/br/content/texts/999999', author), '999999'))).rejects.toMatchObject({
      status: 404,
    })
    await expect(loader(args(get('/br/content/texts/x', author), 'x'))).rejects.toMatchObject({ status: 404 })
    const row = await db
      .selectFrom('texts')
      .select('title_br')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(row.title_br).toBe('Variáveis')
  })
})
