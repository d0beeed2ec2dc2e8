import { describe, expect, it } from 'vitest'
import { createTestUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { makeCourse, makeExercise, makeLesson, makePost } from '../test-fixtures'
import { loader } from './api.search'

async function get(kind: string, query: string, user?: { cookie: string }) {
  return loader(routeArgs(getRequest(`/api/search/${kind}${query}`, user), { kind }))
}

async function items(kind: string, query: string, user?: { cookie: string }) {
  const res = await get(kind, query, user)
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  return (await res.json()) as Record<string, unknown>[]
}

describe('GET /api/search/{users,exercises,lessons,posts}', () => {
  it('answers each kind with its item shape, in the asked language', async () => {
    const person = await createTestUser({ name: 'Bianca Jaguatirica', color: 'purple' })
    const exercise = await makeExercise('Jaguatirica Soma', { titleGb: 'Jaguatirica Sum' })
    const course = await makeCourse('Curso Jaguatirica', { titleGb: 'Jaguatirica Course' })
    const lesson = await makeLesson(course.id, 'Aula Jaguatirica', 'Jaguatirica Lesson')
    const post = await makePost('Post Jaguatirica', { titleGb: 'Jaguatirica Post' })
    await makeExercise('Jaguatirica Privada', { visibility: 'private' })

    expect(await items('users', '?search=JAGUATIRICA&locale=gb')).toEqual([
      { id: person.id, title: 'Bianca Jaguatirica', type: 'user', color: 'purple' },
    ])
    expect(await items('exercises', '?search=jaguatirica&locale=gb')).toEqual([
      { id: exercise, title: 'Jaguatirica Sum', type: 'exercise', score: null },
    ])
    expect(await items('lessons', '?search=jaguatirica&locale=en-GB')).toEqual([
      {
        id: lesson,
        title: 'Jaguatirica Lesson',
        type: 'lesson',
        course: { id: course.slug, title: 'Jaguatirica Course' },
        lesson: { id: lesson, title: 'Jaguatirica Lesson' },
      },
    ])
    expect(await items('posts', '?search=jaguat&locale=br')).toEqual([
      { id: post.id, title: 'Post Jaguatirica', type: 'post', url: post.url },
    ])
  })

  it('gives the logged-in viewer their own private exercise and best score', async () => {
    const author = await createTestUser()
    const id = await makeExercise('Mico Privado', { visibility: 'private', authorId: author.id })
    expect(await items('exercises', '?search=mico')).toEqual([])
    expect(await items('exercises', '?search=mico', author)).toEqual([
      { id, title: 'Mico Privado', type: 'exercise', score: null },
    ])
  })

  it('answers [] for a missing, empty or blank search and for syntax alone', async () => {
    await makeExercise('Algo Qualquer')
    for (const query of ['', '?search=', '?search=%20%20', '?search=%22', '?search=*', '?search=NEAR(']) {
      expect(await items('exercises', query)).toEqual([])
    }
  })

  it('answers 404 JSON for an unknown kind', async () => {
    for (const kind of ['teams', 'user', 'constructor', '__proto__']) {
      const res = await get(kind, '?search=a&locale=gb')
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' })
    }
  })
})
