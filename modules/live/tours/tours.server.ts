import type { TourName } from '~/app/kernel/people/tours'
import { db } from '~/db/client.server'

// The guided tours' writes (issue 22): a dismissed (or finished) tour is not shown again; the "how this page
// works" page can bring it back. The read is the kernel's (app/kernel/people/tours.server.ts, `showTour`).

export async function dismissTour(userId: number, tour: TourName): Promise<void> {
  await db
    .insertInto('tour_dismissals')
    .values({ user_id: userId, tour })
    .onConflict((oc) => oc.columns(['user_id', 'tour']).doNothing())
    .execute()
}

export async function restoreTour(userId: number, tour: TourName): Promise<void> {
  await db.deleteFrom('tour_dismissals').where('user_id', '=', userId).where('tour', '=', tour).execute()
}
