import { type SessionUser, can } from '~/app/kernel/auth/policy'
// Math exercises outside lessons (issue 21, docs/product.md#learning-math-and-projects): the list with its
// filters by difficulty and kind, and who may open one. Answers are the lesson's (math.server.ts): the same
// form, checks, daily limit and AI grading (`answerSubmitted` → the assistant's grader).
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { DIFFICULTIES, type Difficulty } from '~/db/schema'
import { MATH_KINDS, type MathKind } from '~/db/schema-learning'
import { openOutsideLessons } from '../hub/authored.server'
import { pick } from '../text'

export const MATH_PAGE_SIZE = 30

export interface MathFilters {
  difficulty: Difficulty | null
  kind: MathKind | null
  page: number
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : null

/** The query's filters; an unknown value is dropped rather than refused (the page still lists something). */
export function mathFilters(params: URLSearchParams): MathFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    kind: oneOf(MATH_KINDS, params.get('kind')),
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** One page of the math exercises this person may open on their own page, stable by id. */
export async function listMathExercises(user: SessionUser | null, filters: MathFilters, lng: Lng) {
  let query = db.selectFrom('math_exercises')
  if (filters.difficulty) query = query.where('difficulty', '=', filters.difficulty)
  if (filters.kind) query = query.where('kind', '=', filters.kind)
  // The same rule as openOutsideLessons, as SQL: private rows to their editors, lesson rows to content staff.
  if (!can(user, 'create_content')) {
    query = query
      .where((eb) =>
        eb.or([eb('visibility', '!=', 'private'), ...(user ? [eb('author_id', '=', user.id)] : [])]),
      )
      .where('id', 'not in', (eb) =>
        eb.selectFrom('lessons').select('math_exercise_id').where('math_exercise_id', 'is not', null),
      )
  }
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const pages = Math.max(1, Math.ceil(Number(n) / MATH_PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  const rows = await query
    .select(['id', 'title_br', 'title_gb', 'difficulty', 'kind', 'is_free', 'visibility'])
    .orderBy('id')
    .limit(MATH_PAGE_SIZE)
    .offset((page - 1) * MATH_PAGE_SIZE)
    .execute()
  const answered = user
    ? await answeredStatus(
        user.id,
        rows.map((r) => r.id),
      )
    : new Map()
  return {
    page,
    pages,
    filters: { ...filters, page },
    items: rows.map((r) => ({
      id: r.id,
      title: pick(r.title_br, r.title_gb, lng),
      difficulty: r.difficulty,
      kind: r.kind,
      isFree: r.is_free === 1,
      isPrivate: r.visibility === 'private',
      /** The student's latest answer's status, or null before any. */
      status: (answered.get(r.id) ?? null) as string | null,
    })),
  }
}

async function answeredStatus(userId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .selectFrom('math_submissions')
    .select(['math_exercise_id', 'status'])
    .where('user_id', '=', userId)
    .where('math_exercise_id', 'in', ids)
    .orderBy('id')
    .execute()
  // Later rows overwrite earlier ones: the latest answer wins.
  return new Map(rows.map((r) => [r.math_exercise_id, r.status]))
}

/** A math exercise for its own pages, or null when it does not exist for this person. */
export async function visibleMathExercise(user: SessionUser | null, id: number) {
  const row = await db.selectFrom('math_exercises').selectAll().where('id', '=', id).executeTakeFirst()
  return (await openOutsideLessons(user, row, 'math_exercise_id')) ? (row ?? null) : null
}

/** A PRO exercise (is_free = 0) is answered with PRO; content staff answer everything (they check it). */
export const mayAnswerMath = (user: SessionUser, row: { is_free: number }) =>
  row.is_free === 1 || can(user, 'pro_or_admin') || can(user, 'create_content')
