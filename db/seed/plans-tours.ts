import type { Kysely } from 'kysely'
import { TOUR_NAMES } from '~/app/kernel/people/tours'
import type { Database } from '../schema'

// Issue 22's demo data: the demo student's study plan (the dashboard's week and the course pages' estimate
// read it), and the guided tours marked as seen for every demo account — they are not first-time users, and a
// tour would hydrate their dashboard; register a new account to see one.
export async function seedPlansAndTours(db: Kysely<Database>) {
  const student = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'aluna@trilha.dev')
    .executeTakeFirst()
  if (student) {
    await db
      .insertInto('study_plans')
      .values({ user_id: student.id, days: '2,4,6', hours_per_day: 1.5 })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
  }
  const users = await db.selectFrom('users').select('id').execute()
  for (const tour of TOUR_NAMES) {
    if (!users.length) break
    await db
      .insertInto('tour_dismissals')
      .values(users.map((u) => ({ user_id: u.id, tour })))
      .onConflict((oc) => oc.columns(['user_id', 'tour']).doNothing())
      .execute()
  }
}
