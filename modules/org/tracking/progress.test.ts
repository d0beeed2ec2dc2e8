import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import { addSubmission, exerciseRow, makeCourse, makeUser } from '~/tests/factories'
import { enrollStudent, saveList } from '../index'
import { makeClass, makeOrg, orgUser } from '../test-helpers'
import { classGrid } from './progress.server'

// The grid reads the whole class in a bounded number of queries: a class of 60 on a school's slow link must
// not cost 60 round trips per lookup.

afterEach(() => vi.restoreAllMocks())

async function classOf(students: number) {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const classId = await makeClass(org, prof.id, { title: 'Turma G' })
  const exercise = await exerciseRow()
  await saveList(classId, null, {
    title: 'Lista',
    description: '',
    startsAt: '2026-01-01T11:00:00.000Z',
    endsAt: '2036-01-01T11:00:00.000Z',
    latePolicy: 'closed',
    latePenalty: 0,
    items: [{ kind: 'programming', id: exercise }],
  })
  const course = await makeCourse()
  const ids: number[] = []
  for (let i = 0; i < students; i++) {
    const s = await makeUser()
    await enrollStudent(classId, org, s.id)
    await addSubmission(s.id, exercise, { created_at: '2026-06-01T12:00:00.000Z' })
    for (const lesson of course.lessons.slice(0, (i % 2) + 1))
      await db
        .insertInto('lesson_progress')
        .values({ user_id: s.id, lesson_id: lesson.id, completed_at: '2026-06-01T12:00:00.000Z' })
        .execute()
    ids.push(s.id)
  }
  return { classId, ids }
}

async function queriesFor(classId: number) {
  const executor = Object.getPrototypeOf(db.getExecutor())
  const spy = vi.spyOn(executor, 'executeQuery')
  const grid = await classGrid(classId, 'pt-BR')
  const count = spy.mock.calls.length
  spy.mockRestore()
  return { grid, count }
}

describe('class grid', () => {
  it('costs the same number of queries for 1 student as for 6, and counts each one’s lessons', async () => {
    const one = await classOf(1)
    const six = await classOf(6)
    const small = await queriesFor(one.classId)
    const big = await queriesFor(six.classId)
    expect(small.count).toBeGreaterThan(0)
    expect(big.count).toBe(small.count)
    expect(big.grid.rows.map((r) => [r.userId, r.lessons, r.solved])).toEqual(
      [...six.ids].sort((a, b) => a - b).map((id) => [id, six.ids.indexOf(id) % 2 === 0 ? 1 : 2, 1]),
    )
  })
})
