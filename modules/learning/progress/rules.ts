import type { Difficulty, SubjectCategory } from '~/db/schema'

// The numbers of the progress rules (README.md explains them). Pure and client-safe: pages import the
// colours and thresholds too.

export const DAILY_BONUS_XP = 15
export const COURSE_XP = 100

/** XP for the first accepted solution of an exercise. */
export const EXERCISE_XP: Record<Difficulty, number> = {
  very_easy: 10,
  easy: 20,
  medium: 30,
  hard: 50,
  very_hard: 80,
}

/** Category points per solved exercise. */
export const DIFFICULTY_POINTS: Record<Difficulty, number> = {
  very_easy: 2,
  easy: 4,
  medium: 6,
  hard: 10,
  very_hard: 15,
}

export const CATEGORY_CAP = 100

/** Category levels from grey to red; `min` is the score where the level starts. */
export const LEVELS = [
  { colour: 'grey', min: 0 },
  { colour: 'green', min: 10 },
  { colour: 'teal', min: 25 },
  { colour: 'blue', min: 40 },
  { colour: 'purple', min: 55 },
  { colour: 'orange', min: 70 },
  { colour: 'red', min: 100 },
] as const
export type LevelColour = (typeof LEVELS)[number]['colour']

export type Medal = 'bronze' | 'silver' | 'gold'

/** Score caps (docs/product.md#learning-progress): bronze 40, silver 70, gold 100. */
export function medalFor(score: number): Medal | null {
  if (score >= 100) return 'gold'
  if (score >= 70) return 'silver'
  if (score >= 40) return 'bronze'
  return null
}

/** Index into LEVELS (0 = grey … 6 = red). */
export function levelFor(score: number): number {
  let level = 0
  for (let i = 0; i < LEVELS.length; i++) if (score >= LEVELS[i].min) level = i
  return level
}

export interface CategoryProgress {
  category: SubjectCategory
  score: number
  level: number
  colour: LevelColour
  medal: Medal | null
  /** Points still needed for the next level; null at red. */
  next: number | null
}

export function categoryProgress(category: SubjectCategory, rawScore: number): CategoryProgress {
  const score = Math.min(CATEGORY_CAP, Math.max(0, rawScore))
  const level = levelFor(score)
  const following = LEVELS[level + 1]
  return {
    category,
    score,
    level,
    colour: LEVELS[level].colour,
    medal: medalFor(score),
    next: following ? following.min - score : null,
  }
}

/** The overall level kept in users.level: level L needs 25·L² XP (0 → 0, 25 → 1, 100 → 2, 225 → 3…). */
export function overallLevel(xp: number): number {
  return Math.floor(Math.sqrt(Math.max(0, xp) / 25))
}

/** XP at which an overall level starts. */
export function xpForLevel(level: number): number {
  return 25 * level * level
}

/** Streak "frozen": one more every 4 days of streak, at most 2 held (docs/product.md#learning-progress). */
export const FROZEN_REFILL_DAYS = 4
export const FROZEN_MAX = 2

/** The difficulty recommended to a user, from how many exercises they have solved. */
export function difficultyForSolved(solved: number): Difficulty {
  if (solved < 5) return 'very_easy'
  if (solved < 15) return 'easy'
  if (solved < 40) return 'medium'
  if (solved < 80) return 'hard'
  return 'very_hard'
}
