import { sql } from 'kysely'
import { type DB, db } from '~/db/client.server'
import type { Difficulty, SubjectCategory } from '~/db/schema'

// THE definition of "solved", read by every count of the platform (the exercise list's "Solved", the
// dashboard, the profile, achievements, category levels, the next / random / recommended exercise):
//
//   a user has solved an exercise when one of their submissions of it was accepted — in practice or in a
//   competition.
//
// What a verdict *earns* is another rule, the progress service's (modules/learning/progress/README.md): XP,
// the daily bonus, the activity calendar and the streak count only practice verdicts. Issue 16: the lists
// counted competition verdicts and the dashboard did not, so the demo student had three "Solved" and zero.

/** The user's accepted submissions: the one SQL form of the rule (select from it, or `in` its exercise ids). */
export function acceptedSubmissions(userId: number, conn: DB = db) {
  return conn
    .selectFrom('submissions')
    .where('submissions.user_id', '=', userId)
    .where('submissions.status', '=', 'accepted')
}

/** Ids of the exercises the user has solved, as a subquery (`where('e.id', 'in', solvedIds(userId))`). */
export function solvedIds(userId: number, conn: DB = db) {
  return acceptedSubmissions(userId, conn).select('submissions.exercise_id')
}

/** How many distinct exercises the user has solved (billing's referral threshold reads it). */
export async function solvedCount(userId: number, conn: DB = db): Promise<number> {
  const row = await acceptedSubmissions(userId, conn)
    .select(sql<number>`count(distinct submissions.exercise_id)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export interface SolvedExercise {
  exerciseId: number
  difficulty: Difficulty
  /** Distinct categories of the exercise's subjects (an exercise without subjects has none). */
  categories: SubjectCategory[]
}

export async function solvedExercises(userId: number, conn: DB = db): Promise<SolvedExercise[]> {
  const rows = await conn
    .selectFrom('programming_exercises as e')
    .leftJoin('exercise_subjects as es', 'es.exercise_id', 'e.id')
    .leftJoin('subjects as s', 's.id', 'es.subject_id')
    .select(['e.id', 'e.difficulty', 's.category'])
    .where('e.id', 'in', solvedIds(userId, conn))
    .orderBy('e.id')
    .execute()
  const byId = new Map<number, SolvedExercise>()
  for (const row of rows) {
    let solved = byId.get(row.id)
    if (!solved) {
      solved = { exerciseId: row.id, difficulty: row.difficulty, categories: [] }
      byId.set(row.id, solved)
    }
    if (row.category && !solved.categories.includes(row.category)) solved.categories.push(row.category)
  }
  return [...byId.values()]
}

/** Judge languages the user has had accepted (the same rule: competitions included). */
export async function acceptedLanguages(userId: number, conn: DB = db): Promise<string[]> {
  const rows = await acceptedSubmissions(userId, conn)
    .select('submissions.language')
    .distinct()
    .orderBy('submissions.language')
    .execute()
  return rows.map((r) => r.language)
}

export interface RecommendedExercise {
  id: number
  title_br: string
  title_gb: string | null
  difficulty: Difficulty
}

/**
 * The first (by id) public or community exercise with tests that the user has not solved, trying the
 * difficulties in the order given; PRO exercises only when `includePro`.
 */
export async function unsolvedExercise(
  userId: number,
  difficulties: readonly Difficulty[],
  options: { includePro: boolean },
  conn: DB = db,
): Promise<RecommendedExercise | undefined> {
  for (const difficulty of difficulties) {
    let query = conn
      .selectFrom('programming_exercises as e')
      .select(['e.id', 'e.title_br', 'e.title_gb', 'e.difficulty'])
      .where('e.difficulty', '=', difficulty)
      .where('e.visibility', 'in', ['public', 'community'])
      .where('e.package_hash', 'is not', null)
      .where('e.id', 'not in', solvedIds(userId, conn))
    if (!options.includePro) query = query.where('e.is_free', '=', 1)
    const row = await query.orderBy('e.id').limit(1).executeTakeFirst()
    if (row) return row
  }
  return undefined
}
