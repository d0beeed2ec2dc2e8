import { remember } from '@epic-web/remember'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { toSessionUser } from '~/app/kernel/auth/session.server'
import { learnerProgressed } from '~/app/kernel/people/progress-events.server'
import { type DB, db } from '~/db/client.server'
import {
  type JudgedSubmission,
  findExercise,
  isJudgeStaff,
  onSubmissionJudged,
  setRewardQuestion,
} from '~/modules/judge/index'
import { type AchievementCode, checkAchievements } from './achievements.server'
import { existingCertificate, issueCertificate } from './certificates.server'
import { utcDay } from './days'
import { type LevelUp, recomputeLevels } from './levels.server'
import { COURSE_XP, DAILY_BONUS_XP, EXERCISE_XP } from './rules'
import { registerActivity } from './streak.server'
import { awardDailyBonus, awardXp, syncUserXp } from './xp.server'

// The progress events (README.md has the rules): a lesson completed, a course completed, an exercise
// accepted. Each runs in one transaction, so users.xp always equals the sum of the user's xp_events.

export interface ProgressChange {
  xpGained: number
  dailyBonus: boolean
  /** Categories whose level went up with this event. */
  levelUps: LevelUp[]
  /** Codes of achievements earned now. */
  achievements: AchievementCode[]
}

/** Joins the caller's transaction when given one (a nested transaction would wait on SQLite's one connection). */
function inTransaction<T>(conn: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return conn.isTransaction ? work(conn) : conn.transaction().execute(work)
}

const nothing = (): ProgressChange => ({ xpGained: 0, dailyBonus: false, levelUps: [], achievements: [] })

/** A first-time lesson or exercise: its XP, the daily bonus, the activity day and the streak. */
async function recordActivity(
  conn: DB,
  userId: number,
  award: { refKey: string; amount: number; kind: 'lessons' | 'exercises' },
  now: Date,
): Promise<Omit<ProgressChange, 'levelUps' | 'achievements'> | null> {
  const day = utcDay(now)
  if (!(await awardXp(conn, userId, award.refKey, award.amount, day, now))) return null
  const dailyBonus = await awardDailyBonus(conn, userId, day, now)
  await registerActivity(conn, userId, day, award.kind)
  await syncUserXp(conn, userId)
  return { xpGained: award.amount + (dailyBonus ? DAILY_BONUS_XP : 0), dailyBonus }
}

/**
 * A lesson was completed: its XP (once per lesson), the daily bonus, the activity day and the streak. Pass the
 * caller's transaction as `conn` to record it together with the lesson's completion.
 */
export async function recordLessonCompleted(
  userId: number,
  lesson: { id: number; xp: number },
  now: Date = new Date(),
  conn: DB = db,
): Promise<ProgressChange> {
  return inTransaction(conn, async (trx) => {
    const change = await recordActivity(
      trx,
      userId,
      { refKey: `lesson:${lesson.id}`, amount: lesson.xp, kind: 'lessons' },
      now,
    )
    if (!change) return nothing()
    return { ...change, levelUps: [], achievements: await checkAchievements(trx, userId, now) }
  })
}

/**
 * Who earns a certificate (README.md, "Certificates and PRO"): everyone for a free course; for a PRO course
 * (`is_free = 0`) only a user who is PRO at completion. PRO is billing's answer, asked through the kernel.
 */
export async function certificateAllowed(userId: number, courseId: number, now: Date, conn: DB = db) {
  const course = await conn
    .selectFrom('courses')
    .select('is_free')
    .where('id', '=', courseId)
    .executeTakeFirst()
  if (!course) return false
  return course.is_free === 1 || (await isProUser(userId, now))
}

/**
 * The last lesson of a course was completed: 100 XP once and, when `certificateAllowed`, the certificate
 * (idempotent: an earlier one is returned, so a certificate never disappears); `conn` as above.
 */
export async function recordCourseCompleted(
  userId: number,
  courseId: number,
  now: Date = new Date(),
  conn: DB = db,
): Promise<{ certificateCode: string | null }> {
  // Asked before the transaction: billing's answer reads through the shared connection.
  const allowed = await certificateAllowed(userId, courseId, now, conn)
  return inTransaction(conn, async (trx) => {
    if (await awardXp(trx, userId, `course:${courseId}`, COURSE_XP, utcDay(now), now)) {
      await syncUserXp(trx, userId)
    }
    const certificateCode = allowed
      ? await issueCertificate(trx, userId, courseId, now)
      : await existingCertificate(trx, userId, courseId)
    await checkAchievements(trx, userId, now)
    return { certificateCode }
  })
}

/**
 * What "solved" decides (the judge's rule: any accepted submission, competitions included): category levels
 * and achievements. Idempotent; the seed calls it after writing submissions directly.
 */
export async function recordSolved(userId: number, now: Date = new Date(), conn: DB = db) {
  return inTransaction(conn, async (trx) => ({
    levelUps: await recomputeLevels(trx, userId),
    achievements: await checkAchievements(trx, userId, now),
  }))
}

/**
 * A verdict from the judge. An accepted one is a solved exercise (levels, achievements); only one outside a
 * competition earns, and only the first for its exercise: XP, daily bonus, activity, streak (a rejudge that
 * accepts again changes nothing).
 */
export async function handleJudgedSubmission(
  submission: Pick<JudgedSubmission, 'userId' | 'exerciseId' | 'competitionId' | 'status'>,
  now: Date = new Date(),
  conn: DB = db,
): Promise<ProgressChange> {
  if (submission.status !== 'accepted') return nothing()
  const { userId, exerciseId } = submission
  if (submission.competitionId !== null) return { ...nothing(), ...(await recordSolved(userId, now, conn)) }
  return inTransaction(conn, async (trx) => {
    const exercise = await findExercise(exerciseId, trx)
    if (!exercise) return nothing()
    // Whoever can see its tests (its author, the judge's staff) solves it but earns nothing (README.md, XP).
    if (await seesTests(trx, userId, exercise.author_id)) {
      return { ...nothing(), ...(await recordSolved(userId, now, trx)) }
    }
    const change = await recordActivity(
      trx,
      userId,
      { refKey: `exercise:${exerciseId}`, amount: EXERCISE_XP[exercise.difficulty], kind: 'exercises' },
      now,
    )
    if (!change) return nothing()
    const levelUps = await recomputeLevels(trx, userId)
    return { ...change, levelUps, achievements: await checkAchievements(trx, userId, now) }
  })
}

/** The exercise's author or the judge's staff (create_content, admins): the people who can read its tests. */
async function seesTests(conn: DB, userId: number, authorId: number | null): Promise<boolean> {
  if (authorId === userId) return true
  const row = await conn
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'color',
      'level',
      'is_admin',
      'permissions',
      'additional',
      'preferred_language',
    ])
    .where('id', '=', userId)
    .executeTakeFirst()
  return !!row && isJudgeStaff(toSessionUser(row))
}

/** Recent verdicts' changes, for the judge's celebration of an Accepted (issue 16); oldest dropped first. */
const REWARDS_KEPT = 1000

const subscription = remember('trilha-progress', () => ({
  stop: null as null | (() => void),
  pending: new Set<Promise<unknown>>(),
  rewards: new Map<number, { userId: number; change: Promise<ProgressChange | null> }>(),
}))

/**
 * The judge asks what an accepted submission earned: the change its verdict made, once recorded (the status
 * request may come while the transaction runs). Only recent ones, in memory: a celebration is a moment.
 */
async function rewardOf({ submissionId, userId }: { submissionId: number; userId: number }) {
  const entry = subscription.rewards?.get(submissionId)
  if (!entry || entry.userId !== userId) return null
  const change = await entry.change
  if (!change || change.xpGained === 0) return null
  return {
    xp: change.xpGained,
    level_ups: change.levelUps.map((l) => ({ category: l.category, level: l.level })),
  }
}

/**
 * Subscribes to the judge's verdicts once (server.js calls it at start; a second call does nothing). `after`
 * runs once the verdict is recorded (the learning module completes the programming lessons it satisfies).
 */
export function startProgress(after?: (judged: JudgedSubmission) => Promise<unknown>): void {
  if (subscription.stop) return
  // A holder remembered from before the rewards existed (dev reloads) gets its map.
  subscription.rewards ??= new Map()
  const stopListening = onSubmissionJudged((judged) => {
    // The change (for the celebration) is the verdict's own; the follow-up (lessons it completes) runs after it.
    const change = handleJudgedSubmission(judged).catch((error) => {
      console.error('progress: a verdict was not recorded', error)
      return null
    })
    const work = change
      .then(() => after?.(judged))
      .then(() => {
        if (judged.status === 'accepted') learnerProgressed(judged.userId)
      })
      .catch((error) => console.error('progress: a verdict was recorded, its follow-up failed', error))
      .finally(() => subscription.pending.delete(work))
    subscription.pending.add(work)
    if (judged.status === 'accepted') {
      const rewards = subscription.rewards
      rewards.set(judged.id, { userId: judged.userId, change })
      if (rewards.size > REWARDS_KEPT) rewards.delete(rewards.keys().next().value as number)
    }
  })
  const previous = setRewardQuestion(rewardOf)
  subscription.stop = () => {
    stopListening()
    setRewardQuestion(previous)
  }
}

export function stopProgress(): void {
  subscription.stop?.()
  subscription.stop = null
}

/** Resolves when every verdict received so far has been recorded (tests, shutdown); says how many. */
export async function progressSettled(): Promise<number> {
  const pending = [...subscription.pending]
  await Promise.all(pending)
  return pending.length
}
