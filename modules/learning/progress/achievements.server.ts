import { type DB, db } from '~/db/client.server'
import { acceptedLanguages, solvedExercises } from '~/modules/judge/index'
import { scoresFrom } from './levels.server'
import { readStreak } from './streak.server'

/** What the achievements are judged on. */
export interface AchievementFacts {
  lessons: number
  exercises: number
  languages: number
  longestStreak: number
  courses: number
  bestCategoryScore: number
}

/** The catalogue; names and descriptions are `progress:achievements.<code>.{name,description}`. */
export const ACHIEVEMENTS = [
  { code: 'first_lesson', earned: (f: AchievementFacts) => f.lessons >= 1 },
  { code: 'first_accepted', earned: (f: AchievementFacts) => f.exercises >= 1 },
  { code: 'solved_10', earned: (f: AchievementFacts) => f.exercises >= 10 },
  { code: 'streak_7', earned: (f: AchievementFacts) => f.longestStreak >= 7 },
  { code: 'first_course', earned: (f: AchievementFacts) => f.courses >= 1 },
  { code: 'polyglot_3', earned: (f: AchievementFacts) => f.languages >= 3 },
  { code: 'category_bronze', earned: (f: AchievementFacts) => f.bestCategoryScore >= 40 },
] as const
export type AchievementCode = (typeof ACHIEVEMENTS)[number]['code']

async function countXpRefs(conn: DB, userId: number, prefix: string): Promise<number> {
  const row = await conn
    .selectFrom('xp_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('ref_key', 'like', `${prefix}:%`)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function achievementFacts(conn: DB, userId: number): Promise<AchievementFacts> {
  const solved = await solvedExercises(userId, conn)
  const scores = scoresFrom(solved)
  return {
    lessons: await countXpRefs(conn, userId, 'lesson'),
    courses: await countXpRefs(conn, userId, 'course'),
    exercises: solved.length,
    languages: (await acceptedLanguages(userId, conn)).length,
    longestStreak: (await readStreak(conn, userId)).longest,
    bestCategoryScore: Math.max(0, ...scores.map((s) => s.score)),
  }
}

/** Awards every achievement the facts now meet; returns the codes earned by this call. */
export async function checkAchievements(conn: DB, userId: number, now: Date): Promise<AchievementCode[]> {
  const facts = await achievementFacts(conn, userId)
  const earned: AchievementCode[] = []
  for (const achievement of ACHIEVEMENTS) {
    if (!achievement.earned(facts)) continue
    const inserted = await conn
      .insertInto('user_achievements')
      .values({ user_id: userId, code: achievement.code, earned_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
      .returning('code')
      .executeTakeFirst()
    if (inserted) earned.push(achievement.code)
  }
  return earned
}

export interface AchievementView {
  code: AchievementCode
  earnedAt: string | null
}

/** The whole catalogue, earned ones with their date. */
export async function listAchievements(userId: number, conn: DB = db): Promise<AchievementView[]> {
  const rows = await conn
    .selectFrom('user_achievements')
    .select(['code', 'earned_at'])
    .where('user_id', '=', userId)
    .execute()
  const earned = new Map(rows.map((r) => [r.code, r.earned_at]))
  return ACHIEVEMENTS.map((a) => ({ code: a.code, earnedAt: earned.get(a.code) ?? null }))
}
