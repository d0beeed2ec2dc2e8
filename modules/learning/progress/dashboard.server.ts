import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { type Lng, utcMidnightInZone } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { DIFFICULTIES, type Difficulty } from '~/db/schema'
import { localized, solvedExercises, unsolvedExercise } from '~/modules/judge/index'
import { type CourseSelection, courseSelectionFor, hiddenLessons } from '../courses/course-selection.server'
import { countCertificates } from './certificates.server'
import { utcDay } from './days'
import { type LevelUp, pendingLevelUps, scoresFrom } from './levels.server'
import { type FinishedCourse, type NextCourse, finishedCourses, nextCourse } from './next-course.server'
import { type CategoryProgress, difficultyForSolved, xpForLevel } from './rules'
import { readStreak, streakAsOf } from './streak.server'
import { xpOnDay } from './xp.server'

export interface ContinueLesson {
  courseSlug: string
  courseTitle: string
  lessonId: number
  lessonTitle: string
}

export interface DashboardData {
  xp: number
  xpToday: number
  level: number
  /** XP where the next overall level starts. */
  nextLevelXp: number
  streak: { current: number; longest: number; frozen: number; activeToday: boolean }
  categories: CategoryProgress[]
  continueLesson: ContinueLesson | null
  /** Courses completed, with their certificates (so "no course started" is never said to them). */
  finishedCourses: FinishedCourse[]
  /** When nothing is left to continue: the course to take next, or null. */
  nextCourse: NextCourse | null
  recommendedExercise: { id: number; title: string; difficulty: Difficulty } | null
  levelUps: LevelUp[]
  certificates: number
  exercisesSolved: number
  /** When the UTC day (streak, bonus, "XP today") turns, in the reader's zone: "21:00 BRT". */
  dayTurnsAt: string
}

/** How many recent courses are looked at for "continue where you stopped". */
const RECENT_COURSES = 5

/**
 * The most recently opened course that still has a lesson to do → its next uncompleted lesson (the first one
 * after the last lesson opened, else the first one left). Lessons the student's organization hides are skipped.
 */
export async function continueWhereStopped(
  userId: number,
  lng: Lng,
  selection: CourseSelection | null = null,
): Promise<ContinueLesson | null> {
  const hidden = hiddenLessons(selection)
  const enrollments = await db
    .selectFrom('course_enrollments as ce')
    .innerJoin('courses as c', 'c.id', 'ce.course_id')
    .leftJoin('lessons as last', 'last.id', 'ce.last_lesson_id')
    .select(['c.id', 'c.slug', 'c.title_br', 'c.title_gb', 'last.position as lastPosition'])
    .where('ce.user_id', '=', userId)
    .orderBy('ce.last_seen_at', 'desc')
    .limit(RECENT_COURSES)
    .execute()
  for (const course of enrollments) {
    const lessons = await db
      .selectFrom('lessons as l')
      .leftJoin('lesson_progress as p', (join) =>
        join.onRef('p.lesson_id', '=', 'l.id').on('p.user_id', '=', userId),
      )
      .select(['l.id', 'l.position', 'l.title_br', 'l.title_gb'])
      .where('l.course_id', '=', course.id)
      .where('p.completed_at', 'is', null)
      .orderBy('l.position')
      .execute()
      .then((rows) => rows.filter((l) => !hidden.has(l.id)))
    if (lessons.length === 0) continue
    const after = course.lastPosition ?? Number.NEGATIVE_INFINITY
    const next = lessons.find((l) => l.position > after) ?? lessons[0]
    return {
      courseSlug: course.slug,
      courseTitle: localized(course.title_br, course.title_gb, lng),
      lessonId: next.id,
      lessonTitle: localized(next.title_br, next.title_gb, lng),
    }
  }
  return null
}

/** The recommended difficulty first, then harder ones, then easier ones. */
function difficultyOrder(target: Difficulty): Difficulty[] {
  const i = DIFFICULTIES.indexOf(target)
  return [...DIFFICULTIES.slice(i), ...DIFFICULTIES.slice(0, i).reverse()]
}

/** Read-only: the streak is shown "as of today" without writing (GET never writes). */
export async function getDashboard(
  user: SessionUser,
  lng: Lng,
  now: Date = new Date(),
): Promise<DashboardData> {
  const today = utcDay(now)
  const row = await db
    .selectFrom('users')
    .select(['xp', 'level'])
    .where('id', '=', user.id)
    .executeTakeFirst()
  const solved = await solvedExercises(user.id)
  const exercise = await unsolvedExercise(user.id, difficultyOrder(difficultyForSolved(solved.length)), {
    includePro: can(user, 'pro_or_admin'),
  })
  const level = row?.level ?? 0
  const selection = await courseSelectionFor(user.id)
  const continueLesson = await continueWhereStopped(user.id, lng, selection)
  return {
    xp: row?.xp ?? 0,
    xpToday: await xpOnDay(db, user.id, today),
    level,
    nextLevelXp: xpForLevel(level + 1),
    streak: streakAsOf(await readStreak(db, user.id), today),
    categories: scoresFrom(solved),
    continueLesson,
    finishedCourses: await finishedCourses(user.id, lng),
    nextCourse: continueLesson ? null : await nextCourse(user.id, can(user, 'pro_or_admin'), lng, selection),
    recommendedExercise: exercise
      ? {
          id: exercise.id,
          title: localized(exercise.title_br, exercise.title_gb, lng),
          difficulty: exercise.difficulty,
        }
      : null,
    levelUps: await pendingLevelUps(user.id),
    certificates: await countCertificates(user.id),
    exercisesSolved: solved.length,
    dayTurnsAt: utcMidnightInZone(now, lng),
  }
}
