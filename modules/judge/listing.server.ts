// The exercises list (spec §2 "exercises"): filters, paging and the random exercise by difficulty.
import { sql } from 'kysely'
import type { Lng } from '~/app/kernel/locale'
import type { SessionUser } from '~/app/kernel/policy'
import { type DB, db } from '~/db/client.server'
import { DIFFICULTIES, type Difficulty, type ExerciseVisibility } from '~/db/schema'
import { localized } from './exercises.server'
import { type UserExerciseStatus, exerciseStats, statsOf, visibleTo } from './practice-stats.server'
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

async function filteredExercises(user: SessionUser | null, f: ExerciseFilters, conn: DB) {
  let query = conn.selectFrom('programming_exercises').where(visibleTo(user))
  if (f.difficulty) query = query.where('difficulty', '=', f.difficulty)
  if (f.q) {
    const pattern = likePattern(f.q)
    query = query.where(
      sql<boolean>`(title_br like ${pattern} escape '\\' or coalesce(title_gb, '') like ${pattern} escape '\\')`,
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
    const solved = conn
      .selectFrom('submissions')
      .select('exercise_id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'accepted')
    query = query.where('id', f.status === 'solved' ? 'in' : 'not in', solved)
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

/**
 * A random exercise of the catalogue (public or community, with tests to judge against) at this difficulty
 * that the user has not solved; PRO exercises only when `isPro`. Null when none is left.
 */
export async function randomUnsolvedExercise(
  userId: number | null,
  difficulty: Difficulty,
  isPro: boolean,
  conn: DB = db,
): Promise<number | null> {
  let query = conn
    .selectFrom('programming_exercises')
    .select('id')
    .where('visibility', 'in', ['public', 'community'])
    .where('difficulty', '=', difficulty)
    .where('package_hash', 'is not', null)
  if (!isPro) query = query.where('is_free', '=', 1)
  if (userId !== null) {
    query = query.where('id', 'not in', (eb) =>
      eb
        .selectFrom('submissions')
        .select('exercise_id')
        .where('user_id', '=', userId)
        .where('status', '=', 'accepted'),
    )
  }
  const row = await query.orderBy(sql`random()`).limit(1).executeTakeFirst()
  return row?.id ?? null
}

/** How many distinct exercises the user has solved (an accepted submission each). */
export async function solvedCount(userId: number, conn: DB = db): Promise<number> {
  const row = await conn
    .selectFrom('submissions')
    .select(sql<number>`count(distinct exercise_id)`.as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
