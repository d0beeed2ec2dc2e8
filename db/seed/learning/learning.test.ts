import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { LESSON_TYPES } from '~/db/schema-learning'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { courseImagePath } from '~/modules/learning/paths.server'
import { db } from '../../client.server'
import { seedExercises } from '../exercises'
import { COURSES, INTRO_COURSE, seedLearning } from './index'
import { readPng, useOwnMediaDir } from './test-helpers'

useOwnJudgeDataDir()
useOwnMediaDir()

const SLUGS = [
  'introducao-a-programacao',
  'python-bootcamp',
  'javascript-bootcamp',
  'git-na-pratica',
  'programacao-orientada-a-objetos',
]
const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length

let seeded: Awaited<ReturnType<typeof seedLearning>>
beforeAll(async () => {
  await seedExercises(db, undefined)
  seeded = await seedLearning(db, { now: Date.parse('2026-11-21T12:00:00Z') })
})

describe('demo courses', () => {
  it('exist under their slugs with every field filled in both languages', async () => {
    const courses = await db.selectFrom('courses').selectAll().orderBy('position').execute()
    expect(courses.map((c) => c.slug)).toEqual(SLUGS)
    for (const c of courses) {
      for (const field of ['title', 'subtitle', 'description', 'requirements', 'prerequisites'] as const) {
        expect(c[`${field}_br`].trim(), `${c.slug} ${field}_br`).not.toBe('')
        expect(c[`${field}_gb`]?.trim(), `${c.slug} ${field}_gb`).toBeTruthy()
        expect(c[`${field}_gb`], `${c.slug} ${field}`).not.toBe(c[`${field}_br`])
      }
      const br = JSON.parse(c.will_learn_br) as string[]
      const gb = JSON.parse(c.will_learn_gb ?? '[]') as string[]
      expect(br.length, c.slug).toBeGreaterThanOrEqual(3)
      expect(gb).toHaveLength(br.length)
      expect(c.workload_hours).toBeGreaterThan(0)
      expect(c.video_br && c.video_gb && c.tag).toBeTruthy()
      expect(Array.isArray(JSON.parse(c.allowed_languages))).toBe(true)
    }
  })

  it('set the flags the product needs: free intro, PRO Python with a preview, locked OOP', async () => {
    const bySlug = new Map(
      (await db.selectFrom('courses').selectAll().execute()).map((c) => [c.slug, c] as const),
    )
    const intro = bySlug.get('introducao-a-programacao')!
    expect([intro.is_free, intro.track, intro.track_type, intro.allowed_languages]).toEqual([
      1,
      'language',
      'programming',
      '[]',
    ])
    const python = bySlug.get('python-bootcamp')!
    expect(python.is_free).toBe(0)
    expect(JSON.parse(python.allowed_languages)).toEqual(['python3', 'pypy'])
    const previews = await db
      .selectFrom('lessons')
      .select(['position', 'is_free_preview'])
      .where('course_id', '=', python.id)
      .orderBy('position')
      .execute()
    expect(previews.filter((l) => l.is_free_preview).map((l) => l.position)).toEqual([1, 2])
    expect(bySlug.get('javascript-bootcamp')!.is_free).toBe(1)
    expect(bySlug.get('git-na-pratica')!.track).toBe('professional')
    expect(bySlug.get('programacao-orientada-a-objetos')!.is_locked).toBe(1)
    const prerequisites = await db
      .selectFrom('course_prerequisites as p')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .innerJoin('courses as r', 'r.id', 'p.required_course_id')
      .select(['c.slug as course', 'r.slug as required'])
      .execute()
    expect(prerequisites).toContainEqual({ course: 'python-bootcamp', required: 'introducao-a-programacao' })
  })

  it('have lessons of every type, in order within ordered topics, with their content present', async () => {
    const lessons = await db
      .selectFrom('lessons as l')
      .innerJoin('course_topics as t', 't.id', 'l.topic_id')
      .leftJoin('texts as x', 'x.id', 'l.text_id')
      .leftJoin('theoretical_exercises as q', 'q.id', 'l.theoretical_id')
      .leftJoin('math_exercises as m', 'm.id', 'l.math_exercise_id')
      .leftJoin('programming_exercises as e', 'e.id', 'l.exercise_id')
      .leftJoin('projects as p', 'p.id', 'l.project_id')
      .select([
        'l.course_id',
        'l.position',
        'l.type',
        'l.layer_depth',
        'l.title_gb',
        'l.video_br',
        't.position as topic',
        'x.body_br',
        'x.body_gb',
        'q.id as theoretical',
        'm.official_solution_gb',
        'e.package_hash',
        'p.id as project',
      ])
      .orderBy('l.course_id')
      .orderBy('l.position')
      .execute()
    const counts = new Map<string, number>()
    for (const l of lessons) counts.set(l.type, (counts.get(l.type) ?? 0) + 1)
    for (const type of LESSON_TYPES) expect(counts.get(type) ?? 0, type).toBeGreaterThanOrEqual(3)
    expect(new Set(lessons.map((l) => l.layer_depth))).toEqual(new Set([0, 1, 2]))
    for (const courseId of new Set(lessons.map((l) => l.course_id))) {
      const own = lessons.filter((l) => l.course_id === courseId)
      expect(own.map((l) => l.position)).toEqual(own.map((_, i) => i + 1))
      expect(own.map((l) => l.topic)).toEqual([...own.map((l) => l.topic)].sort((a, b) => a - b))
    }
    for (const l of lessons) {
      expect(l.title_gb, `lesson ${l.position}`).toBeTruthy()
      if (l.type === 'lesson') expect(l.video_br).toBeTruthy()
      if (l.type === 'lesson' || l.type === 'text') {
        for (const body of [l.body_br!, l.body_gb!]) {
          expect(words(body), l.title_gb!).toBeGreaterThanOrEqual(150)
          expect(words(body), l.title_gb!).toBeLessThanOrEqual(520)
        }
      }
      if (l.type === 'theoretical') expect(l.theoretical).toBeTruthy()
      if (l.type === 'math') expect(l.official_solution_gb).toContain('$')
      if (l.type === 'programming') expect(l.package_hash).toHaveLength(64)
      if (l.type === 'project') expect(l.project).toBeTruthy()
    }
  })

  it('ask theoretical questions with exactly one correct option each', async () => {
    const questions = await db
      .selectFrom('theoretical_questions as q')
      .innerJoin('theoretical_options as o', 'o.question_id', 'q.id')
      .select(['q.theoretical_id', 'q.id', (eb) => eb.fn.sum<number>('o.is_correct').as('correct')])
      .select((eb) => eb.fn.countAll<number>().as('options'))
      .groupBy('q.id')
      .execute()
    expect(questions.length).toBeGreaterThanOrEqual(15)
    for (const q of questions) {
      expect(q.correct).toBe(1)
      expect(q.options).toBeGreaterThanOrEqual(2)
      expect(q.options).toBeLessThanOrEqual(4)
    }
    const perExercise = new Map<number, number>()
    for (const q of questions) perExercise.set(q.theoretical_id, (perExercise.get(q.theoretical_id) ?? 0) + 1)
    for (const n of perExercise.values()) expect(n).toBeGreaterThanOrEqual(2)
    for (const n of perExercise.values()) expect(n).toBeLessThanOrEqual(4)
  })

  it('have projects whose requirement scores sum to 100, with technologies and obligatory files', async () => {
    const projects = await db.selectFrom('projects').selectAll().execute()
    expect(projects.length).toBeGreaterThanOrEqual(3)
    for (const p of projects) {
      const reqs = await db
        .selectFrom('project_requirements')
        .select(['position', 'score'])
        .where('project_id', '=', p.id)
        .orderBy('position')
        .execute()
      expect(
        reqs.reduce((s, r) => s + r.score, 0),
        p.name_gb!,
      ).toBe(100)
      expect(reqs.map((r) => r.position)).toEqual(reqs.map((_, i) => i + 1))
      expect(JSON.parse(p.technologies).length).toBeGreaterThan(0)
      expect(JSON.parse(p.obligatory_files)).toContain('README.md')
    }
  })

  it('each have a 600×600 PNG icon on disk', async () => {
    const courses = await db.selectFrom('courses').select(['id', 'slug', 'has_image']).execute()
    for (const c of courses) {
      expect(c.has_image, c.slug).toBe(1)
      const png = readPng(fs.readFileSync(courseImagePath(c.id)))
      expect([png.width, png.height]).toEqual([600, 600])
    }
  })

  it('describe the intro course for the e2e suite exactly as seeded', async () => {
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', INTRO_COURSE.slug)
      .executeTakeFirstOrThrow()
    const lessons = await db
      .selectFrom('lessons')
      .select(['id', 'position', 'type', 'title_br', 'title_gb', 'theoretical_id', 'exercise_id'])
      .where('course_id', '=', course.id)
      .orderBy('position')
      .execute()
    expect(
      lessons.map(({ position, type, title_br, title_gb }) => ({ position, type, title_br, title_gb })),
    ).toEqual(
      INTRO_COURSE.lessons.map(({ position, type, title_br, title_gb }) => ({
        position,
        type,
        title_br,
        title_gb,
      })),
    )
    expect(lessons[0].type).toBe('text')
    const types = lessons.map((l) => l.type).sort()
    expect(types).toEqual([
      'lesson',
      'lesson',
      'math',
      'programming',
      'programming',
      'project',
      'text',
      'text',
      'theoretical',
      'theoretical',
    ])
    for (const [i, l] of INTRO_COURSE.lessons.entries()) {
      if (l.answers) {
        const options = await db
          .selectFrom('theoretical_questions as q')
          .innerJoin('theoretical_options as o', 'o.question_id', 'q.id')
          .select(['q.position', 'q.prompt_gb', 'o.text_br', 'o.text_gb', 'o.is_correct'])
          .where('q.theoretical_id', '=', lessons[i].theoretical_id)
          .execute()
        for (const [qi, a] of l.answers.entries()) {
          const own = options.filter((o) => o.position === qi + 1)
          expect(own[0].prompt_gb).toBe(a.prompt_gb)
          expect(own.find((o) => o.text_br === a.correct_br && o.text_gb === a.correct_gb)?.is_correct).toBe(
            1,
          )
          expect(own.find((o) => o.text_br === a.wrong_br && o.text_gb === a.wrong_gb)?.is_correct).toBe(0)
        }
      }
      if (l.exercise) {
        const exercise = await db
          .selectFrom('programming_exercises')
          .select(['title_br', 'title_gb'])
          .where('id', '=', lessons[i].exercise_id)
          .executeTakeFirstOrThrow()
        expect(exercise).toEqual({ title_br: l.exercise.title_br, title_gb: l.exercise.title_gb })
      }
    }
    expect(INTRO_COURSE.lessons.some((l) => l.exercise?.title_gb === 'Sum of two integers')).toBe(true)
  })

  it('keep a lesson of the Python bootcamp closed for a week after the seed', async () => {
    const closed = await db
      .selectFrom('lessons')
      .select('available_from')
      .where('available_from', 'is not', null)
      .execute()
    expect(closed.map((l) => l.available_from)).toEqual(['2026-11-28T12:00:00.000Z'])
  })
})

describe('demo sources', () => {
  it('nest OBI years, phases and levels, and link the demo exercises to the leaves', async () => {
    const sources = await db.selectFrom('sources').selectAll().execute()
    const bySlug = new Map(sources.map((s) => [s.slug, s] as const))
    const level = bySlug.get('obi-2023-fase-1-nivel-1')!
    const phase = bySlug.get('obi-2023-fase-1')!
    expect(level.parent_id).toBe(phase.id)
    expect(phase.parent_id).toBe(bySlug.get('obi-2023')!.id)
    expect(bySlug.get('obi-2024')?.parent_id).toBeNull()
    expect(bySlug.get('trilha')?.parent_id).toBeNull()
    expect(sources.every((s) => s.title_br && s.title_gb && s.date)).toBe(true)
    const linked = await db
      .selectFrom('exercise_sources as es')
      .innerJoin('programming_exercises as e', 'e.id', 'es.exercise_id')
      .innerJoin('sources as s', 's.id', 'es.source_id')
      .select(['e.title_gb', 's.slug'])
      .execute()
    expect(linked).toContainEqual({ title_gb: 'Even or odd', slug: 'obi-2023-fase-1-nivel-1' })
    expect(linked).toContainEqual({ title_gb: 'FizzBuzz', slug: 'trilha-bootcamp-javascript' })
    const withChildren = new Set(sources.map((s) => s.parent_id))
    expect(linked.every((l) => !withChildren.has(bySlug.get(l.slug)!.id))).toBe(true)
    const everyExercise = await db.selectFrom('programming_exercises').select('title_gb').execute()
    const titles = new Set(linked.map((l) => l.title_gb))
    expect(everyExercise.filter((e) => !titles.has(e.title_gb))).toEqual([])
    expect(seeded.sourceIds.get('trilha')).toBe(bySlug.get('trilha')!.id)
  })
})

describe('course list', () => {
  it('is the one the seed declares', () => {
    expect(COURSES.map((c) => c.slug)).toEqual(SLUGS)
  })
})
