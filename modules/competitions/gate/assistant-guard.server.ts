import { sql } from 'kysely'
import { db } from '~/db/client.server'

/**
 * Is this exercise a problem of a competition running for this user right now (issue 19: the assistant does not
 * solve a running competition's problems for its participants)? Running is the participant's own clock: a live
 * entry follows the competition, a virtual one its own run.
 */
export async function inRunningCompetition(
  userId: number,
  exerciseId: number,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString()
  const row = await db
    .selectFrom('competition_exercises as ce')
    .innerJoin('participation_members as pm', 'pm.competition_id', 'ce.competition_id')
    .innerJoin('participations as p', 'p.id', 'pm.participation_id')
    .select(sql<number>`1`.as('one'))
    .where('ce.exercise_id', '=', exerciseId)
    .where('pm.user_id', '=', userId)
    .where('p.starts_at', '<=', at)
    .where('p.ends_at', '>', at)
    .limit(1)
    .executeTakeFirst()
  return !!row
}
