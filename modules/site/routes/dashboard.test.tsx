import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { getDashboard, handleJudgedSubmission, recordLessonCompleted } from '~/modules/learning/index'
import { recordCourseCompleted } from '~/modules/learning/progress/index.server'
import { exerciseIn, judged, makeCourse } from '~/modules/learning/progress/test-helpers'
import { makeUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import Dashboard, { loader } from './dashboard'

const call = (url: string, user?: { cookie: string }) => routeArgs(getRequest(url, user))

/** A student half-way through a course, with one accepted exercise and one certificate. */
async function student() {
  const user = await makeUser('free', { name: 'Clara Nunes Lima' })
  const course = await makeCourse({ lessons: 3, xp: 10 })
  const [first, second] = course.lessons
  await db
    .insertInto('course_enrollments')
    .values({
      user_id: user.id,
      course_id: course.id,
      last_lesson_id: first.id,
      last_seen_at: '2026-10-01T10:00:00Z',
    })
    .execute()
  await db
    .insertInto('lesson_progress')
    .values({ user_id: user.id, lesson_id: first.id, completed_at: '2026-10-01T10:00:00Z' })
    .execute()
  await recordLessonCompleted(user.id, first, new Date('2026-10-01T10:00:00Z'))
  await handleJudgedSubmission(
    await judged(user.id, await exerciseIn('very_hard', ['graphs'])),
    new Date('2026-10-02T10:00:00Z'),
  )
  const done = await makeCourse({ lessons: 1 })
  await recordCourseCompleted(user.id, done.id, new Date('2026-10-02T11:00:00Z'))
  // Something at their level to recommend: a very easy public exercise with tests.
  const next = await exerciseIn('very_easy', ['basic'])
  await db
    .updateTable('programming_exercises')
    .set({ package_hash: 'x', test_count: 1 })
    .where('id', '=', next)
    .execute()
  return { user, course, second, next }
}

describe('/{lang}/dashboard', () => {
  it('gathers continue, streak, XP, levels, next steps, the level-up notice and certificates', async () => {
    const { user, course, second, next } = await student()
    const data = await getDashboard(user.session, 'en-GB', new Date('2026-10-03T08:00:00Z'))
    expect(data).toMatchObject({
      xp: 10 + 15 + 80 + 15 + 100,
      xpToday: 0,
      level: 2,
      nextLevelXp: 225,
      streak: { current: 2, longest: 2, frozen: 0, activeToday: false },
      continueLesson: {
        courseSlug: course.slug,
        courseTitle: expect.stringMatching(/^Test course/),
        lessonId: second.id,
        lessonTitle: 'Lesson 2',
      },
      recommendedExercise: { id: next, title: 'Sum', difficulty: 'very_easy' },
      levelUps: [{ category: 'graphs', level: 1 }],
      certificates: 1,
      exercisesSolved: 1,
    })
    expect(data.categories.find((c) => c.category === 'graphs')).toMatchObject({
      score: 15,
      colour: 'green',
      next: 10,
    })
    // Two days later with no frozen held, the streak shows as broken — without writing anything.
    const later = await getDashboard(user.session, 'en-GB', new Date('2026-10-05T08:00:00Z'))
    expect(later.streak).toMatchObject({ current: 0, longest: 2 })
    const stored = await db
      .selectFrom('streaks')
      .select('current')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(stored.current).toBe(2)
  })

  it('renders without JavaScript: banner with a dismiss form, continue link, level table', async () => {
    const { user, course, second } = await student()
    const data = await loader(call('/br/dashboard', user))
    expect(data.name).toBe('Clara Lima')
    const html = await renderRoute('pt-BR', ['common', 'site', 'progress'], Dashboard, { loaderData: data })
    expect(html).toContain('Olá, Clara Lima!')
    expect(html).toContain('Você subiu de nível: Grafos!')
    expect(html).toMatch(/<form method="post" action="\/br\/progress\/level-up"/)
    expect(html).toContain(`href="/br/course/${course.slug}/lesson/${second.id}"`)
    expect(html).toContain('Verde')
    expect(html).toContain('15 de 100')
    expect(html).toContain('<strong>1 certificado</strong>')
    expect(html).toContain('0 dias seguidos')
    expect(html).toContain('Nível 2')
    expect(html).toContain('1 exercício resolvido')
    expect(html).toContain('href="/br/ranking/monthly"')
  })

  it('after the last course: its certificate and the next course, never "you have not started a course"', async () => {
    const user = await makeUser('free', { name: 'Davi Rocha' })
    const done = await makeCourse({ lessons: 1 })
    await db
      .insertInto('course_enrollments')
      .values({ user_id: user.id, course_id: done.id, last_lesson_id: done.lessons[0].id })
      .execute()
    await db
      .insertInto('lesson_progress')
      .values({ user_id: user.id, lesson_id: done.lessons[0].id, completed_at: '2026-10-01T10:00:00Z' })
      .execute()
    await recordCourseCompleted(user.id, done.id, new Date('2026-10-01T10:00:00Z'))
    await db
      .updateTable('course_enrollments')
      .set({ completed_at: '2026-10-01T10:00:00Z' })
      .where('user_id', '=', user.id)
      .execute()
    // Earlier in the catalogue but unrelated, a locked one, and one that needs a course not done: the course
    // that follows the finished one wins.
    await makeCourse({ lessons: 1 })
    const locked = await makeCourse({ lessons: 1 })
    await db.updateTable('courses').set({ is_locked: 1 }).where('id', '=', locked.id).execute()
    const follows = await makeCourse({ lessons: 2 })
    const blocked = await makeCourse({ lessons: 2 })
    await db
      .insertInto('course_prerequisites')
      .values([
        { course_id: follows.id, required_course_id: done.id },
        { course_id: locked.id, required_course_id: done.id },
        { course_id: blocked.id, required_course_id: locked.id },
      ])
      .execute()
    const data = await getDashboard(user.session, 'pt-BR')
    const { code } = await db
      .selectFrom('certificates')
      .select('code')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(data).toMatchObject({
      continueLesson: null,
      finishedCourses: [{ title: expect.stringMatching(/^Curso de teste/), certificateCode: code }],
      nextCourse: { slug: follows.slug, title: expect.stringMatching(/^Curso de teste/) },
    })
    const html = await renderRoute('pt-BR', ['common', 'site', 'progress'], Dashboard, {
      loaderData: await loader(call('/br/dashboard', user)),
    })
    expect(html).not.toContain('Você ainda não começou nenhum curso.')
    expect(html).not.toContain('Escolha um curso para começar')
    expect(html).toContain('Você concluiu o curso que começou. Parabéns!')
    expect(html).toContain(`href="/br/certificate/${code}"`)
    expect(html).toContain(`href="/br/course/${follows.slug}"`)
    expect(html).toContain('Comece o curso Curso de teste')
  })

  it('a student who never started a course is told so, and offered one', async () => {
    const user = await makeUser('free')
    await makeCourse({ lessons: 1 })
    const data = await getDashboard(user.session, 'en-GB')
    expect(data.continueLesson).toBeNull()
    expect(data.finishedCourses).toEqual([])
    expect(data.nextCourse).not.toBeNull()
    const html = await renderRoute('en-GB', ['common', 'site', 'progress'], Dashboard, {
      loaderData: await loader(call('/gb/dashboard', user)),
    })
    expect(html).toContain('You have not started a course yet.')
    expect(html).toContain(`href="/gb/course/${data.nextCourse?.slug}"`)
  })

  it('lists the competitions the student is entered in that have not ended, running ones first', async () => {
    const user = await makeUser('free', { name: 'Clara Nunes Lima' })
    const hour = 3_600_000
    const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString()
    const enter = async (title: string, starts: number, ends: number) => {
      const { id } = await db
        .insertInto('competitions')
        .values({ title, style: 'icpc', starts_at: at(starts), ends_at: at(ends) })
        .returning('id')
        .executeTakeFirstOrThrow()
      const entry = await db
        .insertInto('participations')
        .values({ competition_id: id, user_id: user.id, starts_at: at(starts), ends_at: at(ends) })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('participation_members')
        .values({ participation_id: entry.id, competition_id: id, user_id: user.id })
        .execute()
      return id
    }
    const running = await enter('Maratona agora', -1, 2)
    await enter('Maratona amanhã', 24, 27)
    await enter('Maratona passada', -30, -27)
    const data = await loader(call('/br/dashboard', user))
    expect(data.competitions.map((c) => [c.title, c.running])).toEqual([
      ['Maratona agora', true],
      ['Maratona amanhã', false],
    ])
    const html = await renderRoute('pt-BR', ['common', 'site', 'progress', 'competitions'], Dashboard, {
      loaderData: data,
    })
    expect(html).toContain('Suas competições')
    expect(html).toContain(`href="/br/competition/${running}"`)
    expect(html).toContain('Acontecendo agora · termina em')
  })

  it('shows the live feed (latest 5 posts the user may see, a link to /news) unless turned off', async () => {
    const user = await makeUser('free', { name: 'Clara Nunes Lima' })
    const friend = await makeUser('free', { name: 'Rui Alves' })
    const stranger = await makeUser('free')
    await db
      .insertInto('friendships')
      .values({ user_id: user.id, friend_id: friend.id, status: 'accepted' })
      .execute()
    const feed = async (author: typeof user, text: string, visibility: 'friends' | 'pro' | 'community') =>
      db.insertInto('feed_posts').values({ user_id: author.id, text, visibility, tag: 'hint' }).execute()
    for (let i = 1; i <= 4; i++) await feed(stranger, `Dica da comunidade ${i}`, 'community')
    await feed(stranger, 'Segredo de outra turma', 'friends')
    await feed(stranger, 'Só para PRO', 'pro')
    await feed(friend, 'Estudando grafos hoje', 'friends')
    await feed(friend, 'Dica mais recente', 'community')
    const data = await loader(call('/br/dashboard', user))
    expect(data.liveFeed?.map((p) => p.text)).toEqual([
      'Dica mais recente',
      'Estudando grafos hoje',
      'Dica da comunidade 4',
      'Dica da comunidade 3',
      'Dica da comunidade 2',
    ])
    const html = await renderRoute('pt-BR', ['common', 'site', 'progress', 'blog'], Dashboard, {
      loaderData: data,
    })
    expect(html).toContain('Feed ao vivo')
    expect(html).toContain('href="/br/news"')
    expect(html).toContain('Rui Alves')
    expect(html).not.toContain('Segredo de outra turma')
    expect(html).not.toContain('Só para PRO')

    await db.updateTable('users').set({ show_live_feed: 0 }).where('id', '=', user.id).execute()
    const off = await loader(call('/br/dashboard', user))
    expect(off.liveFeed).toBeNull()
    const quiet = await renderRoute('pt-BR', ['common', 'site', 'progress', 'blog'], Dashboard, {
      loaderData: off,
    })
    expect(quiet).not.toContain('Feed ao vivo')
  })

  it('sends visitors home', async () => {
    await expect(loader(call('/gb/dashboard'))).rejects.toMatchObject({ status: 302 })
  })

  it("shows this week's study plan against what was done, with a link to change it (issue 22)", async () => {
    const user = await makeUser('free')
    await db
      .insertInto('study_plans')
      .values({ user_id: user.id, days: '1,2,3,4,5,6,7', hours_per_day: 1 })
      .execute()
    const html = await renderRoute('en-GB', ['common', 'site', 'progress', 'study'], Dashboard, {
      loaderData: await loader(call('/gb/dashboard', user)),
    })
    expect(html).toContain('This week&#x27;s study plan')
    expect(html).toContain('Mon, Tue, Wed, Thu, Fri, Sat, Sun · 1 h a day')
    expect(html).toContain('This week: 0 h of 7 h planned, 0 lessons done.')
    expect(html).toContain('href="/gb/study-plan"')
    expect(html).toContain('(today)')
  })
})
