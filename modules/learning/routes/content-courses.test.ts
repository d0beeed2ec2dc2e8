// The course editor (issue 21): who may use it, the course form's validation in both locales (icon checked),
// drafts seen by editors only, lessons added with their content checked and reordered with up/down.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import {
  routeArgs as call,
  getRequest as get,
  loaded,
  multipart,
  post,
  thrown,
  useOwnMediaDir,
} from '~/tests/setup/helpers'
import { action as courseAction, loader as courseEditLoader } from './content.course'
import { action as lessonAction } from './content.course-lesson'
import { loader as listLoader } from './content.courses'
import { loader as courseLoader } from './course'
import { loader as coursesLoader } from './courses'

useOwnMediaDir()

let n = 0
const courseForm = (fields: Record<string, string> = {}) => ({
  intent: 'save',
  slug: `curso-editado-${++n}-${Date.now()}`,
  title_br: 'Curso de teste',
  description_br: 'Aprenda **frações**.',
  track: 'language',
  track_type: 'math',
  workload_hours: '12',
  position: '3',
  is_free: 'on',
  ...fields,
})

async function createCourse(author: { cookie: string }, fields: Record<string, string> = {}) {
  const res = (await courseAction(
    call(post('/br/content/courses/new', courseForm(fields), author), { id: 'new' }),
  )) as Response
  expect(res.status).toBe(303)
  return Number(/courses\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1])
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

describe('/{lang}/content/courses', () => {
  it('is for content creators only: students go home, visitors too', async () => {
    const student = await makeUser('free')
    for (const res of [
      await thrown(listLoader(call(get('/br/content/courses', student)))),
      await thrown(courseEditLoader(call(get('/br/content/courses/new', student), { id: 'new' }))),
      await thrown(courseAction(call(post('/gb/content/courses/new', courseForm(), student), { id: 'new' }))),
      await thrown(listLoader(call(get('/br/content/courses')))),
    ]) {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).not.toContain('/content/')
    }
    const author = await makeUser('author')
    expect(
      (await thrown(courseEditLoader(call(get('/br/content/courses/999999', author), { id: '999999' }))))
        .status,
    ).toBe(404)
  })

  it('creates a draft seen by editors only, then publishes it', async () => {
    const author = await makeUser('author')
    const student = await makeUser('free')
    const id = await createCourse(author)
    const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      is_published: 0,
      is_free: 1,
      track_type: 'math',
      workload_hours: 12,
      position: 3,
    })
    const slugs = async (user: typeof student) => {
      const groups = await loaded(coursesLoader(call(get('/br/courses', user))))
      return Object.values(groups.tracks as Record<string, { slug: string }[]>)
        .flat()
        .map((c) => c.slug)
    }
    expect(await slugs(student)).not.toContain(row.slug)
    expect(
      (await thrown(courseLoader(call(get(`/br/course/${row.slug}`, student), { course_id: row.slug }))))
        .status,
    ).toBe(404)
    expect(
      (await loaded(courseLoader(call(get(`/br/course/${row.slug}`, author), { course_id: row.slug }))))
        .course.slug,
    ).toBe(row.slug)
    const list = await loaded(listLoader(call(get('/br/content/courses', author))))
    expect(list.courses.find((c) => c.id === id)).toMatchObject({ published: false })

    const published = (await courseAction(
      call(post(`/br/content/courses/${id}`, courseForm({ slug: row.slug, is_published: 'on' }), author), {
        id: String(id),
      }),
    )) as Response
    expect(published.status).toBe(303)
    expect(await slugs(student)).toContain(row.slug)
  })

  it('refuses bad fields in both locales, a taken slug, and an icon that is not a 600×600 PNG', async () => {
    const author = await makeUser('author')
    const taken = await makeCourse()
    for (const prefix of ['br', 'gb']) {
      const bad = (await courseAction(
        call(
          post(
            `/${prefix}/content/courses/new`,
            courseForm({ slug: 'Não Vale', title_br: '', track: 'x', workload_hours: '-1' }),
            author,
          ),
          { id: 'new' },
        ),
      )) as Response
      expect(bad.status).toBe(422)
      const body = (await bad.json()) as { errors: Record<string, string[]>; values: { slug: string } }
      expect(body.errors).toMatchObject({
        slug: ['invalid'],
        title_br: ['required'],
        track: ['invalid'],
        workload_hours: ['invalid'],
      })
      expect(body.values.slug).toBe('Não Vale')
    }
    const dup = (await courseAction(
      call(post('/br/content/courses/new', courseForm({ slug: taken.slug }), author), { id: 'new' }),
    )) as Response
    expect(dup.status).toBe(422)
    expect(((await dup.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      slug: ['slugTaken'],
    })

    const withIcon = async (bytes: Buffer, type = 'image/png') => {
      const form = new FormData()
      for (const [k, v] of Object.entries(courseForm())) form.set(k, v)
      form.set('icon', new File([new Uint8Array(bytes)], 'icon.png', { type }))
      return (await courseAction(
        call(multipart('/br/content/courses/new', form, author), { id: 'new' }),
      )) as Response
    }
    const small = await withIcon(await png(300))
    expect(small.status).toBe(422)
    expect(((await small.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      icon: ['iconSize'],
    })
    const notPng = await withIcon(Buffer.from('not an image'))
    expect(((await notPng.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      icon: ['iconType'],
    })
    const good = await withIcon(await png(600))
    expect(good.status).toBe(303)
    const id = Number(/courses\/(\d+)$/.exec(good.headers.get('location') ?? '')?.[1])
    expect(
      (await db.selectFrom('courses').select('has_image').where('id', '=', id).executeTakeFirstOrThrow())
        .has_image,
    ).toBe(1)
    // A body that is not a form: an answer, never a 500.
    const json = (await courseAction(
      call(
        new Request('http://test/br/content/courses/new', {
          method: 'POST',
          body: '{}',
          headers: { cookie: author.cookie, 'content-type': 'application/json' },
        }),
        { id: 'new' },
      ),
    )) as Response
    expect(json.status).toBe(415)
  })

  it('adds lessons whose content exists and reorders them with up/down', async () => {
    const author = await makeUser('author')
    const id = await createCourse(author)
    const { id: mathId } = await db
      .insertInto('math_exercises')
      .values({ title_br: 'Soma', text_br: 'Some.' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const addLesson = async (fields: Record<string, string>) =>
      (await lessonAction(
        call(
          post(
            `/br/content/courses/${id}/lessons/new`,
            { title_br: 'Aula', xp: '10', layer_depth: '0', ...fields },
            author,
          ),
          {
            id: String(id),
            lesson_id: 'new',
          },
        ),
      )) as Response
    const missing = await addLesson({ type: 'math', content_id: '99999999' })
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      content_id: ['contentMissing'],
    })
    const none = await addLesson({ type: 'text' })
    expect(((await none.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      content_id: ['required'],
    })
    const { id: textId } = await db
      .insertInto('texts')
      .values({ title_br: 'Texto', body_br: 'Corpo.' })
      .returning('id')
      .executeTakeFirstOrThrow()
    // A text's number is not a math exercise's.
    const wrongType = await addLesson({ type: 'theoretical', content_id: String(textId) })
    expect(wrongType.status).toBe(422)
    const first = {
      title_br: 'Primeira',
      type: 'lesson',
      content_id: String(textId),
      video_br: 'dQw4w9WgXcQ',
    }
    expect((await addLesson(first)).status).toBe(303)
    expect((await addLesson({ title_br: 'Segunda', type: 'math', content_id: String(mathId) })).status).toBe(
      303,
    )
    const titles = async () =>
      (
        await loaded(courseEditLoader(call(get(`/br/content/courses/${id}`, author), { id: String(id) })))
      ).outline.loose.map((l) => l.title)
    expect(await titles()).toEqual(['Primeira', 'Segunda'])
    const lessons = (
      await loaded(courseEditLoader(call(get(`/br/content/courses/${id}`, author), { id: String(id) })))
    ).outline.loose
    expect(lessons[1]).toMatchObject({ type: 'math', contentId: mathId, first: false, last: true })
    const moved = (await courseAction(
      call(post(`/br/content/courses/${id}`, { intent: 'up', lesson_id: String(lessons[1].id) }, author), {
        id: String(id),
      }),
    )) as Response
    expect(moved.status).toBe(303)
    expect(await titles()).toEqual(['Segunda', 'Primeira'])
    // Up on the first lesson changes nothing.
    await courseAction(
      call(post(`/br/content/courses/${id}`, { intent: 'up', lesson_id: String(lessons[1].id) }, author), {
        id: String(id),
      }),
    )
    expect(await titles()).toEqual(['Segunda', 'Primeira'])
    // Someone else's lesson id does nothing here.
    const other = await makeCourse({}, [{ type: 'text' }, { type: 'text' }])
    await courseAction(
      call(
        post(`/br/content/courses/${id}`, { intent: 'down', lesson_id: String(other.lessons[0].id) }, author),
        { id: String(id) },
      ),
    )
    expect(await titles()).toEqual(['Segunda', 'Primeira'])
  })
})
