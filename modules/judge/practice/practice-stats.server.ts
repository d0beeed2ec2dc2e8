// Shared SQL of the practice pages (lists, sources, subjects): who may see an exercise and the numbers shown
// beside it. Every figure comes from one grouped query over a set of exercises, never one query per row.
//
// Definitions (also in README.md):
// - solver: a user with at least one accepted submission for the exercise;
// - a user's best score on an exercise: the highest score among their judged submissions (an internal_error,
//   the judge's own failure, has no score);
// - acceptance rate of an exercise: accepted submissions / judged submissions (a verdict other than the judge's
//   own failure; queued, judging and frozen ones are not judged yet for the reader), every submission counted;
// - average score of an exercise: the mean, over the users with at least one judged submission for it, of
//   their best score (rounded); null while nobody has been judged;
// - average score of a source or subject: the same mean taken over every (user, exercise) pair of its visible
//   exercises, so an exercise many people tried weighs more than one a single person tried.
import { type Expression, type SqlBool, sql } from 'kysely'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { type DB, db } from '~/db/client.server'
import { isJudgeStaff } from '../access'

const col = (name: string) => sql.ref(`programming_exercises.${name}`)

/**
 * canSeeExercise as SQL on `programming_exercises`: public and community for everyone, private ones for
 * their author and staff.
 */
export function visibleTo(user: SessionUser | null): Expression<SqlBool> {
  if (isJudgeStaff(user)) return sql<SqlBool>`1 = 1`
  if (!user) return sql<SqlBool>`${col('visibility')} != 'private'`
  return sql<SqlBool>`(${col('visibility')} != 'private' or ${col('author_id')} = ${user.id})`
}

export type UserExerciseStatus = 'solved' | 'tried' | null

export interface ExerciseStats {
  solvers: number
  /** Judged submissions (see the definitions above) and how many of them were accepted. */
  judged: number
  accepted: number
  average: number | null
  status: UserExerciseStatus
  best: number | null
}

const EMPTY: ExerciseStats = { solvers: 0, judged: 0, accepted: 0, average: null, status: null, best: null }

export function roundScore(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value)
}

/** Solvers, average score and this user's status and best score for each exercise id (one grouped query). */
export async function exerciseStats(
  ids: number[],
  userId: number | null,
  conn: DB = db,
): Promise<Map<number, ExerciseStats>> {
  const stats = new Map<number, ExerciseStats>()
  if (ids.length === 0) return stats
  const rows = await conn
    .selectFrom((eb) =>
      eb
        .selectFrom('submissions')
        .select(['exercise_id', 'user_id'])
        .select((e) => [
          // The judge's own failure (internal_error) scores nothing: it is no attempt's score.
          sql<
            number | null
          >`max(case when ${sql.ref('status')} <> 'internal_error' then ${sql.ref('score')} end)`.as('best'),
          sql<number>`max(${sql.ref('status')} = 'accepted')`.as('solved'),
          sql<number>`sum(${sql.ref('status')} = 'accepted')`.as('accepted'),
          sql<number>`sum(${sql.ref('status')} not in ('in_queue', 'judging', 'frozen', 'internal_error'))`.as(
            'judged',
          ),
        ])
        .where('exercise_id', 'in', ids)
        .groupBy(['exercise_id', 'user_id'])
        .as('per_user'),
    )
    .select('per_user.exercise_id')
    .select([
      sql<number>`sum(per_user.solved)`.as('solvers'),
      sql<number>`sum(per_user.accepted)`.as('accepted'),
      sql<number>`sum(per_user.judged)`.as('judged'),
      sql<number | null>`avg(per_user.best)`.as('average'),
      sql<number>`max(per_user.user_id = ${userId})`.as('mine_tried'),
      sql<number | null>`max(case when per_user.user_id = ${userId} then per_user.solved end)`.as(
        'mine_solved',
      ),
      sql<number | null>`max(case when per_user.user_id = ${userId} then per_user.best end)`.as('mine_best'),
    ])
    .groupBy('per_user.exercise_id')
    .execute()
  for (const r of rows) {
    stats.set(r.exercise_id, {
      solvers: Number(r.solvers),
      judged: Number(r.judged),
      accepted: Number(r.accepted),
      average: roundScore(r.average),
      status: r.mine_solved ? 'solved' : r.mine_tried ? 'tried' : null,
      best: r.mine_best ?? null,
    })
  }
  return stats
}

/** accepted / judged as a whole percentage, or null before anything was judged. */
export function acceptanceRate(stats: Pick<ExerciseStats, 'accepted' | 'judged'>): number | null {
  return stats.judged > 0 ? Math.round((100 * stats.accepted) / stats.judged) : null
}

export function statsOf(stats: Map<number, ExerciseStats>, id: number): ExerciseStats {
  return stats.get(id) ?? EMPTY
}

export interface GroupStats {
  exercises: number
  solved: number
  average: number | null
}

/**
 * Counts for groups of exercises (sources, subjects): `members` are (group_id, exercise_id) pairs, already
 * restricted to what the viewer may see and without duplicates. One statement: the pairs travel as JSON.
 */
export async function groupStats(
  members: { group_id: number; exercise_id: number }[],
  userId: number | null,
  conn: DB = db,
): Promise<Map<number, GroupStats>> {
  const result = new Map<number, GroupStats>()
  if (members.length === 0) return result
  const pairs = JSON.stringify(members.map((m) => [m.group_id, m.exercise_id]))
  const { rows } = await sql<{ group_id: number; exercises: number; solved: number; average: number | null }>`
    with members(group_id, exercise_id) as (
      select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(${pairs})
    ),
    per_user as (
      select exercise_id, user_id, max(case when status <> 'internal_error' then score end) as best,
        max(status = 'accepted') as solved
      from submissions
      where exercise_id in (select exercise_id from members)
      group by exercise_id, user_id
    )
    select m.group_id as group_id,
      count(distinct m.exercise_id) as exercises,
      count(distinct case when p.user_id = ${userId} and p.solved = 1 then m.exercise_id end) as solved,
      avg(p.best) as average
    from members m left join per_user p on p.exercise_id = m.exercise_id
    group by m.group_id
  `.execute(conn)
  for (const r of rows) {
    result.set(r.group_id, {
      exercises: Number(r.exercises),
      solved: Number(r.solved),
      average: roundScore(r.average),
    })
  }
  return result
}

export const NO_GROUP_STATS: GroupStats = { exercises: 0, solved: 0, average: null }
