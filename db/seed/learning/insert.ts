import type { Kysely } from 'kysely'
import type { Database } from '../../schema'
import {
  type CourseSeed,
  DEFAULT_XP,
  type LessonSeed,
  type MathSeed,
  type ProjectSeed,
  type TextSeed,
  type TheoreticalSeed,
} from './types'

export interface SeedContext {
  db: Kysely<Database>
  authorId: number | null
  /** English title → programming exercise id. */
  exercises: Map<string, number>
  now: number
}

const flag = (value: boolean | undefined) => (value ? 1 : 0)

async function insertText(ctx: SeedContext, lesson: LessonSeed, text: TextSeed) {
  const title = text.title ?? lesson.title
  const row = await ctx.db
    .insertInto('texts')
    .values({
      title_br: title.br,
      title_gb: title.gb,
      body_br: text.body.br,
      body_gb: text.body.gb,
      author_id: ctx.authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function insertTheoretical(ctx: SeedContext, lesson: LessonSeed, t: TheoreticalSeed) {
  const { id } = await ctx.db
    .insertInto('theoretical_exercises')
    .values({
      title_br: lesson.title.br,
      title_gb: lesson.title.gb,
      text_br: t.text.br,
      text_gb: t.text.gb,
      author_id: ctx.authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const [qi, q] of t.questions.entries()) {
    if (q.options.filter((o) => o.correct).length !== 1) {
      throw new Error(`"${q.prompt.gb}" needs exactly one correct option`)
    }
    const question = await ctx.db
      .insertInto('theoretical_questions')
      .values({ theoretical_id: id, position: qi + 1, prompt_br: q.prompt.br, prompt_gb: q.prompt.gb })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ctx.db
      .insertInto('theoretical_options')
      .values(
        q.options.map((o, oi) => ({
          question_id: question.id,
          position: oi + 1,
          text_br: o.text.br,
          text_gb: o.text.gb,
          is_correct: flag(o.correct),
        })),
      )
      .execute()
  }
  return id
}

async function insertMath(ctx: SeedContext, lesson: LessonSeed, m: MathSeed, isFree: boolean) {
  const row = await ctx.db
    .insertInto('math_exercises')
    .values({
      title_br: lesson.title.br,
      title_gb: lesson.title.gb,
      text_br: m.text.br,
      text_gb: m.text.gb,
      difficulty: m.difficulty,
      kind: m.kind,
      is_free: flag(isFree),
      visibility: 'public',
      official_solution_br: m.solution.br,
      official_solution_gb: m.solution.gb,
      author_id: ctx.authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function insertProject(ctx: SeedContext, lesson: LessonSeed, p: ProjectSeed, isFree: boolean) {
  const total = p.requirements.reduce((s, r) => s + r.score, 0)
  if (total !== 100) throw new Error(`"${lesson.title.gb}": requirement scores sum to ${total}, not 100`)
  const { id } = await ctx.db
    .insertInto('projects')
    .values({
      name_br: lesson.title.br,
      name_gb: lesson.title.gb,
      description_br: p.description.br,
      description_gb: p.description.gb,
      complexity: p.complexity,
      technologies: JSON.stringify(p.technologies),
      obligatory_files: JSON.stringify(p.obligatoryFiles),
      is_free: flag(isFree),
      visibility: 'public',
      implemented_by: 'Equipe Trilha',
      year: new Date(ctx.now).getUTCFullYear(),
      author_id: ctx.authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await ctx.db
    .insertInto('project_requirements')
    .values(
      p.requirements.map((r, i) => ({
        project_id: id,
        position: i + 1,
        text_br: r.text.br,
        text_gb: r.text.gb,
        score: r.score,
      })),
    )
    .execute()
  return id
}

/** The content row a lesson points at, as the lessons table's type CHECK wants it. */
async function lessonContent(ctx: SeedContext, lesson: LessonSeed, isFree: boolean) {
  switch (lesson.type) {
    case 'lesson':
    case 'text':
      return { text_id: await insertText(ctx, lesson, lesson.text) }
    case 'theoretical':
      return { theoretical_id: await insertTheoretical(ctx, lesson, lesson.theoretical) }
    case 'math':
      return { math_exercise_id: await insertMath(ctx, lesson, lesson.math, isFree) }
    case 'programming': {
      const id = ctx.exercises.get(lesson.exercise)
      if (!id) throw new Error(`no seeded exercise "${lesson.exercise}"`)
      return { exercise_id: id }
    }
    case 'project':
      return { project_id: await insertProject(ctx, lesson, lesson.project, isFree) }
  }
}

/** Inserts a course with its topics, lessons and their content; returns the course id. */
export async function insertCourse(ctx: SeedContext, course: CourseSeed): Promise<number> {
  const { id: courseId } = await ctx.db
    .insertInto('courses')
    .values({
      slug: course.slug,
      title_br: course.title.br,
      title_gb: course.title.gb,
      subtitle_br: course.subtitle.br,
      subtitle_gb: course.subtitle.gb,
      description_br: course.description.br,
      description_gb: course.description.gb,
      requirements_br: course.requirements.br,
      requirements_gb: course.requirements.gb,
      prerequisites_br: course.prerequisites.br,
      prerequisites_gb: course.prerequisites.gb,
      will_learn_br: JSON.stringify(course.willLearn.br),
      will_learn_gb: JSON.stringify(course.willLearn.gb),
      workload_hours: course.workloadHours,
      track_type: course.trackType,
      track: course.track,
      is_free: flag(course.isFree),
      is_locked: flag(course.isLocked),
      is_launch_ready: flag(course.isLaunchReady ?? true),
      is_english_ready: 1,
      is_portuguese_ready: 1,
      allowed_languages: JSON.stringify(course.allowedLanguages),
      tag: course.tag,
      video_br: course.video.br,
      video_gb: course.video.gb,
      position: course.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  let position = 0
  for (const [ti, topic] of course.topics.entries()) {
    const { id: topicId } = await ctx.db
      .insertInto('course_topics')
      .values({ course_id: courseId, position: ti + 1, title_br: topic.title.br, title_gb: topic.title.gb })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const lesson of topic.lessons) {
      position += 1
      const opens = lesson.opensInDays
      await ctx.db
        .insertInto('lessons')
        .values({
          course_id: courseId,
          topic_id: topicId,
          position,
          layer_depth: lesson.depth ?? 0,
          type: lesson.type,
          title_br: lesson.title.br,
          title_gb: lesson.title.gb,
          video_br: lesson.type === 'lesson' ? lesson.video.br : null,
          video_gb: lesson.type === 'lesson' ? lesson.video.gb : null,
          is_free_preview: flag(lesson.freePreview),
          available_from: opens ? new Date(ctx.now + opens * 86_400_000).toISOString() : null,
          xp: lesson.xp ?? DEFAULT_XP[lesson.type],
          ...(await lessonContent(ctx, lesson, course.isFree || !!lesson.freePreview)),
        })
        .execute()
    }
  }
  return courseId
}
