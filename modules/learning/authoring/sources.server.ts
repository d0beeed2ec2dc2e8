// The sources editor (issue 21; docs/product.md#judge-practice-pages: "Sources"): title in both languages, slug,
// date (a year or a day), order among its siblings, its subcategories (sources whose parent it is, created from
// it) and the programming exercises filed under it. The practice pages read the tree (modules/judge
// practice/sources.server.ts); the seed writes it by slug (the judge's upsertSource).
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { listExercises, parseExerciseFilters } from '~/modules/judge'
import { type FormErrors, optionalText, requiredText, str, submissionErrors } from '../content/form.server'
import { SLUG } from '../courses/courses.server'

export const sourceFormSchema = z.object({
  slug: z.string({ required_error: 'required' }).trim().regex(SLUG, 'slug'),
  title_br: requiredText(200),
  title_gb: optionalText(200),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}(-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/, 'invalid')
    .optional(),
  position: z.coerce
    .number({ invalid_type_error: 'invalid' })
    .int('invalid')
    .min(0, 'invalid')
    .max(9999, 'invalid')
    .default(0),
})
export type SourceInput = z.infer<typeof sourceFormSchema>
export type SourceValues = Record<keyof SourceInput, string>

export const blankSourceValues = (): SourceValues => ({
  slug: '',
  title_br: '',
  title_gb: '',
  date: '',
  position: '0',
})

export function parseSourceForm(
  formData: FormData,
):
  | { ok: true; value: SourceInput; values: SourceValues }
  | { ok: false; errors: FormErrors; values: SourceValues } {
  const submission = parseWithZod(formData, { schema: sourceFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values = {
    slug: str(p.slug),
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    date: str(p.date),
    position: str(p.position),
  }
  if (submission.status !== 'success') return { ok: false, errors: submissionErrors(submission), values }
  return { ok: true, value: submission.value, values }
}

/** Creates (under `parentId`, or at the top) or updates a source; 'slugTaken' when another source has the slug. */
export async function saveSource(id: number | null, parentId: number | null, input: SourceInput) {
  const other = await db.selectFrom('sources').select('id').where('slug', '=', input.slug).executeTakeFirst()
  if (other && other.id !== id) return { ok: false as const, reason: 'slugTaken' as const }
  const columns = {
    slug: input.slug,
    title_br: input.title_br,
    title_gb: input.title_gb || null,
    date: input.date || null,
    position: input.position,
  }
  if (id) {
    await db.updateTable('sources').set(columns).where('id', '=', id).execute()
    return { ok: true as const, id }
  }
  const row = await db
    .insertInto('sources')
    .values({ ...columns, parent_id: parentId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ok: true as const, id: row.id }
}

export const findSource = (id: number) =>
  db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirst()

/** Every source as the tree reads (top ones first, each followed by its subcategories), with its depth. */
export async function sourcesForEditors() {
  const [rows, counts] = await Promise.all([
    db.selectFrom('sources').selectAll().orderBy('position').orderBy('date', 'desc').orderBy('id').execute(),
    db
      .selectFrom('exercise_sources')
      .select(['source_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('source_id')
      .execute(),
  ])
  const count = new Map(counts.map((c) => [c.source_id, Number(c.n)]))
  const out: {
    id: number
    title: string
    slug: string
    date: string | null
    depth: number
    exercises: number
  }[] = []
  const seen = new Set<number>()
  const visit = (parent: number | null, depth: number) => {
    for (const r of rows.filter((r) => r.parent_id === parent && !seen.has(r.id))) {
      seen.add(r.id)
      out.push({
        id: r.id,
        title: r.title_br,
        slug: r.slug,
        date: r.date,
        depth,
        exercises: count.get(r.id) ?? 0,
      })
      visit(r.id, depth + 1)
    }
  }
  visit(null, 0)
  return out
}

export async function sourceChildren(id: number) {
  return db
    .selectFrom('sources')
    .select(['id', 'title_br as title'])
    .where('parent_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

/** The exercises filed directly under the source, with their titles. */
export async function sourceExercises(id: number) {
  return db
    .selectFrom('exercise_sources')
    .innerJoin('programming_exercises', 'programming_exercises.id', 'exercise_sources.exercise_id')
    .select(['programming_exercises.id', 'programming_exercises.title_br as title'])
    .where('exercise_sources.source_id', '=', id)
    .orderBy('programming_exercises.id')
    .execute()
}

/** The practice catalogue's search (what this editor may see), minus what is already picked. */
export async function searchExercises(user: SessionUser, q: string, picked: number[], lng: Lng) {
  if (!q) return []
  const page = await listExercises(user, parseExerciseFilters(new URLSearchParams({ q })), lng)
  return page.rows.filter((r) => !picked.includes(r.id)).map((r) => ({ id: r.id, title: r.title }))
}

/** Files exactly these exercises under the source (ids that are not exercises are dropped). */
export async function setSourceExercises(sourceId: number, exerciseIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const found = exerciseIds.length
      ? await trx.selectFrom('programming_exercises').select('id').where('id', 'in', exerciseIds).execute()
      : []
    await trx.deleteFrom('exercise_sources').where('source_id', '=', sourceId).execute()
    if (found.length)
      await trx
        .insertInto('exercise_sources')
        .values(found.map((e) => ({ source_id: sourceId, exercise_id: e.id })))
        .execute()
  })
}
