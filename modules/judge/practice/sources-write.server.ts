// Writing sources (seeds, tests; a staff editor can build on these): create/update by slug, attach exercises.
import { z } from 'zod'
import { type DB, db } from '~/db/client.server'

export const sourceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  title_br: z.string().trim().min(1).max(200),
  title_gb: z.string().trim().min(1).max(200).nullish(),
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/)
    .nullish(),
  parent_slug: z.string().nullish(),
  position: z.number().int().default(0),
})
export type SourceInput = z.input<typeof sourceSchema>

/** Creates or updates a source by slug (seeds and tests; staff editing comes later); returns its id. */
export async function upsertSource(input: SourceInput, conn: DB = db): Promise<number> {
  const data = sourceSchema.parse(input)
  const parent = data.parent_slug
    ? await conn.selectFrom('sources').select('id').where('slug', '=', data.parent_slug).executeTakeFirst()
    : undefined
  if (data.parent_slug && !parent) throw new Error(`unknown source: ${data.parent_slug}`)
  const values = {
    slug: data.slug,
    parent_id: parent?.id ?? null,
    position: data.position,
    title_br: data.title_br,
    title_gb: data.title_gb ?? null,
    date: data.date ?? null,
  }
  const row = await conn
    .insertInto('sources')
    .values(values)
    .onConflict((oc) => oc.column('slug').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Puts an exercise in these sources (by slug), replacing its previous ones. */
export async function setExerciseSources(exerciseId: number, slugs: string[], conn: DB = db) {
  await conn.transaction().execute(async (trx) => {
    const rows = slugs.length
      ? await trx.selectFrom('sources').select(['id', 'slug']).where('slug', 'in', slugs).execute()
      : []
    const missing = slugs.filter((s) => !rows.some((r) => r.slug === s))
    if (missing.length) throw new Error(`unknown sources: ${missing.join(', ')}`)
    await trx.deleteFrom('exercise_sources').where('exercise_id', '=', exerciseId).execute()
    if (rows.length) {
      await trx
        .insertInto('exercise_sources')
        .values(rows.map((r) => ({ exercise_id: exerciseId, source_id: r.id })))
        .execute()
    }
  })
}
