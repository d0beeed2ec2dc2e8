import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db, nowIso } from '~/db/client.server'
import type { Difficulty, ExerciseVisibility, ProgrammingExercise, SubjectCategory } from '~/db/schema'
import { exerciseAccess } from '../access'
import {
  type CheckerInput,
  type ExerciseInput,
  type ExerciseUpdateInput,
  type SubjectInput,
  exerciseSchema,
  exerciseUpdateSchema,
  subjectSchema,
} from '../content/schemas'

/** Localized field with the Brazilian text as fallback (title_gb/text_gb may be null). */
export function localized(br: string, gb: string | null, lng: Lng): string {
  return lng === 'en-GB' && gb ? gb : br
}

export function exerciseTitle(exercise: Pick<ProgrammingExercise, 'title_br' | 'title_gb'>, lng: Lng) {
  return localized(exercise.title_br, exercise.title_gb, lng)
}

/** The raw row, or undefined. No access check: callers decide (see access.ts). */
export async function findExercise(id: number, conn: DB = db): Promise<ProgrammingExercise | undefined> {
  return conn.selectFrom('programming_exercises').selectAll().where('id', '=', id).executeTakeFirst()
}

export interface SubjectView {
  id: number
  slug: string
  title: string
  category: SubjectCategory
}

export async function exerciseSubjects(exerciseId: number, lng: Lng, conn: DB = db): Promise<SubjectView[]> {
  const rows = await conn
    .selectFrom('exercise_subjects')
    .innerJoin('subjects', 'subjects.id', 'exercise_subjects.subject_id')
    .select(['subjects.id', 'subjects.slug', 'subjects.title_br', 'subjects.title_gb', 'subjects.category'])
    .where('exercise_subjects.exercise_id', '=', exerciseId)
    .orderBy('subjects.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: localized(r.title_br, r.title_gb, lng),
    category: r.category,
  }))
}

export async function exerciseSamples(exerciseId: number, conn: DB = db) {
  return conn
    .selectFrom('exercise_samples')
    .select(['input', 'output'])
    .where('exercise_id', '=', exerciseId)
    .orderBy('position')
    .execute()
}

/** What GET /api/programming-exercise/:id answers (docs/product.md#judge-exercises: "programming exercise"). */
export interface ExerciseView {
  id: number
  title: string
  text: string
  difficulty: Difficulty
  subjects: SubjectView[]
  /** Seconds. */
  time_limit: number
  /** MiB. */
  memory_limit: number
  samples: { input: string; output: string }[]
  is_free: boolean
  is_offline: boolean
  visibility: ExerciseVisibility
  original_author: string | null
  has_checker: boolean
}

export type ExerciseForUser =
  | { status: 'ok'; exercise: ExerciseView }
  | { status: 'not_found' }
  | { status: 'pro_needed' }

/** The exercise as this person may see it: visibility rules, PRO text, localized fields. */
export async function getExerciseForUser(
  user: SessionUser | null,
  id: number,
  lng: Lng,
): Promise<ExerciseForUser> {
  const row = await findExercise(id)
  const access = exerciseAccess(user, row)
  if (access !== 'ok' || !row) return { status: access === 'ok' ? 'not_found' : access }
  const [subjects, samples] = await Promise.all([exerciseSubjects(id, lng), exerciseSamples(id)])
  return {
    status: 'ok',
    exercise: {
      id: row.id,
      title: localized(row.title_br, row.title_gb, lng),
      text: localized(row.text_br, row.text_gb, lng),
      difficulty: row.difficulty,
      subjects,
      time_limit: row.time_limit_ms / 1000,
      memory_limit: row.memory_limit_mib,
      samples,
      is_free: row.is_free === 1,
      is_offline: row.is_offline === 1,
      visibility: row.visibility,
      original_author: row.original_author,
      has_checker: row.checker_kind === 'custom',
    },
  }
}

function checkerColumns(checker: CheckerInput) {
  return {
    checker_kind: checker.kind,
    checker_abs: checker.kind === 'float' ? (checker.absolute ?? null) : null,
    checker_rel: checker.kind === 'float' ? (checker.relative ?? null) : null,
    checker_source: checker.kind === 'custom' ? checker.source : null,
  }
}

const bit = (b: boolean) => (b ? 1 : 0)

/** Creates an exercise with its samples and subjects (by slug). Throws a ZodError on invalid input. */
export async function createExercise(input: ExerciseInput, conn: DB = db): Promise<number> {
  const data = exerciseSchema.parse(input)
  return conn.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('programming_exercises')
      .values({
        title_br: data.title_br,
        title_gb: data.title_gb ?? null,
        text_br: data.text_br,
        text_gb: data.text_gb ?? null,
        difficulty: data.difficulty,
        time_limit_ms: data.time_limit_ms,
        memory_limit_mib: data.memory_limit_mib,
        visibility: data.visibility,
        is_free: bit(data.is_free),
        is_offline: bit(data.is_offline),
        ...checkerColumns(data.checker),
        original_author: data.original_author ?? null,
        author_id: data.author_id ?? null,
        allow_test_download: bit(data.allow_test_download),
        group_weights: data.group_weights ? JSON.stringify(data.group_weights) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await replaceSamples(id, data.samples, trx)
    await replaceSubjects(id, data.subjects, trx)
    return id
  })
}

/** Changes the given fields; samples and subjects, when given, replace the old ones. */
export async function updateExercise(id: number, input: ExerciseUpdateInput, conn: DB = db) {
  const data = exerciseUpdateSchema.parse(input)
  await conn.transaction().execute(async (trx) => {
    const columns = {
      ...(data.title_br !== undefined && { title_br: data.title_br }),
      ...(data.title_gb !== undefined && { title_gb: data.title_gb ?? null }),
      ...(data.text_br !== undefined && { text_br: data.text_br }),
      ...(data.text_gb !== undefined && { text_gb: data.text_gb ?? null }),
      ...(data.difficulty !== undefined && { difficulty: data.difficulty }),
      ...(data.time_limit_ms !== undefined && { time_limit_ms: data.time_limit_ms }),
      ...(data.memory_limit_mib !== undefined && { memory_limit_mib: data.memory_limit_mib }),
      ...(data.visibility !== undefined && { visibility: data.visibility }),
      ...(data.is_free !== undefined && { is_free: bit(data.is_free) }),
      ...(data.is_offline !== undefined && { is_offline: bit(data.is_offline) }),
      ...(data.checker !== undefined && checkerColumns(data.checker)),
      ...(data.original_author !== undefined && { original_author: data.original_author ?? null }),
      ...(data.author_id !== undefined && { author_id: data.author_id ?? null }),
      ...(data.allow_test_download !== undefined && { allow_test_download: bit(data.allow_test_download) }),
      ...(data.group_weights !== undefined && {
        group_weights: data.group_weights ? JSON.stringify(data.group_weights) : null,
      }),
    }
    const result = await trx
      .updateTable('programming_exercises')
      .set({ ...columns, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst()
    if (result.numUpdatedRows === 0n) throw new Error(`exercise ${id} does not exist`)
    if (data.samples) await replaceSamples(id, data.samples, trx)
    if (data.subjects) await replaceSubjects(id, data.subjects, trx)
  })
}

async function replaceSamples(id: number, samples: { input: string; output: string }[], conn: DB) {
  await conn.deleteFrom('exercise_samples').where('exercise_id', '=', id).execute()
  if (samples.length === 0) return
  await conn
    .insertInto('exercise_samples')
    .values(samples.map((s, i) => ({ exercise_id: id, position: i + 1, input: s.input, output: s.output })))
    .execute()
}

async function replaceSubjects(id: number, slugs: string[], conn: DB) {
  await conn.deleteFrom('exercise_subjects').where('exercise_id', '=', id).execute()
  if (slugs.length === 0) return
  const rows = await conn.selectFrom('subjects').select(['id', 'slug']).where('slug', 'in', slugs).execute()
  const missing = slugs.filter((s) => !rows.some((r) => r.slug === s))
  if (missing.length) throw new Error(`unknown subjects: ${missing.join(', ')}`)
  await conn
    .insertInto('exercise_subjects')
    .values(rows.map((r) => ({ exercise_id: id, subject_id: r.id })))
    .execute()
}

/** Creates or updates a subject by slug; returns its id. */
export async function upsertSubject(input: SubjectInput, conn: DB = db): Promise<number> {
  const data = subjectSchema.parse(input)
  const values = { ...data, title_gb: data.title_gb ?? null }
  const row = await conn
    .insertInto('subjects')
    .values(values)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({
        title_br: values.title_br,
        title_gb: values.title_gb,
        category: values.category,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
