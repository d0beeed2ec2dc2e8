// The subjects editor (issue 21; docs/product.md#judge-practice-pages: "Subjects"): title in both languages, slug,
// progression category and the lessons that teach it (subject_lessons, migration 0029). Exercises are filed
// under subjects from the exercise form (the judge's); the practice pages list subjects by category.
import { parseWithZod } from '@conform-to/zod'
import { sql } from 'kysely'
import { z } from 'zod'
import { db } from '~/db/client.server'
import { SUBJECT_CATEGORIES } from '~/db/schema'
import { type FormErrors, optionalText, requiredText, str, submissionErrors } from '../content/form.server'
import { SLUG } from '../courses/courses.server'

export const subjectFormSchema = z.object({
  slug: z.string({ required_error: 'required' }).trim().regex(SLUG, 'slug'),
  title_br: requiredText(200),
  title_gb: optionalText(200),
  category: z.enum(SUBJECT_CATEGORIES, { message: 'invalid' }),
})
export type SubjectInput = z.infer<typeof subjectFormSchema>
export type SubjectValues = Record<keyof SubjectInput, string>

export const blankSubjectValues = (): SubjectValues => ({
  slug: '',
  title_br: '',
  title_gb: '',
  category: 'basic',
})

export function parseSubjectForm(
  formData: FormData,
):
  | { ok: true; value: SubjectInput; values: SubjectValues }
  | { ok: false; errors: FormErrors; values: SubjectValues } {
  const submission = parseWithZod(formData, { schema: subjectFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values = {
    slug: str(p.slug),
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    category: str(p.category),
  }
  if (submission.status !== 'success') return { ok: false, errors: submissionErrors(submission), values }
  return { ok: true, value: submission.value, values }
}

export async function saveSubject(id: number | null, input: SubjectInput) {
  const other = await db.selectFrom('subjects').select('id').where('slug', '=', input.slug).executeTakeFirst()
  if (other && other.id !== id) return { ok: false as const, reason: 'slugTaken' as const }
  const columns = { ...input, title_gb: input.title_gb || null }
  if (id) {
    await db.updateTable('subjects').set(columns).where('id', '=', id).execute()
    return { ok: true as const, id }
  }
  const row = await db.insertInto('subjects').values(columns).returning('id').executeTakeFirstOrThrow()
  return { ok: true as const, id: row.id }
}

export const findSubject = (id: number) =>
  db.selectFrom('subjects').selectAll().where('id', '=', id).executeTakeFirst()

/** Every subject by category and title, with its counts of exercises and lessons. */
export async function subjectsForEditors() {
  const rows = await db
    .selectFrom('subjects')
    .select(['id', 'slug', 'title_br', 'category'])
    .select([
      sql<number>`(SELECT count(*) FROM exercise_subjects es WHERE es.subject_id = subjects.id)`.as(
        'exercises',
      ),
      sql<number>`(SELECT count(*) FROM subject_lessons sl WHERE sl.subject_id = subjects.id)`.as('lessons'),
    ])
    .orderBy('category')
    .orderBy('title_br')
    .execute()
  return rows.map((r) => ({ ...r, exercises: Number(r.exercises), lessons: Number(r.lessons) }))
}

const lessonRows = () =>
  db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', sql<string>`courses.title_br || ' — ' || lessons.title_br`.as('title')])

/** The subject's lessons, each named with its course. */
export async function subjectLessons(subjectId: number) {
  return lessonRows()
    .innerJoin('subject_lessons', 'subject_lessons.lesson_id', 'lessons.id')
    .where('subject_lessons.subject_id', '=', subjectId)
    .orderBy('courses.title_br')
    .orderBy('lessons.position')
    .execute()
}

/** Lessons whose title or course title holds the text (at most 25), minus those already picked. */
export async function searchLessons(q: string, picked: number[]) {
  if (!q) return []
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await lessonRows()
    .where((eb) =>
      eb.or([
        sql<boolean>`lessons.title_br LIKE ${pattern} ESCAPE '\\'`,
        sql<boolean>`courses.title_br LIKE ${pattern} ESCAPE '\\'`,
      ]),
    )
    .orderBy('courses.title_br')
    .orderBy('lessons.position')
    .limit(25)
    .execute()
  return rows.filter((r) => !picked.includes(r.id))
}

/** Links exactly these lessons to the subject (ids that are not lessons are dropped). */
export async function setSubjectLessons(subjectId: number, lessonIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const found = lessonIds.length
      ? await trx.selectFrom('lessons').select('id').where('id', 'in', lessonIds).execute()
      : []
    await trx.deleteFrom('subject_lessons').where('subject_id', '=', subjectId).execute()
    if (found.length)
      await trx
        .insertInto('subject_lessons')
        .values(found.map((l) => ({ subject_id: subjectId, lesson_id: l.id })))
        .execute()
  })
}
