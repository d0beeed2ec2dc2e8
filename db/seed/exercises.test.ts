import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeSubmission } from '~/judge/judge'
import { getExerciseForUser } from '~/modules/judge/exercises/exercises.server'
import { packageDir } from '~/modules/judge/packages/paths.server'
import { buildTask } from '~/modules/judge/submissions/job.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { createTestUser } from '~/tests/factories'
import { db } from '../client.server'
import { seedExercises } from './exercises'
import { PORTUGOL_SOLUTIONS } from './portugol-exercises'

useOwnJudgeDataDir()

describe('demo programming exercises', () => {
  it('come in both languages with samples, subjects and an imported test package', async () => {
    const ids = await seedExercises(db, undefined)
    expect(ids).toHaveLength(8)
    const rows = await db
      .selectFrom('programming_exercises')
      .select(['id', 'title_gb', 'checker_kind', 'group_weights', 'package_hash', 'test_count', 'is_free'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
    expect(rows.map((r) => r.title_gb)).toEqual([
      'Hello, world',
      'Sum of two integers',
      'Average mark',
      'Largest element',
      'Even or odd',
      'Times table',
      'Factorial',
      'Reverse the list',
    ])
    expect(rows.map((r) => r.test_count)).toEqual([1, 5, 4, 5, 6, 5, 6, 4])
    expect(rows.every((r) => r.package_hash?.length === 64)).toBe(true)
    expect(rows[2].checker_kind).toBe('float')
    expect(JSON.parse(rows[3].group_weights ?? '{}')).toEqual({ 1: 30, 2: 70 })
    expect(fs.readFileSync(path.join(packageDir(ids[1]), '1', '3.out'), 'utf8')).toBe('777777\n')
    const view = await getExerciseForUser(null, ids[1], 'en-GB')
    if (view.status !== 'ok') throw new Error(view.status)
    expect(view.exercise.samples).toHaveLength(2)
    expect(view.exercise.subjects.map((s) => s.title)).toEqual(['Input and output', 'Arithmetic'])
    // The PRO one asks a visitor for a subscription.
    expect((await getExerciseForUser(null, ids[3], 'pt-BR')).status).toBe('pro_needed')
  })
})

describe('demo exercises made for Portugol', () => {
  it('are solved by their Portugol reference solutions in the real judge', async () => {
    const ids = await seedExercises(db, undefined)
    const user = await createTestUser()
    const rows = await db
      .selectFrom('programming_exercises')
      .select(['id', 'title_gb'])
      .where('id', 'in', ids)
      .execute()
    const solved = Object.entries(PORTUGOL_SOLUTIONS).map(async ([title, code]) => {
      const exercise = rows.find((r) => r.title_gb === title)
      if (!exercise) throw new Error(`no seeded exercise "${title}"`)
      const { id } = await db
        .insertInto('submissions')
        .values({ user_id: user.id, exercise_id: exercise.id, language: 'portugol', code })
        .returning('id')
        .executeTakeFirstOrThrow()
      const task = await buildTask(db, id)
      if (!task) throw new Error('no task')
      const report = await judgeSubmission(task.job, { settings: task.settings })
      return [title, report.status, report.tests.length]
    })
    expect(await Promise.all(solved)).toEqual([
      ['Even or odd', 'accepted', 8],
      ['Times table', 'accepted', 6],
      ['Factorial', 'accepted', 7],
      ['Reverse the list', 'accepted', 5],
    ])
  })
})
