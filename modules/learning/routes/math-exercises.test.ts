// Math exercises outside lessons (issue 21): the list's filters and visibility, the page's answer form graded
// as in lessons (the grading hook wakes, the daily limit, PRO), the history, and the edit form's permissions
// and validation in both locales.
import { afterEach, describe, expect, it } from 'vitest'
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
import { onAnswerSubmitted } from '../grading/hook.server'
import { action as answerAction, loader as pageLoader } from './math-exercise'
import { action as editAction, loader as editLoader } from './math-exercise.edit'
import { loader as listLoader } from './math-exercises'

useOwnMediaDir()

let stopListening: (() => void) | null = null
afterEach(() => stopListening?.())

async function math(fields: Record<string, unknown> = {}) {
  const { id } = await db
    .insertInto('math_exercises')
    .values({
      title_br: 'Frações',
      title_gb: 'Fractions',
      text_br: 'Some 1/2 + 1/3.',
      visibility: 'public',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

const validMath = {
  title_br: 'Área do círculo',
  text_br: 'Calcule a área de um círculo de raio $r = 2$.',
  difficulty: 'easy',
  kind: 'direct_application',
  visibility: 'public',
  is_free: 'on',
  official_solution_br: '$4\\pi$',
}

describe('/{lang}/math-exercises', () => {
  it('filters by difficulty and kind, hides private rows and lesson rows from students', async () => {
    const easy = await math({ difficulty: 'easy', kind: 'authentic_problem' })
    const hard = await math({ difficulty: 'hard', kind: 'technical_exercise' })
    const hidden = await math({ visibility: 'private' })
    const course = await makeCourse({}, [{ type: 'math' }])
    const inLesson = (
      await db
        .selectFrom('lessons')
        .select('math_exercise_id')
        .where('course_id', '=', course.id)
        .executeTakeFirstOrThrow()
    ).math_exercise_id!
    const student = await makeUser('free')
    const ids = async (url: string, user = student) =>
      (await loaded(listLoader(call(get(url, user))))).items.map((i) => i.id)
    const all = await ids('/br/math-exercises')
    expect(all).toEqual(expect.arrayContaining([easy, hard]))
    expect(all).not.toContain(hidden)
    expect(all).not.toContain(inLesson)
    const onlyEasy = await ids('/gb/math-exercises?difficulty=easy&kind=authentic_problem')
    expect(onlyEasy).toContain(easy)
    expect(onlyEasy).not.toContain(hard)
    // Unknown values are dropped, not a 500.
    expect(await ids('/gb/math-exercises?difficulty=%00&kind=x&page=-3')).toEqual(
      expect.arrayContaining([easy, hard]),
    )
    const author = await makeUser('author')
    expect(await ids('/br/math-exercises', author)).toEqual(expect.arrayContaining([hidden, inLesson]))
  })
})

describe('/{lang}/math-exercise/:id', () => {
  const answer = (url: string, text: string, user: { cookie: string }) => {
    const body = new FormData()
    body.set('intent', 'math')
    body.set('text_answer', text)
    return multipart(url, body, user)
  }

  it('takes an answer as a lesson does: under review, the grader woken, the history, 5 a day', async () => {
    const id = await math({ is_free: 1 })
    const student = await makeUser('free')
    const woken: number[] = []
    stopListening = onAnswerSubmitted((kind, submissionId) => kind === 'math' && woken.push(submissionId))
    const url = `/br/math-exercise/${id}`
    const sent = (await answerAction(
      call(answer(url, 'A soma é 5/6.', student), { id: String(id) }),
    )) as Response
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe(`${url}#answers`)
    const row = await db
      .selectFrom('math_submissions')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ math_exercise_id: id, status: 'under_review', text_answer: 'A soma é 5/6.' })
    expect(woken).toEqual([row.id])
    const page = await loaded(pageLoader(call(get(`/gb${url.slice(3)}`, student), { id: String(id) })))
    expect(page.title).toBe('Fractions')
    expect(page.content?.submissions.map((s) => s.text)).toEqual(['A soma é 5/6.'])
    // No official solution before an accepted answer.
    expect(page.solutionHtml).toBeNull()
    const empty = (await answerAction(call(answer(url, '  ', student), { id: String(id) }))) as Response
    expect(empty.status).toBe(422)
    for (let i = 0; i < 4; i++)
      await answerAction(call(answer(url, `Tentativa ${i}`, student), { id: String(id) }))
    const sixth = (await answerAction(call(answer(url, 'Mais uma', student), { id: String(id) }))) as Response
    expect(sixth.status).toBe(429)
  })

  it('asks PRO for a PRO exercise, 404s private and unknown ones, sends visitors to log in', async () => {
    const pro = await math({ is_free: 0 })
    const student = await makeUser('free')
    const page = await loaded(pageLoader(call(get(`/br/math-exercise/${pro}`, student), { id: String(pro) })))
    expect(page.content).toBeNull()
    const refused = await thrown(
      answerAction(call(answer(`/br/math-exercise/${pro}`, 'x', student), { id: String(pro) })),
    )
    expect(refused.status).toBe(403)
    const subscriber = await makeUser('pro')
    const open = await loaded(
      pageLoader(call(get(`/br/math-exercise/${pro}`, subscriber), { id: String(pro) })),
    )
    expect(open.content?.title).toBe('Frações')
    const hidden = await math({ visibility: 'private' })
    expect(
      (await thrown(pageLoader(call(get(`/br/math-exercise/${hidden}`, student), { id: String(hidden) }))))
        .status,
    ).toBe(404)
    expect(
      (await thrown(pageLoader(call(get('/br/math-exercise/abc', student), { id: 'abc' })))).status,
    ).toBe(404)
    expect(
      (await thrown(pageLoader(call(get(`/br/math-exercise/${pro}`), { id: String(pro) })))).status,
    ).toBe(302)
  })
})

describe('/{lang}/math-exercise/:id/edit', () => {
  it('lets content creators create and edit; students get 403, unknown ids 404', async () => {
    const author = await makeUser('author')
    const created = (await editAction(
      call(post('/br/math-exercise/new/edit', validMath, author), { id: 'new' }),
    )) as Response
    expect(created.status).toBe(303)
    const id = Number(/math-exercise\/(\d+)\/edit/.exec(created.headers.get('location') ?? '')?.[1])
    const row = await db
      .selectFrom('math_exercises')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ author_id: author.id, difficulty: 'easy', is_free: 1, visibility: 'public' })
    const edited = (await editAction(
      call(
        post(`/br/math-exercise/${id}/edit`, { ...validMath, title_gb: 'Circle area', is_free: '' }, author),
        {
          id: String(id),
        },
      ),
    )) as Response
    expect(edited.status).toBe(303)
    expect(
      await db
        .selectFrom('math_exercises')
        .select(['title_gb', 'is_free'])
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ title_gb: 'Circle area', is_free: 0 })
    // Its editor reads the official solution and the manage card on the page.
    const page = await loaded(pageLoader(call(get(`/br/math-exercise/${id}`, author), { id: String(id) })))
    expect(page.canEdit).toBe(true)
    expect(page.solutionHtml).toContain('π')

    const student = await makeUser('free')
    expect(
      (await thrown(editLoader(call(get('/br/math-exercise/new/edit', student), { id: 'new' })))).status,
    ).toBe(403)
    expect(
      (
        await thrown(
          editAction(call(post(`/gb/math-exercise/${id}/edit`, validMath, student), { id: String(id) })),
        )
      ).status,
    ).toBe(403)
    expect(
      (await thrown(editLoader(call(get('/gb/math-exercise/999999/edit', author), { id: '999999' })))).status,
    ).toBe(404)
  })

  it('refuses a missing title, a bad kind and an over-long statement with 422, keeping what was typed', async () => {
    const author = await makeUser('author')
    for (const prefix of ['br', 'gb']) {
      const bad = (await editAction(
        call(
          post(
            `/${prefix}/math-exercise/new/edit`,
            { ...validMath, title_br: ' ', kind: 'guess', text_br: 'x'.repeat(20_001) },
            author,
          ),
          { id: 'new' },
        ),
      )) as Response
      expect(bad.status).toBe(422)
      const body = (await bad.json()) as { errors: Record<string, string[]>; values: { kind: string } }
      expect(body.errors).toMatchObject({ title_br: ['required'], kind: ['invalid'], text_br: ['tooLong'] })
      expect(body.values.kind).toBe('guess')
    }
    // A body that is not a form is a 422 too, never a 500.
    const notForm = (await editAction(
      call(
        new Request('http://test/br/math-exercise/new/edit', {
          method: 'POST',
          body: '{}',
          headers: { cookie: author.cookie, 'content-type': 'application/json' },
        }),
        { id: 'new' },
      ),
    )) as Response
    expect(notForm.status).toBe(422)
  })
})
