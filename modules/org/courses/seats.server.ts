import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'
import {
  type AssignResult,
  type SeatPurchaseInput,
  assignSeat,
  orgSeatPlan,
  releaseSeat,
  seatHistory,
  seatHolders,
  startSeatPurchase,
} from '~/modules/billing'

// The organization's PRO seats (ADR 024): billing keeps the seats and answers "is this user PRO?"; org decides
// who may hold one — the organization's students — and shows the managers seats used and available.

export async function seatsOverview(orgId: number, now: Date) {
  const [plan, history, holders, students] = await Promise.all([
    orgSeatPlan(orgId, now),
    seatHistory(orgId),
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
    history,
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

/**
 * A manager buys seats (ADR 029; the route checked `org.seats.buy`): billing starts the payment at the provider.
 * The card's checkout comes back to the purchase's page, where the webhook's answer shows; PIX goes there at once.
 */
export async function buySeats(
  manager: { id: number; email: string },
  orgId: number,
  input: SeatPurchaseInput,
  prefix: string,
) {
  const page = `${env().publicUrl}/${prefix}/organization/${orgId}/subscriptions`
  const started = await startSeatPurchase(manager, orgId, input, {
    returnUrl: (paymentId) => `${page}/payment/${paymentId}`,
    cancelUrl: page,
  })
  if ('refusal' in started) return started
  return {
    redirect:
      started.redirect ?? `/${prefix}/organization/${orgId}/subscriptions/payment/${started.paymentId}`,
  }
}
