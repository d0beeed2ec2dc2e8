// Rows the search tests look for (not a test file itself), titled as the test says: the shared factories with
// only the titles (and the visibility) the search reads; no English title unless given.
import { db } from '~/db/client.server'
import type { ExerciseVisibility } from '~/db/schema'
import { makeCourse as courseWith, exerciseRow, makeBlogPost } from '~/tests/factories'

export function makeExercise(
  title: string,
  opts: { titleGb?: string; visibility?: ExerciseVisibility; authorId?: number } = {},
) {
  return exerciseRow({
    title_br: title,
    title_gb: opts.titleGb ?? null,
    visibility: opts.visibility ?? 'public',
    author_id: opts.authorId ?? null,
  })
}

/** A course without lessons (add them with makeLesson). */
export async function makeCourse(
  title: string,
  opts: { titleGb?: string; locked?: boolean; launchReady?: boolean } = {},
) {
  const course = await courseWith(
    {
      title_br: title,
      title_gb: opts.titleGb ?? null,
      subtitle_br: '',
      subtitle_gb: null,
      is_locked: opts.locked ? 1 : 0,
      is_launch_ready: opts.launchReady === false ? 0 : 1,
    },
    [],
  )
  return { id: course.id, slug: course.slug }
}

/** One more text lesson at the end of the course. */
export async function makeLesson(courseId: number, title: string, titleGb?: string) {
  const text = await db
    .insertInto('texts')
    .values({ title_br: title, body_br: 'Corpo' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const last = await db
    .selectFrom('lessons')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  const row = await db
    .insertInto('lessons')
    .values({
      course_id: courseId,
      position: Number(last?.p ?? 0) + 1,
      type: 'text',
      title_br: title,
      title_gb: titleGb ?? null,
      text_id: text.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function makePost(
  title: string,
  opts: { titleGb?: string; text?: string; visibility?: 'public' | 'pro' | 'draft' } = {},
) {
  const { id, url } = await makeBlogPost({
    title_br: title,
    title_gb: opts.titleGb ?? null,
    text: opts.text ?? '',
    visibility: opts.visibility ?? 'public',
  })
  return { id, url }
}
