import { beforeAll, describe, expect, it } from 'vitest'
import { judgeSubmission } from '~/judge/judge'
import { buildTask } from '~/modules/judge/submissions/job.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { createTestUser } from '~/tests/factories'
import { db } from '../client.server'
import { COURSE_EXERCISES, COURSE_EXERCISE_SOLUTIONS, seedCourseExercises } from './course-exercises'
import { seedExercises } from './exercises'
import { INTRO_COURSE } from './learning/introducao-a-programacao'
import { exerciseIdsByTitle } from './sources'

useOwnJudgeDataDir()

async function judge(userId: number, exerciseId: number, language: string, code: string) {
  const { id } = await db
    .insertInto('submissions')
    .values({ user_id: userId, exercise_id: exerciseId, language, code })
    .returning('id')
    .executeTakeFirstOrThrow()
  const task = await buildTask(db, id)
  if (!task) throw new Error('no task')
  const report = await judgeSubmission(task.job, { settings: task.settings })
  return report.status
}

// The course exercises reuse the subjects seedExercises creates, as seedDemo runs them in that order.
let ids: Record<string, number>
beforeAll(async () => {
  await seedExercises(db, undefined)
  ids = await seedCourseExercises(db, undefined)
})

describe('exercises of the demo courses', () => {
  it('come in both languages with samples, a subject and a test package', async () => {
    expect(Object.keys(ids)).toEqual(['Digit sum', 'Palindrome', 'FizzBuzz', 'Longest word'])
    const rows = await db
      .selectFrom('programming_exercises')
      .select(['id', 'title_br', 'text_gb', 'package_hash', 'test_count', 'visibility'])
      .where('id', 'in', Object.values(ids))
      .execute()
    for (const r of rows) {
      expect(r.text_gb).toBeTruthy()
      expect(r.package_hash).toHaveLength(64)
      expect(r.test_count).toBeGreaterThanOrEqual(5)
      expect(r.visibility).toBe('public')
    }
    const subjects = await db
      .selectFrom('exercise_subjects as es')
      .innerJoin('subjects as s', 's.id', 'es.subject_id')
      .select('s.slug')
      .where('es.exercise_id', '=', ids.Palindrome)
      .execute()
    expect(subjects.map((s) => s.slug)).toEqual(['strings'])
    const samples = await db
      .selectFrom('exercise_samples')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('exercise_id', 'in', Object.values(ids))
      .executeTakeFirstOrThrow()
    expect(samples.n).toBe(COURSE_EXERCISES.reduce((s, d) => s + d.exercise.samples.length, 0))
  })

  // The judge runs the samples first: an accepted solution also proves the statement's samples right.
  it('are solved by their Python and JavaScript reference solutions in the real judge', async () => {
    const user = await createTestUser()
    const runs = Object.entries(COURSE_EXERCISE_SOLUTIONS).flatMap(([title, byLanguage]) =>
      Object.entries(byLanguage).map(async ([language, code]) => [
        title,
        language,
        await judge(user.id, ids[title], language, code),
      ]),
    )
    const results = await Promise.all(runs)
    expect(results.map(([title, language]) => `${title}/${language}`)).toHaveLength(8)
    expect(results.filter(([, , status]) => status !== 'accepted')).toEqual([])
  })

  it('the intro course accepts its C and Python solutions, and refuses a wrong sum', async () => {
    const user = await createTestUser()
    const programming = INTRO_COURSE.lessons.filter((l) => l.exercise)
    const byTitle = await exerciseIdsByTitle(
      db,
      programming.map((l) => l.exercise!.title_gb),
    )
    const runs = programming.flatMap((l) =>
      (['c', 'python3'] as const).map(async (language) => [
        l.exercise!.title_gb,
        language,
        await judge(user.id, byTitle.get(l.exercise!.title_gb)!, language, l.exercise!.solutions[language]),
      ]),
    )
    expect(await Promise.all(runs)).toEqual([
      ['Hello, world', 'c', 'accepted'],
      ['Hello, world', 'python3', 'accepted'],
      ['Sum of two integers', 'c', 'accepted'],
      ['Sum of two integers', 'python3', 'accepted'],
    ])
    const wrong = 'a, b = map(int, input().split())\nprint(a + b + 1)\n'
    expect(await judge(user.id, byTitle.get('Sum of two integers')!, 'python3', wrong)).toBe('wrong_answer')
  })
})
