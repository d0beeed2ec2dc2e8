// The exercises list (docs/product.md#judge-practice-pages: "exercises"): filters, paging and the random exercise by difficulty.
import { sql } from 'kysely'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db } from '~/db/client.server'
import { DIFFICULTIES, type Difficulty, type ExerciseVisibility } from '~/db/schema'
import { localized } from '../exercises/exercises.server'
import { type UserExerciseStatus, exerciseStats, statsOf, visibleTo } from './practice-stats.server'
import { solvedIds } from './solved.server'
import { sourceSubtreeIds } from './sources.server'

export const PAGE_SIZE = 25
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

export interface ExerciseFilters {
  difficulty: Difficulty | null
  /** Subject slugs: an exercise must have every one of them. */
  subjects: string[]
  /** A source slug: its exercises and those of all its subcategories. */
  source: string | null
  /** Only for logged-in people; ignored otherwise. */
  status: 'solved' | 'unsolved' | null
  q: string
  page: number
}

const isDifficulty = (v: unknown): v is Difficulty => (DIFFICULTIES as readonly unknown[]).includes(v)

/**
 * Reads the GET form. A filter form only produces valid values, so anything else (a hand-edited URL) is
 * dropped rather than refused: the page still lists something useful.
 */
export function parseExerciseFilters(params: URLSearchParams): ExerciseFilters {
  const difficulty = params.get('difficulty')
  const status = params.get('status')
  const source = params.get('source') ?? ''
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    difficulty: isDifficulty(difficulty) ? difficulty : null,
    subjects: [...new Set(params.getAll('subject').filter((s) => SLUG.test(s)))].slice(0, 20),
    source: SLUG.test(source) ? source : null,
    status: status === 'solved' || status === 'unsolved' ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  }
}

export interface ExerciseRow {
  id: number
  title: string
  difficulty: Difficulty
  /** PRO content (is_free = 0): listed with a badge. */
  pro: boolean
  visibility: ExerciseVisibility
  subjects: { slug: string; title: string }[]
  solvers: number
  /** Judged submissions and the accepted ones among them (the acceptance rate, practice-stats.server.ts). */
  judged: number
  accepted: number
  status: UserExerciseStatus
  best: number | null
}

export interface ExercisePage {
  rows: ExerciseRow[]
  total: number
  page: number
  pages: number
  filters: ExerciseFilters
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Lower case without accents: "Palíndromo" and "palindromo" match. The query side of the title search. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

// SQLite's lower() only knows ASCII and it has no unaccent(). Rather than store a folded copy of every title,
// the search folds the column with replace() calls: the accented letters of Portuguese, Spanish and French
// titles (both cases, since lower() leaves 'Á' alone) and loose combining marks. Only the rows the other
// filters keep are folded, and the list is constant, so the expression is built once.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ'
const COMBINING = ['\u0300', '\u0301', '\u0302', '\u0303', '\u0308', '\u0327']
const foldedColumn = (column: string) =>
  sql.raw(
    [...ACCENTED, ...COMBINING].reduce(
      (expr, ch) => `replace(${expr}, '${ch}', '${fold(ch)}')`,
      `lower(${column})`,
    ),
  )
const FOLDED_TITLE_BR = foldedColumn('title_br')
const FOLDED_TITLE_GB = foldedColumn("coalesce(title_gb, '')")

async function filteredExercises(user: SessionUser | null, f: ExerciseFilters, conn: DB) {
  let query = conn.selectFrom('programming_exercises').where(visibleTo(user))
  if (f.difficulty) query = query.where('difficulty', '=', f.difficulty)
  if (f.q) {
    const pattern = likePattern(fold(f.q))
    query = query.where(
      sql<boolean>`(${FOLDED_TITLE_BR} like ${pattern} escape '\\' or ${FOLDED_TITLE_GB} like ${pattern} escape '\\')`,
    )
  }
  if (f.subjects.length > 0) {
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('exercise_subjects')
        .innerJoin('subjects', 'subjects.id', 'exercise_subjects.subject_id')
        .select('exercise_subjects.exercise_id')
        .where('subjects.slug', 'in', f.subjects)
        .groupBy('exercise_subjects.exercise_id')
        .having(sql`count(distinct subjects.id)`, '=', f.subjects.length),
    )
  }
  if (f.source) {
    const ids = await sourceSubtreeIds(f.source, conn)
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('exercise_sources')
        .select('exercise_id')
        .where('source_id', 'in', ids.length ? ids : [-1]),
    )
  }
  if (f.status && user) {
    query = query.where('id', f.status === 'solved' ? 'in' : 'not in', solvedIds(user.id, conn))
  }
  return query
}

/** One page of the exercises the person may see, stable by id; a page past the end shows the last one. */
export async function listExercises(
  user: SessionUser | null,
  input: ExerciseFilters,
  lng: Lng,
  conn: DB = db,
): Promise<ExercisePage> {
  const filters = { ...input, status: user ? input.status : null }
  const query = await filteredExercises(user, filters, conn)
  const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const total = Number(n)
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  const exercises = await query
    .select(['id', 'title_br', 'title_gb', 'difficulty', 'is_free', 'visibility'])
    .orderBy('id')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute()
  const ids = exercises.map((e) => e.id)
  const [stats, subjects] = await Promise.all([
    exerciseStats(ids, user?.id ?? null, conn),
    subjectsOf(ids, lng, conn),
  ])
  return {
    rows: exercises.map((e) => {
      const s = statsOf(stats, e.id)
      return {
        id: e.id,
        title: localized(e.title_br, e.title_gb, lng),
        difficulty: e.difficulty,
        pro: e.is_free === 0,
        visibility: e.visibility,
        subjects: subjects.get(e.id) ?? [],
        solvers: s.solvers,
        judged: s.judged,
        accepted: s.accepted,
        status: s.status,
        best: s.best,
      }
    }),
    total,
    page,
    pages,
    filters: { ...filters, page },
  }
}

/** Subjects of many exercises at once, in subject id order. */
export async function subjectsOf(ids: number[], lng: Lng, conn: DB = db) {
  const map = new Map<number, { slug: string; title: string }[]>()
  if (ids.length === 0) return map
  const rows = await conn
    .selectFrom('exercise_subjects')
    .innerJoin('subjects', 'subjects.id', 'exercise_subjects.subject_id')
    .select(['exercise_subjects.exercise_id', 'subjects.slug', 'subjects.title_br', 'subjects.title_gb'])
    .where('exercise_subjects.exercise_id', 'in', ids)
    .orderBy('subjects.id')
    .execute()
  for (const r of rows) {
    const list = map.get(r.exercise_id) ?? []
    list.push({ slug: r.slug, title: localized(r.title_br, r.title_gb, lng) })
    map.set(r.exercise_id, list)
  }
  return map
}

/** Catalogue exercises (public or community, with tests to judge against) at a difficulty. */
function catalogue(difficulty: Difficulty, conn: DB) {
  return conn
    .selectFrom('programming_exercises')
    .where('visibility', 'in', ['public', 'community'])
    .where('difficulty', '=', difficulty)
    .where('package_hash', 'is not', null)
}

/**
 * A random exercise of the catalogue at this difficulty that the user has not solved; PRO exercises only
 * when `isPro`. Null when none is left.
 */
export async function randomUnsolvedExercise(
  userId: number | null,
  difficulty: Difficulty,
  isPro: boolean,
  conn: DB = db,
): Promise<number | null> {
  let query = catalogue(difficulty, conn).select('id')
  if (!isPro) query = query.where('is_free', '=', 1)
  if (userId !== null) {
    query = query.where('id', 'not in', solvedIds(userId, conn))
  }
  const row = await query.orderBy(sql`random()`).limit(1).executeTakeFirst()
  return row?.id ?? null
}

/**
 * Why the random pick found nothing: the product's "all solved" only when the user really solved every one
 * they may open; `pro_only` when the free user is left with PRO exercises alone; `none` when the catalogue
 * has nothing at that difficulty yet.
 */
export type RandomOutcome = { id: number } | { reason: 'all_solved' | 'pro_only' | 'none' }

export async function randomExercise(
  userId: number | null,
  difficulty: Difficulty,
  isPro: boolean,
  conn: DB = db,
): Promise<RandomOutcome> {
  const id = await randomUnsolvedExercise(userId, difficulty, isPro, conn)
  if (id !== null) return { id }
  const count = async (freeOnly: boolean) => {
    let query = catalogue(difficulty, conn).select((eb) => eb.fn.countAll<number>().as('n'))
    if (freeOnly) query = query.where('is_free', '=', 1)
    return Number((await query.executeTakeFirstOrThrow()).n)
  }
  if ((await count(!isPro)) > 0) return { reason: 'all_solved' }
  return { reason: !isPro && (await count(false)) > 0 ? 'pro_only' : 'none' }
}
