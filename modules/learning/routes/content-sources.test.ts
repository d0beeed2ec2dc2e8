// The sources and subjects editors (issue 21): who may use them, validation in both locales with values kept,
// subcategories, exercises picked with a search and checkboxes, lessons linked to a subject.
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { loader as publicSource } from '~/modules/judge/practice/routes/source'
import { loader as publicSubject } from '~/modules/judge/practice/routes/subject'
import { exerciseRow, makeCourse, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, thrown } from '~/tests/setup/helpers'
import { action as sourceAction, loader as sourceLoader } from './content.source'
import { loader as sourcesLoader } from './content.sources'
import { action as subjectAction, loader as subjectLoader } from './content.subject'
import { loader as subjectsLoader } from './content.subjects'

let n = 0
const unique = (tag: string) => `${tag}-${++n}-${Date.now()}`
const location = (res: Response) => res.headers.get('location') ?? ''
const json = async (res: Response) =>
  (await res.json()) as { errors: Record<string, string[]>; values: Record<string, string> }

describe('/{lang}/content/sources', () => {
  it('is for content creators only', async () => {
    const student = await makeUser('free')
    for (const res of [
      await thrown(sourcesLoader(call(get('/br/content/sources', student)))),
      await thrown(sourceLoader(call(get('/br/content/sources/new', student), { id: 'new' }))),
      await thrown(
        sourceAction(
          call(post('/br/content/sources/new', { slug: 'x', title_br: 'X' }, student), { id: 'new' }),
        ),
      ),
      await thrown(subjectsLoader(call(get('/gb/content/subjects')))),
      await thrown(
        subjectAction(
          call(post('/gb/content/subjects/new', { slug: 'x', title_br: 'X' }, student), { id: 'new' }),
        ),
      ),
    ]) {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).not.toContain('/content/')
    }
    const author = await makeUser('author')
    expect(
      (await thrown(sourceLoader(call(get('/br/content/sources/99999999', author), { id: '99999999' }))))
        .status,
    ).toBe(404)
    expect(
      (
        await thrown(
          sourceLoader(call(get('/br/content/sources/new?parent=99999999', author), { id: 'new' })),
        )
      ).status,
    ).toBe(404)
    expect(
      (await thrown(subjectLoader(call(get('/br/content/subjects/abc', author), { id: 'abc' })))).status,
    ).toBe(404)
  })

  it('creates a source and a subcategory, refusing bad fields in both locales and keeping them', async () => {
    const author = await makeUser('author')
    for (const prefix of ['br', 'gb']) {
      const bad = (await sourceAction(
        call(
          post(
            `/${prefix}/content/sources/new`,
            { slug: 'Com Espaço', title_br: '', title_gb: 'Kept', date: '2023-13-01' },
            author,
          ),
          { id: 'new' },
        ),
      )) as Response
      expect(bad.status).toBe(422)
      const body = await json(bad)
      expect(body.errors).toMatchObject({ slug: ['invalid'], title_br: ['required'], date: ['invalid'] })
      expect(body.values).toMatchObject({ slug: 'Com Espaço', title_gb: 'Kept', date: '2023-13-01' })
    }
    const slug = unique('obi')
    const created = (await sourceAction(
      call(
        post(
          '/br/content/sources/new',
          { slug, title_br: 'OBI', title_gb: 'OBI', date: '2023', position: '2' },
          author,
        ),
        { id: 'new' },
      ),
    )) as Response
    expect(created.status).toBe(303)
    const id = Number(/sources\/(\d+)$/.exec(location(created))?.[1])
    expect(await db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirst()).toMatchObject({
      slug,
      parent_id: null,
      date: '2023',
      position: 2,
    })
    const dup = (await sourceAction(
      call(post('/br/content/sources/new', { slug, title_br: 'Outra' }, author), { id: 'new' }),
    )) as Response
    expect((await json(dup)).errors).toEqual({ slug: ['slugTaken'] })

    const child = (await sourceAction(
      call(
        post(
          `/br/content/sources/new?parent=${id}`,
          { slug: unique('fase'), title_br: 'Fase 1', date: '2023-05-20' },
          author,
        ),
        { id: 'new' },
      ),
    )) as Response
    expect(child.status).toBe(303)
    const childId = Number(/sources\/(\d+)$/.exec(location(child))?.[1])
    expect(
      (await db.selectFrom('sources').select('parent_id').where('id', '=', childId).executeTakeFirstOrThrow())
        .parent_id,
    ).toBe(id)
    const page = await loaded(
      sourceLoader(call(get(`/br/content/sources/${id}`, author), { id: String(id) })),
    )
    expect(page.children).toEqual([{ id: childId, title: 'Fase 1' }])
    const list = await loaded(sourcesLoader(call(get('/br/content/sources', author))))
    const at = list.sources.findIndex((s) => s.id === id)
    expect(list.sources[at + 1]).toMatchObject({ id: childId, depth: 1 })
  })

  it('files exercises found by a search; a search that hides a pick keeps it', async () => {
    const author = await makeUser('author')
    const word = unique('Xadrez').replace(/-/g, '')
    const a = await exerciseRow({ title_br: `${word} um`, visibility: 'public' })
    const b = await exerciseRow({ title_br: `${word} dois`, visibility: 'public' })
    const created = (await sourceAction(
      call(post('/br/content/sources/new', { slug: unique('lista'), title_br: 'Lista' }, author), {
        id: 'new',
      }),
    )) as Response
    const id = Number(/sources\/(\d+)$/.exec(location(created))?.[1])
    const params = { id: String(id) }
    const found = await loaded(sourceLoader(call(get(`/br/content/sources/${id}?q=${word}`, author), params)))
    expect(found.results.map((r) => r.id).sort()).toEqual([a, b].sort())
    const pick = (fields: Record<string, string | string[]>) =>
      sourceAction(
        call(post(`/br/content/sources/${id}`, { intent: 'exercises', ...fields }, author), params),
      ) as Promise<Response>
    expect((await pick({ shown: [String(a), String(b)], pick: [String(a)] })).status).toBe(303)
    const filed = async () =>
      (await db.selectFrom('exercise_sources').select('exercise_id').where('source_id', '=', id).execute())
        .map((r) => r.exercise_id)
        .sort()
    expect(await filed()).toEqual([a])
    // The picked one is listed checked, the other still a result.
    const again = await loaded(sourceLoader(call(get(`/br/content/sources/${id}?q=${word}`, author), params)))
    expect(again.exercises.map((e) => e.id)).toEqual([a])
    expect(again.results.map((r) => r.id)).toEqual([b])
    // Adding b from a form that did not show a keeps a; an unknown id is dropped.
    await pick({ shown: [String(b), '99999999'], pick: [String(b), '99999999'] })
    expect(await filed()).toEqual([a, b].sort())
    // Unticking a (shown) removes it.
    await pick({ shown: [String(a), String(b)], pick: [String(b)] })
    expect(await filed()).toEqual([b])
  })
})

describe('/{lang}/content/subjects', () => {
  it('creates a subject, refuses bad fields in both locales, links lessons found by a search', async () => {
    const author = await makeUser('author')
    for (const prefix of ['br', 'gb']) {
      const bad = (await subjectAction(
        call(
          post(
            `/${prefix}/content/subjects/new`,
            { slug: unique('grafos'), title_br: 'Grafos', category: 'poesia' },
            author,
          ),
          { id: 'new' },
        ),
      )) as Response
      expect(bad.status).toBe(422)
      const body = await json(bad)
      expect(body.errors).toEqual({ category: ['invalid'] })
      expect(body.values).toMatchObject({ title_br: 'Grafos', category: 'poesia' })
    }
    const slug = unique('grafos')
    const created = (await subjectAction(
      call(
        post(
          '/br/content/subjects/new',
          { slug, title_br: 'Grafos', title_gb: 'Graphs', category: 'graphs' },
          author,
        ),
        { id: 'new' },
      ),
    )) as Response
    expect(created.status).toBe(303)
    const id = Number(/subjects\/(\d+)$/.exec(location(created))?.[1])
    expect(await db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst()).toMatchObject(
      {
        slug,
        title_gb: 'Graphs',
        category: 'graphs',
      },
    )
    const word = unique('Dijkstra').replace(/-/g, '')
    const course = await makeCourse({}, [
      { type: 'text', title: `${word} aula` },
      { type: 'text', title: 'Outra' },
    ])
    const params = { id: String(id) }
    const found = await loaded(
      subjectLoader(call(get(`/br/content/subjects/${id}?q=${word}`, author), params)),
    )
    expect(found.results.map((r) => r.id)).toEqual([course.lessons[0].id])
    expect(found.results[0].title).toContain(`${word} aula`)
    const saved = (await subjectAction(
      call(
        post(
          `/br/content/subjects/${id}`,
          { intent: 'lessons', shown: String(course.lessons[0].id), pick: String(course.lessons[0].id) },
          author,
        ),
        params,
      ),
    )) as Response
    expect(saved.status).toBe(303)
    const page = await loaded(subjectLoader(call(get(`/br/content/subjects/${id}`, author), params)))
    expect(page.lessons.map((l) => l.id)).toEqual([course.lessons[0].id])
    const list = await loaded(subjectsLoader(call(get('/br/content/subjects', author))))
    expect(list.subjects.find((s) => s.id === id)).toMatchObject({ lessons: 1, exercises: 0 })
    // The slug stays unique.
    const dup = (await subjectAction(
      call(post('/br/content/subjects/new', { slug, title_br: 'X', category: 'basic' }, author), {
        id: 'new',
      }),
    )) as Response
    expect((await json(dup)).errors).toEqual({ slug: ['slugTaken'] })
  })
})

describe('the manage card on the practice pages', () => {
  it('shows content creators the way to the editor of a source or subject, and nobody else', async () => {
    const author = await makeUser('author')
    const student = await makeUser('free')
    const slug = unique('fonte')
    await sourceAction(
      call(post('/br/content/sources/new', { slug, title_br: 'Fonte' }, author), { id: 'new' }),
    )
    const subjectSlug = unique('assunto')
    await subjectAction(
      call(
        post(
          '/br/content/subjects/new',
          { slug: subjectSlug, title_br: 'Assunto', category: 'basic' },
          author,
        ),
        { id: 'new' },
      ),
    )
    for (const [user, canEdit] of [
      [author, true],
      [student, false],
    ] as const) {
      const source = await loaded(publicSource(call(get(`/br/source/${slug}`, user), { slug })))
      expect(source.canEdit).toBe(canEdit)
      const subject = await loaded(
        publicSubject(call(get(`/br/subject/${subjectSlug}`, user), { slug: subjectSlug })),
      )
      expect(subject.canEdit).toBe(canEdit)
    }
  })
})
