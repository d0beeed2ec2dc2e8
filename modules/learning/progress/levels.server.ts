import { type DB, db } from '~/db/client.server'
import { SUBJECT_CATEGORIES, type SubjectCategory } from '~/db/schema'
import { type SolvedExercise, solvedExercises } from '~/modules/judge/index'
import { type CategoryProgress, DIFFICULTY_POINTS, LEVELS, type LevelColour, categoryProgress } from './rules'

/** Every category's score from the solved exercises (an exercise counts once per category). */
export function scoresFrom(solved: SolvedExercise[]): CategoryProgress[] {
  const raw = new Map<SubjectCategory, number>(SUBJECT_CATEGORIES.map((c) => [c, 0]))
  for (const exercise of solved) {
    for (const category of exercise.categories) {
      raw.set(category, (raw.get(category) ?? 0) + DIFFICULTY_POINTS[exercise.difficulty])
    }
  }
  return SUBJECT_CATEGORIES.map((c) => categoryProgress(c, raw.get(c) ?? 0))
}

export async function categoryScores(userId: number, conn: DB = db): Promise<CategoryProgress[]> {
  return scoresFrom(await solvedExercises(userId, conn))
}

export interface LevelUp {
  category: SubjectCategory
  level: number
}

/**
 * Raises category_levels to the computed levels and returns the categories that went up. A level never goes
 * down here (an exercise losing a subject must not take a notice back).
 */
export async function recomputeLevels(conn: DB, userId: number): Promise<LevelUp[]> {
  const scores = await categoryScores(userId, conn)
  const stored = await conn
    .selectFrom('category_levels')
    .select(['category', 'level'])
    .where('user_id', '=', userId)
    .execute()
  const before = new Map(stored.map((r) => [r.category, r.level]))
  const ups: LevelUp[] = []
  for (const { category, level } of scores) {
    if (level <= (before.get(category) ?? 0)) continue
    await conn
      .insertInto('category_levels')
      .values({ user_id: userId, category, level })
      .onConflict((oc) => oc.columns(['user_id', 'category']).doUpdateSet({ level }))
      .execute()
    ups.push({ category, level })
  }
  return ups
}

/** Levels reached but not yet shown in the level-up notice. */
export async function pendingLevelUps(userId: number, conn: DB = db): Promise<LevelUp[]> {
  const rows = await conn
    .selectFrom('category_levels')
    .select(['category', 'level'])
    .where('user_id', '=', userId)
    .whereRef('level', '>', 'notified_level')
    .execute()
  const order = (c: SubjectCategory) => SUBJECT_CATEGORIES.indexOf(c)
  return rows.sort((a, b) => order(a.category) - order(b.category))
}

/** The pending level-ups with their colour and the category's current score (the level-up page). */
export async function levelUpNotice(
  userId: number,
  conn: DB = db,
): Promise<(LevelUp & { colour: LevelColour; score: number })[]> {
  const pending = await pendingLevelUps(userId, conn)
  if (pending.length === 0) return []
  const scores = await categoryScores(userId, conn)
  return pending.map((u) => ({
    ...u,
    colour: LEVELS[u.level].colour,
    score: scores.find((s) => s.category === u.category)?.score ?? 0,
  }))
}

/** The notice was seen: nothing is pending until a level rises again. */
export async function dismissLevelUps(userId: number, conn: DB = db): Promise<void> {
  await conn
    .updateTable('category_levels')
    .set((eb) => ({ notified_level: eb.ref('level') }))
    .where('user_id', '=', userId)
    .execute()
}
