import { z } from 'zod'
import { db } from '~/db/client.server'

/** Spec §5: the short name takes uppercase letters and hyphen only. */
export const SHORT_NAME = /^[A-Z-]{2,20}$/

export const institutionSchema = z.object({
  name: z.string().trim().min(2).max(120),
  short_name: z.string().trim().regex(SHORT_NAME),
  type: z.enum(['educational', 'company']),
  country: z.string().trim().length(2).toUpperCase(),
  state: z.string().trim().max(60).optional(),
})
export type InstitutionInput = z.infer<typeof institutionSchema>

export async function createInstitution(input: InstitutionInput, createdBy: number | null) {
  const data = institutionSchema.parse(input)
  return db
    .insertInto('institutions')
    .values({ ...data, state: data.state ?? null, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export async function listInstitutions() {
  return db.selectFrom('institutions').selectAll().orderBy('name').execute()
}
