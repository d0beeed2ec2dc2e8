import { now } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'

// The staff's list of privacy requests (docs/privacy.md#staff): open ones first, by due date, then the rest.

export const STAFF_PAGE_SIZE = 50

export async function privacyRequestsPage(page: number, at = now()) {
  const total = await db
    .selectFrom('privacy_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await db
    .selectFrom('privacy_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'u.name',
      'r.kind',
      'r.status',
      'r.step',
      'r.total_steps',
      'r.created_at',
      'r.due_at',
      'r.act_after',
      'r.completed_at',
      'r.error',
    ])
    // Open (pending/running) first, soonest due first; then the finished ones, newest first.
    .orderBy((eb) => eb.case().when('r.status', 'in', ['pending', 'running']).then(0).else(1).end())
    .orderBy('r.due_at')
    .orderBy('r.id', 'desc')
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE)
    .execute()
  const today = at.toISOString()
  return {
    pages: Math.max(1, Math.ceil(Number(total.n) / STAFF_PAGE_SIZE)),
    rows: rows.map((r) => ({
      ...r,
      open: r.status === 'pending' || r.status === 'running',
      overdue: (r.status === 'pending' || r.status === 'running') && r.due_at < today,
    })),
  }
}
