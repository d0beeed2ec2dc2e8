// The course editor, issue 21's completion: every course field (docs/product.md#learning-courses) (flags, allowed languages, courses
// required first, texts in both languages) with its validation; topics (add, rename, up/down, delete when
// empty); lessons placed in topics and moved between them; deleting a lesson (two steps, refused with progress).
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, thrown } from '~/tests/setup/helpers'
import { action as courseAction, loader as courseEditLoader } from './content.course'
import { action as lessonAction, loader as lessonLoader } from './content.course-lesson'
import { loader as courseLoader } from './course'

let n = 0
const courseForm = (fields: Record<string, string | string[]> = {}) => ({
  intent: 'save',
  slug: `curso-completo-${++n}-${Date.now()}`,
  title_br: 'Curso completo',
  title_gb: 'Complete course',
  track: 'professional',
  track_type: 'programming',
  workload_hours: '40',
  position: '1',
  ...fields,
})

const saveCourse = async (
  path: string,
  id: string,
  fields: Record<string, string | string[]>,
  user: { cookie: string },
) => (await courseAction(call(post(path, fields, user), { id }))) as Response
const body = async (res: Response) =>
  (await res.json()) as {
    errors?: Record<string, string[]>
    values?: Record<string, unknown>
    topic?: { topic: string; errors: Record<string, string[]>; values: Record<string, string> }
  }
const idOf = (res: Response) => Number(/courses\/(\d+)/.exec(res.headers.get('location') ?? '')?.[1])
const editor = async (id: number, user: { cookie: string }) =>
  loaded(courseEditLoader(call(get(`/br/content/courses/${id}`, user), { id: String(id) })))

describe('the course editor: every course field (docs/product.md#learning-courses)', () => {
  it('saves flags, languages, required courses, requirements and what one will learn, in both languages', async () => {
    const author = await makeUser('author')
    const before = await makeCourse()
    const res = await saveCourse(
      '/gb/content/courses/new',
      'new',
      courseForm({
        is_published: 'on',
        is_locked: 'on',
        is_legacy: 'on',
        is_study_program: 'on',
        is_training_program: 'on',
        is_english_ready: 'on',
        // is_launch_ready and is_portuguese_ready unticked; is_free unticked: PRO.
        allowed_languages: ['python3', 'c'],
        required_course: [String(before.id)],
        requirements_br: 'Saber **ler**.',
        requirements_gb: 'Reading.',
        prerequisites_br: 'Lógica.',
        will_learn_br: 'Laços\r\n\r\nFunções\n',
        will_learn_gb: 'Loops',
        video_br: 'dQw4w9WgXcQ',
        video_gb: '/media/curso.mp4',
        tag: 'novo',
      }),
      author,
    )
    expect(res.status).toBe(303)
    const id = idOf(res)
    const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      is_free: 0,
      is_published: 1,
      is_locked: 1,
      is_legacy: 1,
      is_study_program: 1,
      is_training_program: 1,
      is_launch_ready: 0,
      is_portuguese_ready: 0,
      is_english_ready: 1,
      allowed_languages: '["python3","c"]',
      requirements_br: 'Saber **ler**.',
      requirements_gb: 'Reading.',
      prerequisites_br: 'Lógica.',
      prerequisites_gb: null,
      will_learn_br: '["Laços","Funções"]',
      will_learn_gb: '["Loops"]',
      video_br: 'dQw4w9WgXcQ',
      video_gb: '/media/curso.mp4',
      tag: 'novo',
      track: 'professional',
    })
    // The form reads back what was saved.
    const page = await editor(id, author)
    expect(page.values).toMatchObject({
      is_locked: true,
      is_launch_ready: false,
      allowed_languages: ['python3', 'c'],
      required_course: [String(before.id)],
      will_learn_br: 'Laços\nFunções',
    })
    expect(page.courses.some((c) => c.id === id)).toBe(false)
    expect(page.languages.map((l) => l.id)).toContain('python3')
    // The course page lists the required course, in each language.
    for (const prefix of ['br', 'gb']) {
      const shown = await loaded(
        courseLoader(call(get(`/${prefix}/course/${row.slug}`, author), { course_id: row.slug })),
      )
      expect(shown.course.prerequisites.map((p: { slug: string }) => p.slug)).toEqual([before.slug])
      expect(shown.course.willLearn).toEqual(prefix === 'br' ? ['Laços', 'Funções'] : ['Loops'])
    }
    // Unticking everything empties the lists.
    const cleared = await saveCourse(
      `/br/content/courses/${id}`,
      String(id),
      courseForm({ slug: row.slug }),
      author,
    )
    expect(cleared.status).toBe(303)
    expect(
      await db.selectFrom('course_prerequisites').selectAll().where('course_id', '=', id).execute(),
    ).toEqual([])
    expect(
      (
        await db
          .selectFrom('courses')
          .select('allowed_languages')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).allowed_languages,
    ).toBe('[]')
  })

  it('refuses unknown languages, the course itself or a missing course as required, keeping what was typed', async () => {
    const author = await makeUser('author')
    const created = await saveCourse('/br/content/courses/new', 'new', courseForm(), author)
    const id = idOf(created)
    const slug = (
      await db.selectFrom('courses').select('slug').where('id', '=', id).executeTakeFirstOrThrow()
    ).slug
    for (const prefix of ['br', 'gb']) {
      const bad = await saveCourse(
        `/${prefix}/content/courses/${id}`,
        String(id),
        courseForm({ slug, allowed_languages: ['cobol'], tag: 'x'.repeat(41), title_gb: 'Typed' }),
        author,
      )
      expect(bad.status).toBe(422)
      const b = await body(bad)
      expect(b.errors).toMatchObject({ tag: ['tooLong'] })
      expect(Object.keys(b.errors ?? {}).some((k) => k.startsWith('allowed_languages'))).toBe(true)
      expect(b.values).toMatchObject({ allowed_languages: ['cobol'], title_gb: 'Typed' })
      for (const required of [String(id), '99999999']) {
        const refused = await saveCourse(
          `/${prefix}/content/courses/${id}`,
          String(id),
          courseForm({ slug, required_course: required, subtitle_br: 'Mantido' }),
          author,
        )
        expect(refused.status).toBe(422)
        const r = await body(refused)
        expect(r.errors).toEqual({ required_course: ['prerequisiteInvalid'] })
        expect(r.values).toMatchObject({ required_course: [required], subtitle_br: 'Mantido' })
      }
    }
    const tooMany = await saveCourse(
      '/br/content/courses/new',
      'new',
      courseForm({ will_learn_br: Array.from({ length: 31 }, (_, i) => `item ${i}`).join('\n') }),
      author,
    )
    expect((await body(tooMany)).errors).toEqual({ will_learn_br: ['tooLong'] })
  })
})

describe('the course editor: topics and lessons', () => {
  it('adds, renames, orders and deletes topics; a topic with lessons stays', async () => {
    const author = await makeUser('author')
    const course = await makeCourse({}, [{ type: 'text', topic: 0 }])
    const path = `/br/content/courses/${course.id}`
    const intent = (fields: Record<string, string>) => saveCourse(path, String(course.id), fields, author)
    const titles = async () => (await editor(course.id, author)).outline.topics.map((t) => t.title_br)
    expect(await titles()).toEqual(['Tópico 1', 'Tópico 2'])

    const empty = await intent({ intent: 'topic-add', title_br: ' ', title_gb: 'Kept' })
    expect(empty.status).toBe(422)
    expect((await body(empty)).topic).toEqual({
      ok: false,
      topic: 'new',
      values: { title_br: ' ', title_gb: 'Kept' },
      errors: { title_br: ['required'] },
    })
    expect((await intent({ intent: 'topic-add', title_br: 'Tópico 3', title_gb: 'Topic 3' })).status).toBe(
      303,
    )
    expect(await titles()).toEqual(['Tópico 1', 'Tópico 2', 'Tópico 3'])
    const [first, second, third] = (await editor(course.id, author)).outline.topics
    expect(third).toMatchObject({ title_gb: 'Topic 3', lessons: [], last: true })

    const renamed = await intent({
      intent: 'topic-save',
      topic_id: String(second.id),
      title_br: 'Meio',
      title_gb: 'Middle',
    })
    expect(renamed.headers.get('location')).toBe(`${path}#topic-${second.id}`)
    expect(
      await db
        .selectFrom('course_topics')
        .select(['title_br', 'title_gb'])
        .where('id', '=', second.id)
        .executeTakeFirst(),
    ).toEqual({ title_br: 'Meio', title_gb: 'Middle' })

    await intent({ intent: 'topic-up', topic_id: String(third.id) })
    expect(await titles()).toEqual(['Tópico 1', 'Tópico 3', 'Meio'])
    await intent({ intent: 'topic-up', topic_id: String(first.id) })
    expect(await titles()).toEqual(['Tópico 1', 'Tópico 3', 'Meio'])
    await intent({ intent: 'topic-down', topic_id: String(first.id) })
    expect(await titles()).toEqual(['Tópico 3', 'Tópico 1', 'Meio'])

    // Tópico 1 holds the lesson: refused, the reason beside that topic.
    const kept = await intent({ intent: 'topic-delete', topic_id: String(first.id) })
    expect(kept.status).toBe(422)
    expect((await body(kept)).topic).toMatchObject({
      topic: String(first.id),
      errors: { topic: ['topicNotEmpty'] },
    })
    expect((await intent({ intent: 'topic-delete', topic_id: String(third.id) })).status).toBe(303)
    expect(await titles()).toEqual(['Tópico 1', 'Meio'])

    // Another course's topic is not touched from here.
    const other = await makeCourse()
    await intent({ intent: 'topic-save', topic_id: String(other.topics[1]), title_br: 'Roubado' })
    await intent({ intent: 'topic-delete', topic_id: String(other.topics[1]) })
    expect(
      await db
        .selectFrom('course_topics')
        .select('title_br')
        .where('id', '=', other.topics[1])
        .executeTakeFirst(),
    ).toEqual({ title_br: 'Tópico 2' })
  })

  it('places lessons in topics, moves one to another topic’s end and refuses a topic of another course', async () => {
    const author = await makeUser('author')
    const course = await makeCourse({}, [
      { type: 'text', topic: 0, title: 'A' },
      { type: 'text', topic: 1, title: 'B' },
      { type: 'text', topic: 1, title: 'C' },
    ])
    const textId = (
      await db
        .selectFrom('lessons')
        .select('text_id')
        .where('id', '=', course.lessons[0].id)
        .executeTakeFirstOrThrow()
    ).text_id
    const lessonPost = (lessonId: string, fields: Record<string, string>, prefix = 'br') =>
      lessonAction(
        call(
          post(
            `/${prefix}/content/courses/${course.id}/lessons/${lessonId}`,
            { type: 'text', content_id: String(textId), xp: '10', layer_depth: '0', ...fields },
            author,
          ),
          { id: String(course.id), lesson_id: lessonId },
        ),
      ) as Promise<Response>
    const order = async () => {
      const { outline } = await editor(course.id, author)
      return [...outline.topics.map((t) => t.lessons.map((l) => l.title)), outline.loose.map((l) => l.title)]
    }
    expect(await order()).toEqual([['A'], ['B', 'C'], []])
    // A moves into the second topic: it goes to its end.
    const moved = await lessonPost(String(course.lessons[0].id), {
      title_br: 'A',
      topic_id: String(course.topics[1]),
    })
    expect(moved.status).toBe(303)
    expect(moved.headers.get('location')).toBe(
      `/br/content/courses/${course.id}#lesson-${course.lessons[0].id}`,
    )
    expect(await order()).toEqual([[], ['B', 'C', 'A'], []])
    // A new lesson in the first topic; another without a topic comes last.
    expect((await lessonPost('new', { title_br: 'D', topic_id: String(course.topics[0]) })).status).toBe(303)
    expect((await lessonPost('new', { title_br: 'E', topic_id: '' })).status).toBe(303)
    expect(await order()).toEqual([['D'], ['B', 'C', 'A'], ['E']])
    // Another course's topic, or depth past the table's 3: refused in both locales, typed values kept.
    const other = await makeCourse()
    for (const prefix of ['br', 'gb']) {
      const refused = await lessonPost('new', { title_br: 'F', topic_id: String(other.topics[0]) }, prefix)
      expect(refused.status).toBe(422)
      expect(await body(refused)).toMatchObject({
        errors: { topic_id: ['invalid'] },
        values: { title_br: 'F' },
      })
      const deep = await lessonPost('new', { title_br: 'G', layer_depth: '4' }, prefix)
      expect((await body(deep)).errors).toEqual({ layer_depth: ['invalid'] })
    }
    const form = await loaded(
      lessonLoader(
        call(get(`/br/content/courses/${course.id}/lessons/new`, author), {
          id: String(course.id),
          lesson_id: 'new',
        }),
      ),
    )
    expect(form.topics.map((t) => t.title)).toEqual(['Tópico 1', 'Tópico 2'])
  })

  it('deletes a lesson in two steps, and refuses while students have progress on it', async () => {
    const author = await makeUser('author')
    const student = await makeUser('free')
    const course = await makeCourse()
    const [kept, gone] = course.lessons
    const url = (id: number, q = '') => `/br/content/courses/${course.id}/lessons/${id}${q}`
    const params = (id: number) => ({ id: String(course.id), lesson_id: String(id) })
    // The first step only shows the question.
    const asked = await loaded(lessonLoader(call(get(url(gone.id, '?delete'), author), params(gone.id))))
    expect(asked).toMatchObject({ confirmDelete: true, progress: 0 })
    expect(
      await db.selectFrom('lessons').select('id').where('id', '=', gone.id).executeTakeFirst(),
    ).toBeTruthy()
    const deleted = (await lessonAction(
      call(post(url(gone.id), { intent: 'delete' }, author), params(gone.id)),
    )) as Response
    expect(deleted.status).toBe(303)
    expect(
      await db.selectFrom('lessons').select('id').where('id', '=', gone.id).executeTakeFirst(),
    ).toBeUndefined()

    await db.insertInto('lesson_progress').values({ user_id: student.id, lesson_id: kept.id }).execute()
    expect(
      await loaded(lessonLoader(call(get(url(kept.id, '?delete'), author), params(kept.id)))),
    ).toMatchObject({
      progress: 1,
    })
    const refused = (await lessonAction(
      call(post(url(kept.id), { intent: 'delete' }, author), params(kept.id)),
    )) as Response
    expect(refused.status).toBe(409)
    expect(await body(refused)).toEqual({ refused: 'hasProgress' })
    expect(
      await db.selectFrom('lessons').select('id').where('id', '=', kept.id).executeTakeFirst(),
    ).toBeTruthy()

    // Students meet the guard, not the lesson: nothing is deleted.
    const other = await makeCourse()
    const res = await thrown(
      lessonAction(
        call(
          post(
            `/br/content/courses/${other.id}/lessons/${other.lessons[0].id}`,
            { intent: 'delete' },
            student,
          ),
          {
            id: String(other.id),
            lesson_id: String(other.lessons[0].id),
          },
        ),
      ),
    )
    expect(res.status).toBe(302)
    const topicMove = await thrown(
      courseAction(
        call(
          post(
            `/br/content/courses/${other.id}`,
            { intent: 'topic-delete', topic_id: String(other.topics[1]) },
            student,
          ),
          { id: String(other.id) },
        ),
      ),
    )
    expect(topicMove.status).toBe(302)
    expect(
      await db.selectFrom('lessons').select('id').where('id', '=', other.lessons[0].id).executeTakeFirst(),
    ).toBeTruthy()
    expect(
      await db.selectFrom('course_topics').select('id').where('id', '=', other.topics[1]).executeTakeFirst(),
    ).toBeTruthy()
  })
})
