import { type DB, db } from '~/db/client.server'
import type { Difficulty, SubjectCategory } from '~/db/schema'

// What the progress service (modules/learning/progress) reads from the practice tables. "Solved" means an
// accepted submission outside competitions: competition verdicts earn no XP and no category points.

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
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('submissions')
          .select('submissions.id')
          .whereRef('submissions.exercise_id', '=', 'e.id')
          .where('submissions.user_id', '=', userId)
          .where('submissions.status', '=', 'accepted')
          .where('submissions.competition_id', 'is', null),
      ),
    )
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

/** Judge languages the user has had accepted (outside competitions). */
export async function acceptedLanguages(userId: number, conn: DB = db): Promise<string[]> {
  const rows = await conn
    .selectFrom('submissions')
    .select('language')
    .distinct()
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .where('competition_id', 'is', null)
    .orderBy('language')
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
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('submissions')
              .select('submissions.id')
              .whereRef('submissions.exercise_id', '=', 'e.id')
              .where('submissions.user_id', '=', userId)
              .where('submissions.status', '=', 'accepted'),
          ),
        ),
      )
    if (!options.includePro) query = query.where('e.is_free', '=', 1)
    const row = await query.orderBy('e.id').limit(1).executeTakeFirst()
    if (row) return row
  }
  return undefined
}
