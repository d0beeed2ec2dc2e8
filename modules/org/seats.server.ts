import { db } from '~/db/client.server'
import { type AssignResult, assignSeat, orgSeatPlan, releaseSeat, seatHolders } from '~/modules/billing'

// The organization's PRO seats (ADR 024): billing keeps the seats and answers "is this user PRO?"; org decides
// who may hold one — the organization's students — and shows the managers seats used and available.

export async function seatsOverview(orgId: number, now: Date) {
  const [plan, holders, students] = await Promise.all([
    orgSeatPlan(orgId, now),
    seatHolders(orgId),
    db
      .selectFrom('organization_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.name', 'u.email'])
      .where('m.institution_id', '=', orgId)
      .where('m.role', '=', 'student')
      .orderBy('u.name')
      .execute(),
  ])
  const holding = new Set(holders)
  // A holder is listed even if no longer a student (removed by hand in the database): the manager frees it.
  const names = holders.length
    ? await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', holders).execute()
    : []
  return {
    plan,
    used: holders.length,
    holders: holders.flatMap((id) => names.filter((n) => n.id === id)),
    candidates: students.filter((s) => !holding.has(s.id)),
  }
}

/** Gives a seat to one of the organization's students ('notStudent' for anyone else). */
export async function giveSeat(
  orgId: number,
  userId: number,
  now: Date,
): Promise<AssignResult | 'notStudent'> {
  const student = await db
    .selectFrom('organization_members')
    .select('user_id')
    .where('institution_id', '=', orgId)
    .where('user_id', '=', userId)
    .where('role', '=', 'student')
    .executeTakeFirst()
  if (!student) return 'notStudent'
  return assignSeat(orgId, userId, now)
}

export const takeSeat = releaseSeat
