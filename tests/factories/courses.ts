// Courses and lessons for tests (not a test file itself): every test builds its own, with fresh slugs.
import type { Insertable } from 'kysely'
import { db } from '~/db/client.server'
import type { CoursesTable, LessonType } from '~/db/schema-learning'

let counter = 0

export interface LessonSpec {
  type: LessonType
  title?: string
  titleGb?: string
  topic?: number
  depth?: number
  preview?: boolean
  availableFrom?: string
  xp?: number
  /** theoretical: questions, each with options [text, correct]. */
  questions?: { prompt: string; options: [string, boolean][] }[]
  exerciseId?: number
  obligatoryFiles?: string[]
}

export interface MadeCourse {
  id: number
  slug: string
  topics: number[]
  lessons: { id: number; type: LessonType; theoreticalId: number | null; questions: Question[] }[]
}
type Question = { id: number; options: { id: number; correct: boolean }[] }

async function contentFor(spec: LessonSpec, n: number) {
  switch (spec.type) {
    case 'lesson':
    case 'text': {
      const { id } = await db
        .insertInto('texts')
        .values({ title_br: `Texto ${n}`, body_br: `Corpo da aula ${n}`, body_gb: `Body of lesson ${n}` })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { text_id: id }
    }
    case 'theoretical': {
      const { id } = await db
        .insertInto('theoretical_exercises')
        .values({ title_br: `Teórico ${n}`, title_gb: `Theory ${n}`, text_br: 'Responda.' })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { theoretical_id: id }
    }
    case 'math': {
      const { id } = await db
        .insertInto('math_exercises')
        .values({ title_br: `Conta ${n}`, title_gb: `Sum ${n}`, text_br: 'Quanto é 2 + 2?' })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { math_exercise_id: id }
    }
    case 'project': {
      const { id } = await db
        .insertInto('projects')
        .values({
          name_br: `Projeto ${n}`,
          name_gb: `Project ${n}`,
          description_br: 'Faça um site.',
          technologies: '["html","css"]',
          obligatory_files: JSON.stringify(spec.obligatoryFiles ?? ['README.md']),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('project_requirements')
        .values([
          { project_id: id, position: 1, text_br: 'Página inicial', text_gb: 'Home page', score: 60 },
          { project_id: id, position: 2, text_br: 'Estilo', text_gb: 'Style', score: 40 },
        ])
        .execute()
      return { project_id: id }
    }
    case 'programming':
      if (!spec.exerciseId) throw new Error('programming lessons need exerciseId')
      return { exercise_id: spec.exerciseId }
  }
}

async function addQuestions(theoreticalId: number, spec: LessonSpec): Promise<Question[]> {
  const questions: Question[] = []
  for (const [qi, q] of (spec.questions ?? []).entries()) {
    const { id } = await db
      .insertInto('theoretical_questions')
      .values({ theoretical_id: theoreticalId, position: qi + 1, prompt_br: q.prompt, prompt_gb: q.prompt })
      .returning('id')
      .executeTakeFirstOrThrow()
    const options: Question['options'] = []
    for (const [oi, [text, correct]] of q.options.entries()) {
      const row = await db
        .insertInto('theoretical_options')
        .values({ question_id: id, position: oi + 1, text_br: text, is_correct: correct ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
      options.push({ id: row.id, correct })
    }
    questions.push({ id, options })
  }
  return questions
}

/** A course with two topics and the given lessons (in order; `topic` 0 or 1). */
export async function makeCourse(
  overrides: Partial<Insertable<CoursesTable>> = {},
  specs: LessonSpec[] = [{ type: 'text' }, { type: 'text' }],
): Promise<MadeCourse> {
  counter += 1
  const course = await db
    .insertInto('courses')
    .values({
      slug: `curso-${counter}-${process.pid}`,
      title_br: `Curso ${counter}`,
      title_gb: `Course ${counter}`,
      subtitle_br: 'Subtítulo',
      subtitle_gb: 'Subtitle',
      workload_hours: 24,
      ...overrides,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
  const topics: number[] = []
  for (const position of [1, 2]) {
    const { id } = await db
      .insertInto('course_topics')
      .values({
        course_id: course.id,
        position,
        title_br: `Tópico ${position}`,
        title_gb: `Topic ${position}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    topics.push(id)
  }
  const lessons: MadeCourse['lessons'] = []
  for (const [i, spec] of specs.entries()) {
    const content = await contentFor(spec, i + 1)
    const { id } = await db
      .insertInto('lessons')
      .values({
        course_id: course.id,
        topic_id: topics[spec.topic ?? 0],
        position: i + 1,
        layer_depth: spec.depth ?? 0,
        type: spec.type,
        title_br: spec.title ?? `Aula ${i + 1}`,
        title_gb: spec.titleGb ?? `Lesson ${i + 1}`,
        is_free_preview: spec.preview ? 1 : 0,
        available_from: spec.availableFrom ?? null,
        xp: spec.xp ?? 10,
        ...content,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const theoreticalId = 'theoretical_id' in content ? (content.theoretical_id as number) : null
    const questions = theoreticalId ? await addQuestions(theoreticalId, spec) : []
    lessons.push({ id, type: spec.type, theoreticalId, questions })
  }
  return { id: course.id, slug: course.slug, topics, lessons }
}
