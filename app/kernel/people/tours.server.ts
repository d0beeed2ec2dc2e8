import { db } from '~/db/client.server'
import type { TourName } from './tours'

// Whether a page shows its guided tour (issue 22). Read by the dashboard (site), the courses page (learning) and
// the exercise page (judge); the dismissal is written by modules/live (its page and POST /api/tours/:tour/dismiss).
// As with the study plan's read (study-plan.server.ts), a one-row lookup below every reader (ADR 014).

/** True for a logged-in user who has not dismissed (or finished) `tour`; visitors never get the island. */
export async function showTour(userId: number | null | undefined, tour: TourName): Promise<boolean> {
  if (!userId) return false
  const row = await db
    .selectFrom('tour_dismissals')
    .select('tour')
    .where('user_id', '=', userId)
    .where('tour', '=', tour)
    .executeTakeFirst()
  return !row
}
