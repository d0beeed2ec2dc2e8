// Rows the search tests look for (not a test file itself). Each call makes fresh rows with unique slugs.
import { db } from '~/db/client.server'
import type { ExerciseVisibility } from '~/db/schema'

let counter = 0
const next = () => {
  counter += 1
  return `${counter}-${Math.random().toString(36).slice(2, 8)}`
}

export async function makeExercise(
  title: string,
  opts: { titleGb?: string; visibility?: ExerciseVisibility; authorId?: number } = {},
) {
  const row = await db
    .insertInto('programming_exercises')
    .values({
      title_br: title,
      title_gb: opts.titleGb ?? null,
      text_br: 'Enunciado',
      visibility: opts.visibility ?? 'public',
      author_id: opts.authorId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function makeCourse(
  title: string,
  opts: { titleGb?: string; locked?: boolean; launchReady?: boolean } = {},
) {
  const slug = `curso-${next()}`
  const row = await db
    .insertInto('courses')
    .values({
      slug,
      title_br: title,
      title_gb: opts.titleGb ?? null,
      is_locked: opts.locked ? 1 : 0,
      is_launch_ready: opts.launchReady === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, slug }
}

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
  const url = `post-${next()}`
  const row = await db
    .insertInto('blog_posts')
    .values({
      url,
      title_br: title,
      title_gb: opts.titleGb ?? null,
      text: opts.text ?? '',
      visibility: opts.visibility ?? 'public',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, url }
}
