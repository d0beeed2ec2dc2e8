// The course editor's topics (issue 21): add one at the end, rename it in both languages, move it with up/down
// buttons (plain forms, no JS) and delete it once no lesson is in it (a lesson is moved out in its own form).
// Topic positions order the course's reading order (courses.server.ts courseLessons).
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { db } from '~/db/client.server'
import { type FormErrors, optionalText, requiredText, str, submissionErrors } from '../content/form.server'

export const topicFormSchema = z.object({ title_br: requiredText(200), title_gb: optionalText(200) })
export interface TopicValues {
  title_br: string
  title_gb: string
}

export type ParsedTopic =
  | { ok: true; value: z.infer<typeof topicFormSchema>; values: TopicValues }
  | { ok: false; errors: FormErrors; values: TopicValues }

export function parseTopicForm(formData: FormData): ParsedTopic {
  const submission = parseWithZod(formData, { schema: topicFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values = { title_br: str(p.title_br), title_gb: str(p.title_gb) }
  if (submission.status !== 'success') return { ok: false, errors: submissionErrors(submission), values }
  return { ok: true, value: submission.value, values }
}

export async function addTopic(courseId: number, input: z.infer<typeof topicFormSchema>) {
  const { last } = await db
    .selectFrom('course_topics')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('course_topics')
    .values({
      course_id: courseId,
      position: (last ?? 0) + 1,
      title_br: input.title_br,
      title_gb: input.title_gb || null,
    })
    .execute()
}

/** Renames a topic of this course (another course's topic id changes nothing). */
export async function renameTopic(courseId: number, topicId: number, input: z.infer<typeof topicFormSchema>) {
  await db
    .updateTable('course_topics')
    .set({ title_br: input.title_br, title_gb: input.title_gb || null })
    .where('id', '=', topicId)
    .where('course_id', '=', courseId)
    .execute()
}

/** Swaps a topic with its neighbour; answers whether it moved. */
export async function moveTopic(courseId: number, topicId: number, direction: 'up' | 'down') {
  return db.transaction().execute(async (trx) => {
    const topics = await trx
      .selectFrom('course_topics')
      .select(['id', 'position'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .execute()
    const i = topics.findIndex((t) => t.id === topicId)
    const j = direction === 'up' ? i - 1 : i + 1
    if (i < 0 || j < 0 || j >= topics.length) return false
    const [a, b] = [topics[i], topics[j]]
    // Positions are unique in a course: one topic waits at a free (negative) place during the swap.
    await trx.updateTable('course_topics').set({ position: -a.id }).where('id', '=', a.id).execute()
    await trx.updateTable('course_topics').set({ position: a.position }).where('id', '=', b.id).execute()
    await trx.updateTable('course_topics').set({ position: b.position }).where('id', '=', a.id).execute()
    return true
  })
}

/** Deletes an empty topic of this course; 'notEmpty' while lessons are in it. */
export async function deleteTopic(courseId: number, topicId: number): Promise<'deleted' | 'notEmpty'> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('lessons')
      .select('id')
      .where('topic_id', '=', topicId)
      .limit(1)
      .executeTakeFirst()
    if (used) return 'notEmpty'
    await trx
      .deleteFrom('course_topics')
      .where('id', '=', topicId)
      .where('course_id', '=', courseId)
      .execute()
    return 'deleted'
  })
}

export interface EditorTopic {
  id: number
  title_br: string
  title_gb: string
  lessons: number
}

/** The course's topics in order, with how many lessons each holds. */
export async function topicsForEditor(courseId: number): Promise<EditorTopic[]> {
  const rows = await db
    .selectFrom('course_topics')
    .leftJoin('lessons', 'lessons.topic_id', 'course_topics.id')
    .select(['course_topics.id', 'course_topics.title_br', 'course_topics.title_gb'])
    .select((eb) => eb.fn.count<number>('lessons.id').as('lessons'))
    .where('course_topics.course_id', '=', courseId)
    .groupBy('course_topics.id')
    .orderBy('course_topics.position')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title_br: r.title_br,
    title_gb: r.title_gb ?? '',
    lessons: Number(r.lessons),
  }))
}
