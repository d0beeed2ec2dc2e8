import type { Selectable } from 'kysely'
// External competition results and jobs (docs/product.md#competitions-external-results-and-halls-of-fame), recorded on the user's profile (the social issue's profile
// edit calls these) and shown by the halls of fame. Validation follows docs/product.md#competitions-external-results-and-halls-of-fame: name required, name valid,
// level required, scope required, year required; 'other' needs its own name; a medal or a position.
import { z } from 'zod'
import { db } from '~/db/client.server'
import {
  EXTERNAL_COMPETITIONS,
  EXTERNAL_LEVELS,
  EXTERNAL_SCOPES,
  type ExternalResultsTable,
  JOB_POSITIONS,
  type JobsTable,
  MEDALS,
} from '~/db/schema-competitions'

/** Messages are translation keys with their namespace, so any page can show them: t(message). */
const e = (key: string) => `rankings:external.errors.${key}`
const j = (key: string) => `rankings:jobs.errors.${key}`

/** An empty form field is a missing value. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const numeric = (v: unknown) => {
  const b = blank(v)
  return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b
}

function choice<T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) {
  return z.preprocess(
    blank,
    z.enum(values, { errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? required : invalid }) }),
  )
}

function optionalChoice<T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.preprocess(blank, z.enum(values, { errorMap: () => ({ message: invalid }) }).optional())
}

const optionalId = (invalid: string) =>
  z.preprocess(numeric, z.number({ invalid_type_error: invalid }).int(invalid).positive(invalid).optional())

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const externalResultSchema = z
  .object({
    name: choice(EXTERNAL_COMPETITIONS, e('nameRequired'), e('nameInvalid')),
    other_name: z.preprocess(blank, z.string().trim().max(120, e('otherNameTooLong')).optional()),
    level: choice(EXTERNAL_LEVELS, e('levelRequired'), e('levelInvalid')),
    scope: choice(EXTERNAL_SCOPES, e('scopeRequired'), e('scopeInvalid')),
    year: z.preprocess(
      numeric,
      z
        .number({ required_error: e('yearRequired'), invalid_type_error: e('yearInvalid') })
        .int(e('yearInvalid'))
        .min(1980, e('yearInvalid'))
        .refine((y) => y <= new Date().getUTCFullYear(), e('yearInvalid')),
    ),
    medal: optionalChoice(MEDALS, e('medalInvalid')),
    position: z.preprocess(
      numeric,
      z
        .number({ invalid_type_error: e('positionInvalid') })
        .int(e('positionInvalid'))
        .positive(e('positionInvalid'))
        .optional(),
    ),
    institution_id: optionalId(e('institutionUnknown')),
  })
  .superRefine((v, ctx) => {
    if (v.name === 'other' && !v.other_name) {
      ctx.addIssue({ code: 'custom', path: ['other_name'], message: e('otherNameRequired') })
    }
    if (v.medal === undefined && v.position === undefined) {
      ctx.addIssue({ code: 'custom', path: ['medal'], message: e('medalOrPosition') })
    }
  })

export const jobSchema = z
  .object({
    position: choice(JOB_POSITIONS, j('positionRequired'), j('positionInvalid')),
    started_on: z.preprocess(
      blank,
      z.string({ required_error: j('fromRequired') }).regex(MONTH, j('fromInvalid')),
    ),
    ended_on: z.preprocess(blank, z.string().regex(MONTH, j('toInvalid')).optional()),
    institution_id: optionalId(j('institutionUnknown')),
  })
  .superRefine((v, ctx) => {
    if (v.ended_on && v.started_on && v.ended_on < v.started_on) {
      ctx.addIssue({ code: 'custom', path: ['ended_on'], message: j('toBeforeFrom') })
    }
  })

/** Field → translation keys (namespace included), as conform's `submission.reply({ fieldErrors })` takes them. */
export type FieldErrors = Record<string, string[]>
export type SaveResult = { ok: true; id: number } | { ok: false; errors: FieldErrors }

function plain(input: FormData | Record<string, unknown>): Record<string, unknown> {
  return input instanceof FormData ? Object.fromEntries(input) : input
}

function errorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    out[field] = [...(out[field] ?? []), issue.message]
  }
  return out
}

async function institutionExists(id: number | undefined) {
  if (id === undefined) return true
  return !!(await db.selectFrom('institutions').select('id').where('id', '=', id).executeTakeFirst())
}

/** Records an external competition result of the user; the form's errors otherwise. */
export async function addExternalResult(
  userId: number,
  input: FormData | Record<string, unknown>,
): Promise<SaveResult> {
  const parsed = externalResultSchema.safeParse(plain(input))
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) }
  const v = parsed.data
  if (!(await institutionExists(v.institution_id))) {
    return { ok: false, errors: { institution_id: [e('institutionUnknown')] } }
  }
  const row = await db
    .insertInto('external_results')
    .values({
      user_id: userId,
      name: v.name,
      other_name: v.name === 'other' ? (v.other_name ?? null) : null,
      level: v.level,
      scope: v.scope,
      year: v.year,
      medal: v.medal ?? null,
      position: v.position ?? null,
      institution_id: v.institution_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ok: true, id: row.id }
}

/** Records a job of the user; the form's errors otherwise. */
export async function addJob(userId: number, input: FormData | Record<string, unknown>): Promise<SaveResult> {
  const parsed = jobSchema.safeParse(plain(input))
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) }
  const v = parsed.data
  if (!(await institutionExists(v.institution_id))) {
    return { ok: false, errors: { institution_id: [j('institutionUnknown')] } }
  }
  const row = await db
    .insertInto('jobs')
    .values({
      user_id: userId,
      position: v.position,
      started_on: v.started_on,
      ended_on: v.ended_on ?? null,
      institution_id: v.institution_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ok: true, id: row.id }
}

/** A user's results, newest year first (the profile). */
export async function externalResultsOf(userId: number): Promise<Selectable<ExternalResultsTable>[]> {
  return db
    .selectFrom('external_results')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('year', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** A user's jobs, most recent start first (the profile). */
export async function jobsOf(userId: number): Promise<Selectable<JobsTable>[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_on', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** Removes one of the user's own results; false when it is not theirs (or does not exist). */
export async function removeExternalResult(userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('external_results')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}

export async function removeJob(userId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}
