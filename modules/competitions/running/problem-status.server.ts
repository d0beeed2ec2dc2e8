// The viewer's status per problem on the competition page (issue 16): solved (an accepted submission of their
// participation — a team's: any member's), tried (something sent), or not tried. A participant always sees
// their own verdicts; the freeze hides only others' results (as contest-submissions.server.ts).
import { db } from '~/db/client.server'

export type ProblemStatus = 'solved' | 'tried' | 'not_tried'

export async function problemStatuses(
  competitionId: number,
  participationId: number,
): Promise<Map<number, Exclude<ProblemStatus, 'not_tried'>>> {
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('participation_members as pm', (join) =>
      join.onRef('pm.user_id', '=', 's.user_id').onRef('pm.competition_id', '=', 's.competition_id'),
    )
    .select(['s.exercise_id', (eb) => eb.fn.max(eb('s.status', '=', 'accepted')).as('solved')])
    .where('s.competition_id', '=', competitionId)
    .where('pm.participation_id', '=', participationId)
    .groupBy('s.exercise_id')
    .execute()
  return new Map(rows.map((r) => [r.exercise_id, Number(r.solved) === 1 ? 'solved' : 'tried']))
}
