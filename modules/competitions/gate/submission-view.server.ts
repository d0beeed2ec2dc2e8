import { db } from '~/db/client.server'
import type { SubmissionCompetitionLookup } from '~/modules/judge'
import { isOrganizer, letterOf } from '../core.server'

/**
 * The submission page's view of a competition submission (installed into the judge by index.ts): the
 * exercise's letter, and whether the viewer is a peer — an organizer, or a member of the same participation
 * (a team's members read each other's submissions on their submissions page).
 */
export const submissionView: SubmissionCompetitionLookup = async ({
  user,
  competitionId,
  exerciseId,
  ownerId,
}) => {
  const row = await db
    .selectFrom('competitions as c')
    .leftJoin('competition_exercises as ce', (join) =>
      join.onRef('ce.competition_id', '=', 'c.id').on('ce.exercise_id', '=', exerciseId),
    )
    .select(['c.id', 'c.title', 'c.created_by', 'c.ends_at', 'ce.position'])
    .where('c.id', '=', competitionId)
    .executeTakeFirst()
  if (!row) return null
  let viewerIsPeer = isOrganizer(user, row)
  if (user && !viewerIsPeer) {
    const peer = await db
      .selectFrom('participation_members as mine')
      .innerJoin('participation_members as theirs', 'theirs.participation_id', 'mine.participation_id')
      .select('mine.participation_id')
      .where('mine.competition_id', '=', competitionId)
      .where('mine.user_id', '=', user.id)
      .where('theirs.user_id', '=', ownerId)
      .executeTakeFirst()
    viewerIsPeer = !!peer
  }
  return {
    id: row.id,
    title: row.title,
    letter: row.position === null ? '' : letterOf(row.position),
    endsAt: row.ends_at,
    viewerIsPeer,
  }
}
