import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeExercise, makeUser } from '~/modules/judge/test-helpers'
import { quickFeedbackOf } from '../index'
import { call, get, makeCourse, post, settle, useOwnMediaDir } from '../test-fixtures'
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

  it('refuses a comment over 1000 characters, a missing value and an unknown target, keeping what was typed', async () => {
    const course = await makeCourse()
    const lessonId = String(course.lessons[0].id)
    const student = await makeUser('free')
    const long = await send(
      { target_type: 'lesson', target_id: lessonId, value: 'like', comment: 'x'.repeat(1001) },
      student,
    )
    expect(long.status).toBe(422)
    expect(await long.json()).toMatchObject({
      errors: ['feedback.errors.commentTooLong'],
      fields: { comment: 'x'.repeat(1001), value: 'like' },
    })
    const ok = await send(
      { target_type: 'lesson', target_id: lessonId, value: 'like', comment: 'x'.repeat(1000) },
      student,
    )
    expect(ok.status).toBe(302)
    const noValue = await send({ target_type: 'lesson', target_id: lessonId, comment: 'hm' }, student)
    expect(noValue.status).toBe(422)
    expect(await noValue.json()).toMatchObject({ errors: ['feedback.errors.value'] })
    const unknown = await send({ target_type: 'lesson', target_id: '99999999', value: 'like' }, student)
    expect(unknown.status).toBe(404)
    const badType = await send({ target_type: 'post', target_id: lessonId, value: 'like' }, student)
    expect(badType.status).toBe(422)
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
