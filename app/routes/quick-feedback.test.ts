import { describe, expect, it } from 'vitest'
import { quickFeedbackOf } from '~/app/kernel/people/quick-feedback.server'
import { db } from '~/db/client.server'
import { loader as exerciseLoader } from '~/modules/judge/exercises/routes/exercise'
import { loader as lessonLoader } from '~/modules/learning/routes/lesson'
import { makeCourse, makeExercise, makeUser } from '~/tests/factories'
import {
  routeArgs as call,
  getRequest as get,
  loaded,
  post,
  setCookies,
  settle,
  useOwnMediaDir,
  withCookies,
} from '~/tests/setup/helpers'
import { action, loader } from './quick-feedback'

useOwnMediaDir()

const send = (fields: Record<string, string>, user?: { cookie: string }) =>
  settle(action(call(post('/br/feedback/quick', fields, user)))) as Promise<Response>

describe('POST /{lang}/feedback/quick', () => {
  it('saves one like/dislike per student and target, replacing the previous one, and goes back', async () => {
    const course = await makeCourse()
    const lessonId = course.lessons[0].id
    const student = await makeUser('free')
    const back = `/br/course/${course.slug}/lesson/${lessonId}`
    const first = await send(
      {
        target_type: 'lesson',
        target_id: String(lessonId),
        value: 'like',
        comment: '  Ótima aula!  ',
        redirect_to: back,
      },
      student,
    )
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe(back)
    expect(await quickFeedbackOf(student.id, 'lesson', lessonId)).toEqual({
      value: 'like',
      comment: 'Ótima aula!',
    })
    await send({ target_type: 'lesson', target_id: String(lessonId), value: 'dislike', comment: '' }, student)
    expect(await quickFeedbackOf(student.id, 'lesson', lessonId)).toEqual({ value: 'dislike', comment: null })
    const rows = await db.selectFrom('quick_feedback').selectAll().where('user_id', '=', student.id).execute()
    expect(rows).toHaveLength(1)

    const exerciseId = await makeExercise({}, null)
    const ex = await send(
      {
        target_type: 'exercise',
        target_id: String(exerciseId),
        value: 'like',
        redirect_to: `/br/exercise/${exerciseId}`,
      },
      student,
    )
    expect(ex.headers.get('location')).toBe(`/br/exercise/${exerciseId}`)
    expect(await quickFeedbackOf(student.id, 'exercise', exerciseId)).toEqual({
      value: 'like',
      comment: null,
    })
    expect(await quickFeedbackOf(student.id, 'exercise', lessonId + 999)).toBeNull()
  })

  it('brings a refused feedback back to its page with the errors and what was typed (a one-shot cookie)', async () => {
    const course = await makeCourse()
    const lessonId = course.lessons[0].id
    const page = `/br/course/${course.slug}/lesson/${lessonId}`
    const student = await makeUser('free')
    const refused = async (fields: Record<string, string>) => {
      const res = await send({ target_type: 'lesson', redirect_to: page, ...fields }, student)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`${page}#quick-feedback`)
      const lesson = await loaded(
        lessonLoader(
          call(withCookies(get(page, student), setCookies(res)), {
            course_id: course.slug,
            lesson_id: String(lessonId),
          }),
        ),
      )
      return lesson.feedbackRefused
    }
    expect(await refused({ target_id: String(lessonId), value: 'like', comment: 'x'.repeat(1001) })).toEqual({
      errors: ['quickFeedback.errors.commentTooLong'],
      current: { value: 'like', comment: 'x'.repeat(1001) },
    })
    expect(await refused({ target_id: String(lessonId), comment: 'hm' })).toEqual({
      errors: ['quickFeedback.errors.value'],
      current: { value: null, comment: 'hm' },
    })
    expect(await refused({ target_id: '99999999', value: 'dislike', comment: 'Sumiu?' })).toEqual({
      errors: ['quickFeedback.errors.target'],
      current: { value: 'dislike', comment: 'Sumiu?' },
    })
    expect(
      (await refused({ target_type: 'post', target_id: String(lessonId), value: 'like' }))?.errors,
    ).toEqual(['quickFeedback.errors.target'])
    // Nothing was stored; a valid one still is, and goes back without a message.
    expect(await quickFeedbackOf(student.id, 'lesson', lessonId)).toBeNull()
    const ok = await send(
      {
        target_type: 'lesson',
        target_id: String(lessonId),
        value: 'like',
        comment: 'x'.repeat(1000),
        redirect_to: page,
      },
      student,
    )
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe(page)
    expect(setCookies(ok)).toEqual([])
    // A huge comment (only a hand-made POST can send one: the textarea stops at 1000) is cut to fit a cookie.
    const huge = await send(
      {
        target_type: 'lesson',
        target_id: String(lessonId),
        value: 'like',
        comment: '語'.repeat(5000),
        redirect_to: page,
      },
      student,
    )
    const [cookie] = setCookies(huge)
    expect(cookie.length).toBeLessThan(4096)
  })

  it("brings a refusal back to the judge's exercise page too (without the cookie: the stored feedback)", async () => {
    const student = await makeUser('free')
    const exerciseId = await makeExercise({}, null)
    const page = `/gb/exercise/${exerciseId}`
    const res = await send(
      { target_type: 'exercise', target_id: String(exerciseId), comment: 'Hmm', redirect_to: page },
      student,
    )
    expect(res.headers.get('location')).toBe(`${page}#quick-feedback`)
    const open = async (cookies: string[]) =>
      (
        (await loaded(
          exerciseLoader(call(withCookies(get(page, student), cookies), { id: String(exerciseId) })),
        )) as { feedback: unknown }
      ).feedback
    expect(await open(setCookies(res))).toEqual({
      current: { value: null, comment: 'Hmm' },
      errors: ['quickFeedback.errors.value'],
    })
    expect(await open([])).toEqual({ current: null })
  })

  it('answers 415 to a POST that is not a form', async () => {
    const student = await makeUser('free')
    const request = new Request('http://test/br/feedback/quick', {
      method: 'POST',
      body: 'value=like',
      headers: { 'content-type': 'text/plain', cookie: student.cookie },
    })
    const res = (await settle(action(call(request)))) as Response
    expect(res.status).toBe(415)
  })

  it('never redirects off the site, and sends visitors to log in', async () => {
    const course = await makeCourse()
    const student = await makeUser('free')
    const fields = { target_type: 'lesson', target_id: String(course.lessons[0].id), value: 'like' }
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil']) {
      const res = await send({ ...fields, redirect_to: target }, student)
      expect(res.headers.get('location')).toBe('/br')
    }
    const anon = await send({ ...fields, redirect_to: '/br/courses' })
    expect(anon.status).toBe(302)
    expect(anon.headers.get('location')).toBe(
      `/br/login?login=true&redirectTo=${encodeURIComponent('/br/courses')}`,
    )
    const getRes = (await settle(
      loader(call(get('/br/feedback/quick?redirect_to=//evil.example'))),
    )) as Response
    expect(getRes.headers.get('location')).toBe('/br')
  })
})
