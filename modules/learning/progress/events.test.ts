import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser, makeCompetition } from '~/tests/factories'
import { listAchievements } from './achievements.server'
import { handleJudgedSubmission, recordCourseCompleted, recordLessonCompleted } from './index.server'
import { dismissLevelUps, pendingLevelUps } from './levels.server'
import { profileStats } from './stats.server'
import { exerciseIn, judged, makeCourse, userXp, xpEvents } from './test-helpers'

const at = (iso: string) => new Date(iso)

describe('lesson XP and the daily bonus', () => {
  it('gives a lesson its XP once, whatever the number of completions', async () => {
    const { id } = await createTestUser()
    const course = await makeCourse({ xp: 12 })
    const lesson = course.lessons[0]
    const first = await recordLessonCompleted(id, lesson, at('2026-05-10T10:00:00Z'))
    const again = await recordLessonCompleted(id, lesson, at('2026-05-10T11:00:00Z'))
    const nextDay = await recordLessonCompleted(id, lesson, at('2026-05-11T10:00:00Z'))
    expect(first).toMatchObject({ xpGained: 27, dailyBonus: true, achievements: ['first_lesson'] })
    expect(again).toEqual({ xpGained: 0, dailyBonus: false, levelUps: [], achievements: [] })
    expect(nextDay.xpGained).toBe(0)
    expect(await xpEvents(id)).toEqual([
      { ref_key: `lesson:${lesson.id}`, amount: 12, day: '2026-05-10' },
      { ref_key: 'daily:2026-05-10', amount: 15, day: '2026-05-10' },
    ])
    expect(await userXp(id)).toEqual({ xp: 27, level: 1 })
  })

  it('adds the 15 XP bonus once per UTC day: 23:59 and 00:01 are two days', async () => {
    const { id } = await createTestUser()
    const [a, b, c] = (await makeCourse({ lessons: 3, xp: 10 })).lessons
    expect((await recordLessonCompleted(id, a, at('2026-05-10T23:59:00Z'))).dailyBonus).toBe(true)
    expect((await recordLessonCompleted(id, b, at('2026-05-11T00:01:00Z'))).dailyBonus).toBe(true)
    expect((await recordLessonCompleted(id, c, at('2026-05-11T22:00:00Z'))).dailyBonus).toBe(false)
    const daily = (await xpEvents(id)).filter((e) => e.ref_key.startsWith('daily:'))
    expect(daily).toEqual([
      { ref_key: 'daily:2026-05-10', amount: 15, day: '2026-05-10' },
      { ref_key: 'daily:2026-05-11', amount: 15, day: '2026-05-11' },
    ])
    expect((await userXp(id)).xp).toBe(30 + 30)
    const days = await db
      .selectFrom('activity_days')
      .select(['day', 'lessons'])
      .where('user_id', '=', id)
      .orderBy('day')
      .execute()
    expect(days).toEqual([
      { day: '2026-05-10', lessons: 1 },
      { day: '2026-05-11', lessons: 2 },
    ])
  })
})

describe('inside the caller’s transaction', () => {
  it('joins it, so a rollback takes the XP back too', async () => {
    const { id } = await createTestUser()
    const [lesson] = (await makeCourse()).lessons
    await expect(
      db.transaction().execute(async (trx) => {
        const change = await recordLessonCompleted(id, lesson, at('2026-05-20T10:00:00Z'), trx)
        expect(change.xpGained).toBe(25)
        throw new Error('the lesson could not be completed')
      }),
    ).rejects.toThrow('could not be completed')
    expect(await xpEvents(id)).toEqual([])
    await db
      .transaction()
      .execute((trx) => recordLessonCompleted(id, lesson, at('2026-05-20T10:00:00Z'), trx))
    expect((await userXp(id)).xp).toBe(25)
  })
})

describe('accepted submissions', () => {
  it('awards XP by difficulty once: a rejudge that accepts again does not double it', async () => {
    const { id } = await createTestUser()
    const exercise = await exerciseIn('hard', ['graphs'])
    const now = at('2026-06-01T12:00:00Z')
    const wrong = await judged(id, exercise, { status: 'wrong_answer' })
    expect(await handleJudgedSubmission(wrong, now)).toMatchObject({ xpGained: 0 })
    const accepted = await judged(id, exercise)
    const first = await handleJudgedSubmission(accepted, now)
    expect(first).toMatchObject({ xpGained: 65, dailyBonus: true })
    expect(first.achievements).toContain('first_accepted')
    // The queue calls the listener again after a rejudge ends accepted once more.
    expect(await handleJudgedSubmission(accepted, at('2026-06-02T12:00:00Z'))).toMatchObject({ xpGained: 0 })
    expect(await handleJudgedSubmission(await judged(id, exercise), now)).toMatchObject({ xpGained: 0 })
    expect((await xpEvents(id)).map((e) => e.ref_key)).toEqual([`exercise:${exercise}`, 'daily:2026-06-01'])
    expect(await userXp(id)).toEqual({ xp: 65, level: 1 })
    const activity = await db.selectFrom('activity_days').selectAll().where('user_id', '=', id).execute()
    expect(activity).toEqual([{ user_id: id, day: '2026-06-01', lessons: 0, exercises: 1, frozen: 0 }])
  })

  it('counts a competition verdict as solved but gives it no XP, bonus, activity or streak', async () => {
    const { id } = await createTestUser()
    const exercise = await exerciseIn('medium', ['math'])
    const { id: competitionId } = await makeCompetition({ exercises: [] })
    const now = at('2026-06-01T12:00:00Z')
    const change = await handleJudgedSubmission(await judged(id, exercise, { competitionId }), now)
    expect(change).toEqual({ xpGained: 0, dailyBonus: false, levelUps: [], achievements: ['first_accepted'] })
    expect(await xpEvents(id)).toEqual([])
    const stats = await profileStats(id, now)
    expect(stats.exercisesSolved).toBe(1)
    expect(stats.categories.find((c) => c.category === 'math')?.score).toBe(6)
    expect(stats.consistency.every((d) => d.exercises === 0)).toBe(true)
    expect(stats.streak.current).toBe(0)
    // Solved again in practice: now it earns (once).
    const practice = await handleJudgedSubmission(await judged(id, exercise), now)
    expect(practice.xpGained).toBe(30 + 15)
  })

  it('raises a category level, shows the notice until it is dismissed, and again at the next level', async () => {
    const { id } = await createTestUser()
    const now = at('2026-06-03T09:00:00Z')
    const hard = await exerciseIn('hard', ['strings'])
    const change = await handleJudgedSubmission(await judged(id, hard), now)
    expect(change.levelUps).toEqual([{ category: 'strings', level: 1 }])
    expect(await pendingLevelUps(id)).toEqual([{ category: 'strings', level: 1 }])
    await dismissLevelUps(id)
    expect(await pendingLevelUps(id)).toEqual([])
    // 10 → 14 points: still green, no new notice.
    const easy = await exerciseIn('easy', ['strings'])
    expect((await handleJudgedSubmission(await judged(id, easy), now)).levelUps).toEqual([])
    expect(await pendingLevelUps(id)).toEqual([])
    // 14 → 29: teal.
    const veryHard = await exerciseIn('very_hard', ['strings'])
    expect((await handleJudgedSubmission(await judged(id, veryHard), now)).levelUps).toEqual([
      { category: 'strings', level: 2 },
    ])
    expect(await pendingLevelUps(id)).toEqual([{ category: 'strings', level: 2 }])
  })

  it('earns the polyglot, ten-solved and bronze achievements', async () => {
    const { id } = await createTestUser()
    const now = at('2026-06-04T09:00:00Z')
    const languages = ['c', 'python3', 'java']
    for (let i = 0; i < 10; i++) {
      const exercise = await exerciseIn('very_hard', ['techniques'])
      await handleJudgedSubmission(await judged(id, exercise, { language: languages[i % 3] }), now)
    }
    const earned = (await listAchievements(id)).filter((a) => a.earnedAt).map((a) => a.code)
    expect(earned.sort()).toEqual(['category_bronze', 'first_accepted', 'polyglot_3', 'solved_10'])
    const stats = await profileStats(id, now)
    expect(stats.categories.find((c) => c.category === 'techniques')).toMatchObject({
      score: 100,
      medal: 'gold',
      colour: 'red',
    })
  })
})

describe('course completion', () => {
  it('gives 100 XP and one certificate per course, and keeps the same code on a repeat', async () => {
    const user = await createTestUser({ name: 'Maria da Silva Souza' })
    const course = await makeCourse({ workloadHours: 20 })
    const first = await recordCourseCompleted(user.id, course.id, at('2026-07-01T10:00:00Z'))
    const again = await recordCourseCompleted(user.id, course.id, at('2026-07-02T10:00:00Z'))
    expect(first.certificateCode).toMatch(/^TRL-[0-9A-HJKMNP-TV-Z]{10}$/)
    expect(again.certificateCode).toBe(first.certificateCode)
    const certificates = await db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute()
    expect(certificates).toHaveLength(1)
    expect(certificates[0]).toMatchObject({
      student_name: 'Maria da Silva Souza',
      course_title_br: expect.stringMatching(/^Curso de teste/),
      course_title_gb: expect.stringMatching(/^Test course/),
      workload_hours: 20,
      issued_at: '2026-07-01T10:00:00.000Z',
    })
    expect(await xpEvents(user.id)).toEqual([
      { ref_key: `course:${course.id}`, amount: 100, day: '2026-07-01' },
    ])
    expect(await userXp(user.id)).toEqual({ xp: 100, level: 2 })
    const earned = (await listAchievements(user.id)).find((a) => a.code === 'first_course')
    expect(earned?.earnedAt).toBe('2026-07-01T10:00:00.000Z')
  })
})

describe('profileStats', () => {
  it('returns counts, XP, categories, 365 consistency days and the streak as of today', async () => {
    const { id } = await createTestUser()
    const course = await makeCourse({ lessons: 2, xp: 10 })
    for (const [i, lesson] of course.lessons.entries()) {
      await db
        .insertInto('lesson_progress')
        .values({ user_id: id, lesson_id: lesson.id, completed_at: `2026-08-0${i + 1}T10:00:00Z` })
        .execute()
      await recordLessonCompleted(id, lesson, at(`2026-08-0${i + 1}T10:00:00Z`))
    }
    await handleJudgedSubmission(
      await judged(id, await exerciseIn('easy', ['basic'])),
      at('2026-08-02T11:00:00Z'),
    )
    const stats = await profileStats(id, at('2026-08-03T08:00:00Z'))
    expect(stats).toMatchObject({
      exercisesSolved: 1,
      lessonsCompleted: 2,
      xp: 10 + 15 + 10 + 15 + 20,
      level: 1,
      streak: { current: 2, longest: 2, frozen: 0 },
    })
    expect(stats.categories).toHaveLength(7)
    expect(stats.categories[0]).toEqual({
      category: 'basic',
      score: 4,
      level: 0,
      colour: 'grey',
      medal: null,
      next: 6,
    })
    expect(stats.consistency).toHaveLength(365)
    expect(stats.consistency.at(-1)).toEqual({ day: '2026-08-03', lessons: 0, exercises: 0, frozen: false })
    expect(stats.consistency.at(-2)).toEqual({ day: '2026-08-02', lessons: 1, exercises: 1, frozen: false })
    expect(stats.consistency[0].day).toBe('2025-08-04')
  })
})

describe('startProgress', () => {
  it('listens to the judge queue once and records an accepted verdict', async () => {
    const { saveVerdict } = await import('~/modules/judge/submissions/queue.server')
    const { progressSettled, startProgress, stopProgress } = await import('./index.server')
    startProgress()
    startProgress() // a second start must not subscribe twice
    try {
      const { id } = await createTestUser()
      const exercise = await exerciseIn('medium', ['general'])
      const startedAt = '2026-09-01T10:00:00.000Z'
      const row = await db
        .insertInto('submissions')
        .values({
          user_id: id,
          exercise_id: exercise,
          language: 'python3',
          code: 'print(1)',
          status: 'judging',
          judge_started_at: startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await saveVerdict(
        db,
        { id: row.id, startedAt },
        { status: 'accepted', score: 100, errorOnSample: false, tests: [], log: [] },
      )
      expect(await progressSettled()).toBe(1)
      const events = await xpEvents(id)
      expect(events.map((e) => [e.ref_key.split(':')[0], e.amount])).toEqual([
        ['exercise', 30],
        ['daily', 15],
      ])
    } finally {
      stopProgress()
    }
  })
})

describe('certificates and PRO (README.md)', () => {
  async function proCourse() {
    const course = await makeCourse()
    await db.updateTable('courses').set({ is_free: 0 }).where('id', '=', course.id).execute()
    return course
  }

  it('gives the certificate of a free course to everyone', async () => {
    const user = await createTestUser()
    const course = await makeCourse()
    await db.updateTable('courses').set({ is_free: 1 }).where('id', '=', course.id).execute()
    expect(
      (await recordCourseCompleted(user.id, course.id, at('2026-07-01T10:00:00Z'))).certificateCode,
    ).toMatch(/^TRL-/)
  })

  it('gives a PRO course’s certificate only to a user who is PRO at completion, and never takes it back', async () => {
    const course = await proCourse()
    const free = await createTestUser()
    const done = await recordCourseCompleted(free.id, course.id, at('2026-07-01T10:00:00Z'))
    expect(done.certificateCode).toBeNull()
    expect(await xpEvents(free.id)).toEqual([
      { ref_key: `course:${course.id}`, amount: 100, day: '2026-07-01' },
    ])

    const pro = await createTestUser({ is_pro: 1 })
    const issued = await recordCourseCompleted(pro.id, course.id, at('2026-07-01T10:00:00Z'))
    expect(issued.certificateCode).toMatch(/^TRL-/)
    // PRO ended: the certificate stays, and a later completion returns the same code.
    await db.updateTable('users').set({ is_pro: 0 }).where('id', '=', pro.id).execute()
    const later = await recordCourseCompleted(pro.id, course.id, at('2026-09-01T10:00:00Z'))
    expect(later.certificateCode).toBe(issued.certificateCode)
  })
})

describe('XP and who can see the tests (README.md)', () => {
  it('gives the exercise’s author no XP for solving it, but counts it as solved', async () => {
    const author = await createTestUser()
    const exerciseId = await exerciseIn('medium', ['math'])
    await db
      .updateTable('programming_exercises')
      .set({ author_id: author.id })
      .where('id', '=', exerciseId)
      .execute()
    const change = await handleJudgedSubmission(
      await judged(author.id, exerciseId),
      at('2026-07-01T10:00:00Z'),
    )
    expect(change.xpGained).toBe(0)
    expect(await xpEvents(author.id)).toEqual([])
    expect((await profileStats(author.id, at('2026-07-01T10:00:00Z'))).exercisesSolved).toBe(1)
  })

  it('gives staff (create_content) no XP either, while a student earns it', async () => {
    const staff = await createTestUser({ permissions: '["create_content"]' })
    const student = await createTestUser()
    const exerciseId = await exerciseIn('easy')
    expect(
      (await handleJudgedSubmission(await judged(staff.id, exerciseId), at('2026-07-01T10:00:00Z'))).xpGained,
    ).toBe(0)
    expect(
      (await handleJudgedSubmission(await judged(student.id, exerciseId), at('2026-07-01T10:00:00Z')))
        .xpGained,
    ).toBe(20 + 15)
  })
})
