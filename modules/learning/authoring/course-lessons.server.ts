// The course editor's lessons (issue 21): add and edit a lesson (topic, type, the content it shows, video,
// depth, free preview, XP), reorder them with up/down buttons (plain forms, no JS) and delete one nobody has
// started. A lesson names its content by id (the number in the content's own address); the id must exist in
// the table of its type. Choosing another topic moves the lesson to that topic's end.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { db } from '~/db/client.server'
import { LESSON_TYPES, type Lesson, type LessonType } from '~/db/schema-learning'
import { type FormErrors, optionalText, requiredText, str, submissionErrors } from '../content/form.server'
import { courseLessons } from '../courses/courses.server'

/** Which lesson column and table hold each type's content ('lesson' is a video with its text). */
const CONTENT = {
  lesson: { column: 'text_id', table: 'texts' },
  text: { column: 'text_id', table: 'texts' },
  theoretical: { column: 'theoretical_id', table: 'theoretical_exercises' },
  math: { column: 'math_exercise_id', table: 'math_exercises' },
  programming: { column: 'exercise_id', table: 'programming_exercises' },
  project: { column: 'project_id', table: 'projects' },
} as const satisfies Record<LessonType, { column: keyof Lesson; table: string }>

const int = (min: number, max: number) =>
  z.coerce.number({ invalid_type_error: 'invalid' }).int('invalid').min(min, 'invalid').max(max, 'invalid')

export const lessonFormSchema = z.object({
  title_br: requiredText(200),
  title_gb: optionalText(200),
  type: z.enum(LESSON_TYPES, { message: 'invalid' }),
  content_id: int(1, 999_999_999).optional(),
  video_br: optionalText(200),
  video_gb: optionalText(200),
  topic_id: int(1, 999_999_999).optional(),
  // The table's CHECK: depths 0 to 3.
  layer_depth: int(0, 3).default(0),
  xp: int(0, 1000).default(10),
  is_free_preview: z.boolean().default(false),
})
export type LessonInput = z.infer<typeof lessonFormSchema>

export interface LessonFormValues {
  title_br: string
  title_gb: string
  topic_id: string
  type: string
  content_id: string
  video_br: string
  video_gb: string
  layer_depth: string
  xp: string
  is_free_preview: boolean
}

export const blankLessonValues = (): LessonFormValues => ({
  title_br: '',
  title_gb: '',
  topic_id: '',
  type: 'text',
  content_id: '',
  video_br: '',
  video_gb: '',
  layer_depth: '0',
  xp: '10',
  is_free_preview: false,
})

export function lessonValues(l: Lesson): LessonFormValues {
  const id = l[CONTENT[l.type].column]
  return {
    title_br: l.title_br,
    title_gb: l.title_gb ?? '',
    topic_id: l.topic_id === null ? '' : String(l.topic_id),
    type: l.type,
    content_id: id === null ? '' : String(id),
    video_br: l.video_br ?? '',
    video_gb: l.video_gb ?? '',
    layer_depth: String(l.layer_depth),
    xp: String(l.xp),
    is_free_preview: l.is_free_preview === 1,
  }
}

export type ParsedLessonForm =
  | { ok: true; value: LessonInput; values: LessonFormValues }
  | { ok: false; errors: FormErrors; values: LessonFormValues }

/** Parses the form; the topic, when chosen, must be one of this course's. */
export async function parseLessonForm(courseId: number, formData: FormData): Promise<ParsedLessonForm> {
  const submission = parseWithZod(formData, { schema: lessonFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values: LessonFormValues = {
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    topic_id: str(p.topic_id),
    type: str(p.type),
    content_id: str(p.content_id),
    video_br: str(p.video_br),
    video_gb: str(p.video_gb),
    layer_depth: str(p.layer_depth),
    xp: str(p.xp),
    is_free_preview: p.is_free_preview === 'on',
  }
  if (submission.status !== 'success') return { ok: false, errors: submissionErrors(submission), values }
  const v = submission.value
  // Every type shows a content row (a video lesson its text: the table's CHECK); the id must name one of its type.
  if (v.content_id === undefined) return { ok: false, errors: { content_id: ['required'] }, values }
  if (!(await contentExists(v.type, v.content_id))) {
    return { ok: false, errors: { content_id: ['contentMissing'] }, values }
  }
  if (v.topic_id !== undefined) {
    const topic = await db
      .selectFrom('course_topics')
      .select('id')
      .where('id', '=', v.topic_id)
      .where('course_id', '=', courseId)
      .executeTakeFirst()
    if (!topic) return { ok: false, errors: { topic_id: ['invalid'] }, values }
  }
  return { ok: true, value: v, values }
}

async function contentExists(type: LessonType, id: number) {
  const row = await db.selectFrom(CONTENT[type].table).select('id').where('id', '=', id).executeTakeFirst()
  return !!row
}

/** The next free position of a course: the end of whichever topic the lesson goes to (positions order a topic). */
async function endPosition(courseId: number) {
  const { last } = await db
    .selectFrom('lessons')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow()
  return (last ?? 0) + 1
}

/** Creates (at the end of its topic) or updates a lesson; a lesson moved to another topic goes to its end. */
export async function saveLesson(courseId: number, lessonId: number | null, input: LessonInput) {
  const refs = {
    text_id: null,
    theoretical_id: null,
    math_exercise_id: null,
    exercise_id: null,
    project_id: null,
  }
  const topicId = input.topic_id ?? null
  const columns = {
    title_br: input.title_br,
    title_gb: input.title_gb || null,
    topic_id: topicId,
    type: input.type,
    ...refs,
    [CONTENT[input.type].column]: input.content_id,
    video_br: input.video_br || null,
    video_gb: input.video_gb || null,
    layer_depth: input.layer_depth,
    xp: input.xp,
    is_free_preview: input.is_free_preview ? 1 : 0,
  }
  if (lessonId) {
    const before = await db
      .selectFrom('lessons')
      .select('topic_id')
      .where('id', '=', lessonId)
      .where('course_id', '=', courseId)
      .executeTakeFirst()
    const moved = before && before.topic_id !== topicId ? { position: await endPosition(courseId) } : {}
    await db
      .updateTable('lessons')
      .set({ ...columns, ...moved })
      .where('id', '=', lessonId)
      .where('course_id', '=', courseId)
      .execute()
    return lessonId
  }
  const row = await db
    .insertInto('lessons')
    .values({ ...columns, course_id: courseId, position: await endPosition(courseId) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** How many students have opened or completed the lesson (a lesson with progress is not deleted). */
export async function lessonProgressCount(lessonId: number) {
  const { n } = await db
    .selectFrom('lesson_progress')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lesson_id', '=', lessonId)
    .executeTakeFirstOrThrow()
  return Number(n)
}

/**
 * Deletes a lesson of this course nobody has progress on. With progress it refuses ('hasProgress'): deleting
 * would erase students' completions (lesson_progress cascades) and change their course's count of lessons
 * left, and "completed" would no longer match the XP they earned. Such a lesson is edited instead.
 */
export async function deleteLesson(courseId: number, lessonId: number): Promise<'deleted' | 'hasProgress'> {
  return db.transaction().execute(async (trx) => {
    const started = await trx
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('lesson_id', '=', lessonId)
      .limit(1)
      .executeTakeFirst()
    if (started) return 'hasProgress'
    await trx.deleteFrom('lessons').where('id', '=', lessonId).where('course_id', '=', courseId).execute()
    return 'deleted'
  })
}

/**
 * Up/down: swaps the lesson with its neighbour in reading order when both sit in the same topic (positions
 * order lessons inside a topic; moving between topics is not a reorder). Answers whether it moved.
 */
export async function moveLesson(courseId: number, lessonId: number, direction: 'up' | 'down') {
  return db.transaction().execute(async (trx) => {
    const lessons = await courseLessons(courseId, trx)
    const i = lessons.findIndex((l) => l.id === lessonId)
    const j = direction === 'up' ? i - 1 : i + 1
    if (i < 0 || j < 0 || j >= lessons.length || lessons[i].topic_id !== lessons[j].topic_id) return false
    const [a, b] = [lessons[i], lessons[j]]
    // Positions are unique in a course: one lesson waits at a free (negative) place during the swap.
    await trx.updateTable('lessons').set({ position: -a.id }).where('id', '=', a.id).execute()
    await trx.updateTable('lessons').set({ position: a.position }).where('id', '=', b.id).execute()
    await trx.updateTable('lessons').set({ position: b.position }).where('id', '=', a.id).execute()
    return true
  })
}

/** The editor's lesson list, in reading order. */
export async function lessonsForEditor(courseId: number) {
  const lessons = await courseLessons(courseId)
  return lessons.map((l, i) => ({
    id: l.id,
    title: l.title_br,
    type: l.type,
    topicId: l.topic_id,
    contentId: l[CONTENT[l.type].column] as number | null,
    first: i === 0 || lessons[i - 1].topic_id !== l.topic_id,
    last: i === lessons.length - 1 || lessons[i + 1].topic_id !== l.topic_id,
  }))
}
