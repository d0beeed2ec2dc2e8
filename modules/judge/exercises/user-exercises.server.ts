// Per-user exercise lists for the public profile (social): solved and authored exercises, each filtered by
// what the viewer may see (visibleTo, the SQL form of canSeeExercise).
import { sql } from 'kysely'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { Difficulty } from '~/db/schema'
import { visibleTo } from '../practice/practice-stats.server'
import { acceptedSubmissions } from '../practice/solved.server'
import { localized } from './exercises.server'

export interface SolvedItem {
  id: number
  title: string
  difficulty: Difficulty
  /** The first accepted submission (solved.server.ts: competitions included), ISO. */
  solvedAt: string
}

export interface Paged<T> {
  items: T[]
  total: number
  page: number
  pages: number
}

const visibleExercises = (viewer: SessionUser | null) =>
  db.selectFrom('programming_exercises').where(visibleTo(viewer))

/** Exercises the user solved (distinct, newest first), only those the viewer may see. */
export async function solvedExercisesPage(
  viewer: SessionUser | null,
  userId: number,
  lng: Lng,
  page: number,
  size: number,
): Promise<Paged<SolvedItem>> {
  const solved = acceptedSubmissions(userId)
    .select(['submissions.exercise_id', sql<string>`min(submissions.created_at)`.as('solved_at')])
    .groupBy('submissions.exercise_id')
    .as('s')
  const base = visibleExercises(viewer).innerJoin(solved, 's.exercise_id', 'programming_exercises.id')
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const total = Number(count.n)
  const pages = Math.max(1, Math.ceil(total / size))
  const current = Math.min(Math.max(1, page), pages)
  const rows = await base
    .select([
      'programming_exercises.id',
      'programming_exercises.title_br',
      'programming_exercises.title_gb',
      'programming_exercises.difficulty',
      's.solved_at',
    ])
    .orderBy('s.solved_at', 'desc')
    .orderBy('programming_exercises.id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute()
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: localized(r.title_br, r.title_gb, lng),
      difficulty: r.difficulty,
      solvedAt: r.solved_at,
    })),
    total,
    page: current,
    pages,
  }
}

export interface AuthoredExercise {
  id: number
  title: string
  difficulty: Difficulty
}

const AUTHORED_MAX = 100

/** Programming exercises the user wrote that the viewer may see, newest first. */
export async function authoredExercises(
  viewer: SessionUser | null,
  userId: number,
  lng: Lng,
): Promise<AuthoredExercise[]> {
  const rows = await visibleExercises(viewer)
    .select([
      'programming_exercises.id',
      'programming_exercises.title_br',
      'programming_exercises.title_gb',
      'programming_exercises.difficulty',
    ])
    .where('programming_exercises.author_id', '=', userId)
    .orderBy('programming_exercises.id', 'desc')
    .limit(AUTHORED_MAX)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: localized(r.title_br, r.title_gb, lng),
    difficulty: r.difficulty,
  }))
}
