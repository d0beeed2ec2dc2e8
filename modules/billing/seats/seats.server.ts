import { db } from '~/db/client.server'
import { GRANT_MAX_DAYS } from '../plans'

// PRO seats an organization holds (ADR 024). Billing keeps the periods of seats (`org_seat_plans`) and who
// holds one (`pro_seats`); org, above billing, decides who may hold one (the organization's students) and calls
// these through billing's index. A seat gives PRO only while a plan of its organization is in force:
// `seatPeriods` feeds the access function like a staff grant, so PRO ends with the plan, at once.

const DAY = 24 * 60 * 60 * 1000

export interface SeatPlan {
  /** Seats in force now (plans that overlap add up). */
  seats: number
  /** When the last plan in force ends. */
  until: string
}

/** The seats an organization holds at `now`, or null. */
export async function orgSeatPlan(organizationId: number, now: Date): Promise<SeatPlan | null> {
  const stamp = now.toISOString()
  const plans = await db
    .selectFrom('org_seat_plans')
    .select(['seats', 'ends_at'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'active')
    .where('starts_at', '<=', stamp)
    .where('ends_at', '>', stamp)
    .execute()
  if (!plans.length) return null
  return {
    seats: plans.reduce((sum, p) => sum + p.seats, 0),
    until: plans.map((p) => p.ends_at).sort()[plans.length - 1],
  }
}

/** Staff give an organization `seats` for `days` from now (the seats' counterpart of a staff grant). */
export async function grantOrgSeats(
  organizationId: number,
  input: { seats: number; days: number; reason: string },
  now: Date,
) {
  const days = Math.min(input.days, GRANT_MAX_DAYS)
  await db
    .insertInto('org_seat_plans')
    .values({
      organization_id: organizationId,
      seats: input.seats,
      starts_at: now.toISOString(),
      ends_at: new Date(now.getTime() + days * DAY).toISOString(),
      source: 'grant',
      reason: input.reason,
    })
    .execute()
}

/** The ids of the people holding a seat of the organization, in the order they got it. */
export async function seatHolders(organizationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pro_seats')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .orderBy('assigned_at')
    .execute()
  return rows.map((r) => r.user_id)
}

export type AssignResult = 'assigned' | 'noSeats' | 'full' | 'already'

/**
 * Gives a seat of the organization to `userId` (org has checked they are its student). The count and the
 * insert share one transaction, so two managers clicking at once cannot give more seats than the plan holds.
 */
export async function assignSeat(organizationId: number, userId: number, now: Date): Promise<AssignResult> {
  const plan = await orgSeatPlan(organizationId, now)
  if (!plan) return 'noSeats'
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('pro_seats')
      .select('user_id')
      .where('organization_id', '=', organizationId)
      .execute()
    if (held.some((h) => h.user_id === userId)) return 'already'
    if (held.length >= plan.seats) return 'full'
    await trx
      .insertInto('pro_seats')
      .values({ organization_id: organizationId, user_id: userId, assigned_at: now.toISOString() })
      .execute()
    return 'assigned'
  })
}

export async function releaseSeat(organizationId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('pro_seats')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute()
}

/** For the access function: each seat held as a period (its organization's plans in force), per user. */
export async function seatPeriods(userIds: readonly number[]) {
  if (!userIds.length) return []
  return db
    .selectFrom('pro_seats as s')
    .innerJoin('org_seat_plans as p', 'p.organization_id', 's.organization_id')
    .select(['s.user_id', 'p.starts_at', 'p.ends_at'])
    .where('s.user_id', 'in', [...userIds])
    .where('p.status', '=', 'active')
    .execute()
}
