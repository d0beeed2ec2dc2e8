import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { context, loaded } from '~/tests/setup/helpers'
import { action, loader as theoreticalLoader } from '../routes/content.theoretical'
import { loader as listLoader } from '../routes/content.theoreticals'
import type { TheoreticalActionData } from './TheoreticalForm'

// The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page.
const loader = (args: Parameters<typeof theoreticalLoader>[0]) => loaded(theoreticalLoader(args))

type User = Awaited<ReturnType<typeof createTestUser>>
type Fields = Array<[string, string]>
const creator = () => createTestUser({ permissions: '["create_content"]' })
const args = (request: Request, id: string) => ({ request, params: { id }, context: context() })
const get = (url: string, user?: User) =>
  new Request(`http://test${url}`, { headers: user ? { cookie: user.cookie } : {} })

/** Two questions: the first with three options (the third correct), the second with two. */
const VALID: Fields = [
  ['title_br', 'Tipos de dados'],
  ['title_gb', 'Data types'],
  ['text_br', 'Responda.'],
  ['text_gb', ''],
  ['questions[0].prompt_br', 'Qual guarda texto?'],
  ['questions[0].prompt_gb', 'Which holds text?'],
  ['questions[0].options[0].text_br', 'int'],
  ['questions[0].options[0].text_gb', ''],
  ['questions[0].options[1].text_br', 'float'],
  ['questions[0].options[1].text_gb', ''],
  ['questions[0].options[2].text_br', 'string'],
  ['questions[0].options[2].text_gb', ''],
  ['questions[0].correct', '2'],
  ['questions[1].prompt_br', '2 + 2?'],
  ['questions[1].prompt_gb', ''],
  ['questions[1].options[0].text_br', '4'],
  ['questions[1].options[0].text_gb', 'four'],
  ['questions[1].options[1].text_br', '5'],
  ['questions[1].options[1].text_gb', ''],
  ['questions[1].correct', '0'],
]

function post(user: User, id: string, fields: Fields, intent = 'save', lang = 'br') {
  const body = new URLSearchParams([['intent', intent], ...fields])
  return new Request(`http://test/${lang}/content/theoretical-exercises/${id}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie },
  })
}
const run = async (user: User, id: string, fields: Fields, intent = 'save') =>
  (await action(args(post(user, id, fields, intent), id))) as Response
const json = async (res: Response) => (await res.json()) as TheoreticalActionData
const without = (fields: Fields, ...names: string[]) => fields.filter(([k]) => !names.includes(k))
const replace = (fields: Fields, name: string, value: string): Fields =>
  fields.map(([k, v]) => [k, k === name ? value : v])
const idFrom = (res: Response) =>
  Number(/\/theoretical-exercises\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1])

async function stored(id: number) {
  const questions = await db
    .selectFrom('theoretical_questions')
    .selectAll()
    .where('theoretical_id', '=', id)
    .orderBy('position')
    .execute()
  return Promise.all(
    questions.map(async (q) => ({
      ...q,
      options: await db
        .selectFrom('theoretical_options')
        .selectAll()
        .where('question_id', '=', q.id)
        .orderBy('position')
        .execute(),
    })),
  )
}

describe('theoretical exercises: validation', () => {
  it('needs a correct option in every question, and only one', async () => {
    const author = await creator()
    const none = await run(author, 'new', without(VALID, 'questions[1].correct'))
    expect(none.status).toBe(422)
    const noneData = await json(none)
    expect(noneData.errors).toEqual({ 'questions[1]': ['correctNone'] })
    expect(noneData.values.questions[1]!.options[0]).toEqual({ text_br: '4', text_gb: 'four' })
    expect(noneData.values.title_br).toBe('Tipos de dados')

    const two = await run(author, 'new', [...VALID, ['questions[0].correct', '1']])
    expect(two.status).toBe(422)
    expect((await json(two)).errors).toEqual({ 'questions[0]': ['correctMany'] })
  })

  it('needs two options per question and at least one question', async () => {
    const author = await creator()
    const one = await run(
      author,
      'new',
      without(VALID, 'questions[1].options[1].text_br', 'questions[1].options[1].text_gb'),
    )
    expect(one.status).toBe(422)
    expect((await json(one)).errors).toEqual({ 'questions[1]': ['optionsMin'] })

    const empty = await run(author, 'new', [
      ['title_br', 'Vazio'],
      ['questions[0].prompt_br', ''],
      ['questions[0].options[0].text_br', ''],
      ['questions[0].options[1].text_br', ''],
    ])
    expect(empty.status).toBe(422)
    // Every row blank: the error sits on the blank "Question 1", not above it as "add a question".
    expect((await json(empty)).errors).toEqual({ 'questions[0]': ['firstQuestion'] })
  })

  it('points errors at the posted rows when empty rows were skipped', async () => {
    const author = await creator()
    const fields: Fields = [
      ['title_br', ''],
      ['questions[0].prompt_br', ''],
      ['questions[0].options[0].text_br', ''],
      ['questions[1].prompt_br', ''],
      ['questions[1].options[0].text_br', 'a'],
      ['questions[1].options[1].text_br', ''],
      ['questions[1].options[1].text_gb', 'only English'],
      ['questions[1].correct', '0'],
    ]
    const res = await run(author, 'new', fields)
    expect(res.status).toBe(422)
    expect((await json(res)).errors).toEqual({
      title_br: ['required'],
      'questions[1].prompt_br': ['required'],
      'questions[1].options[1].text_br': ['required'],
    })
  })

  it('adds question and option rows without saving', async () => {
    const author = await creator()
    const q = await json(await run(author, 'new', VALID, 'add-question'))
    expect(q.values.questions).toHaveLength(3)
    expect(q.values.questions[2]!.options).toHaveLength(2)
    const o = await json(await run(author, 'new', VALID, 'add-option:1'))
    expect(o.values.questions[1]!.options).toHaveLength(3)
    expect(o.values.questions[1]!.correct).toBe('0')
    expect(o.errors).toEqual({})
    const p = await json(await run(author, 'new', VALID, 'preview'))
    expect(p.preview?.br).toContain('Responda.')
    expect(
      await db.selectFrom('theoretical_exercises').select('id').where('author_id', '=', author.id).execute(),
    ).toEqual([])
  })
})

describe('theoretical exercises: saving', () => {
  it('stores questions and options in order with the one correct option, skipping empty rows', async () => {
    const author = await creator()
    // An empty option row between two filled ones; the radio points at the last posted row.
    const fields = replace(
      replace(VALID, 'questions[0].options[1].text_br', ''),
      'questions[0].options[1].text_gb',
      '',
    )
    const res = await run(author, 'new', fields)
    expect(res.status).toBe(302)
    const id = idFrom(res)
    expect(res.headers.get('location')).toBe(`/br/content/theoretical-exercises/${id}`)
    const saved = await stored(id)
    expect(
      saved.map((q) => [
        q.position,
        q.prompt_br,
        q.prompt_gb,
        q.options.map((o) => [o.position, o.text_br, o.text_gb, o.is_correct]),
      ]),
    ).toEqual([
      [
        1,
        'Qual guarda texto?',
        'Which holds text?',
        [
          [1, 'int', null, 0],
          [2, 'string', null, 1],
        ],
      ],
      [
        2,
        '2 + 2?',
        null,
        [
          [1, '4', 'four', 1],
          [2, '5', null, 0],
        ],
      ],
    ])
    const row = await db
      .selectFrom('theoretical_exercises')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ title_gb: 'Data types', text_gb: null, author_id: author.id })
  })

  it('edits in place: rows that stay keep their ids, removed rows go', async () => {
    const author = await creator()
    const id = idFrom(await run(author, 'new', VALID))
    const before = await stored(id)
    const page = await loader(args(get(`/br/content/theoretical-exercises/${id}`, author), String(id)))
    expect(page.values.questions.map((q) => q.correct)).toEqual(['2', '0'])
    // Question 2 removed (cleared), option "float" removed, the correct answer of question 1 moves to "int".
    const edited: Fields = [
      ['title_br', 'Tipos'],
      ['questions[0].prompt_br', 'Qual guarda texto?'],
      ['questions[0].options[0].text_br', 'int'],
      ['questions[0].options[1].text_br', 'string'],
      ['questions[0].correct', '0'],
      ['questions[1].prompt_br', ''],
      ['questions[1].options[0].text_br', ''],
      ['questions[1].options[1].text_br', ''],
    ]
    expect((await run(author, String(id), edited)).status).toBe(302)
    const after = await stored(id)
    expect(after).toHaveLength(1)
    expect(after[0]!.id).toBe(before[0]!.id)
    expect(after[0]!.options.map((o) => [o.id, o.text_br, o.is_correct])).toEqual([
      [before[0]!.options[0]!.id, 'int', 1],
      [before[0]!.options[1]!.id, 'string', 0],
    ])
    expect(
      await db.selectFrom('theoretical_questions').where('id', '=', before[1]!.id).select('id').execute(),
    ).toEqual([])
  })

  it('lists a creator’s own exercises with counts; admins see all', async () => {
    const author = await creator()
    const id = idFrom(await run(author, 'new', VALID))
    const other = idFrom(await run(await creator(), 'new', VALID))
    const mine = await listLoader(args(get('/gb/content/theoretical-exercises', author), ''))
    expect(mine.exercises).toEqual([
      expect.objectContaining({ id, title: 'Data types', questions: 2, lessons: 0 }),
    ])
    const admin = await createTestUser({ is_admin: 1 })
    const all = await listLoader(args(get('/br/content/theoretical-exercises', admin), ''))
    expect(all.exercises.map((e) => e.id)).toEqual(expect.arrayContaining([id, other]))
  })

  it('needs create_content; another creator gets 403, an unknown exercise 404; admins edit any', async () => {
    const author = await creator()
    const id = String(idFrom(await run(author, 'new', VALID)))
    const free = await createTestUser()
    await expect(
      loader(args(get('/br/content/theoretical-exercises/new', free), 'new')),
    ).rejects.toMatchObject({
      status: 302,
    })
    await expect(run(free, 'new', VALID)).rejects.toMatchObject({ status: 302 })
    const other = await creator()
    await expect(run(other, id, replace(VALID, 'title_br', 'Invadido'))).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      loader(args(get('/br/content/theoretical-exercises/424242', author), '424242')),
    ).rejects.toMatchObject({ status: 404 })
    const admin = await createTestUser({ is_admin: 1 })
    expect((await run(admin, id, replace(VALID, 'title_br', 'Revisado'))).status).toBe(302)
    const row = await db
      .selectFrom('theoretical_exercises')
      .select(['title_br', 'author_id'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ title_br: 'Revisado', author_id: author.id })
  })
})
