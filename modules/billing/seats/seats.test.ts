import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { BILLING_PRO_ACCESS } from '../state.server'
import { makeInstitution } from '../test-helpers'
import { assignSeat, orgSeatPlan, releaseSeat } from './seats.server'

// ADR 024: an organization's seats in billing. Plans in force add up; a seat is PRO only during a plan of its
// organization that is active; a cancelled plan gives nothing; seats never exceed the plans' count.

const DAY = 86_400_000
const makeOrg = makeInstitution
const t0 = new Date('2026-05-01T12:00:00Z')
const at = (days: number) => new Date(t0.getTime() + days * DAY)

async function plan(
  org: number,
  seats: number,
  from: number,
  to: number,
  status: 'active' | 'canceled' = 'active',
) {
  await db
    .insertInto('org_seat_plans')
    .values({
      organization_id: org,
      seats,
      starts_at: at(from).toISOString(),
      ends_at: at(to).toISOString(),
      status,
      source: 'grant',
    })
    .execute()
}
const pro = async (userId: number, when: Date) =>
  (await BILLING_PRO_ACCESS.proUserIds([userId], when)).has(userId)

describe('organization seats (billing)', () => {
  it('adds up the plans in force and stops at their count', async () => {
    const org = await makeOrg()
    await plan(org, 1, 0, 30)
    await plan(org, 1, 10, 20)
    await plan(org, 5, 0, 30, 'canceled')
    expect(await orgSeatPlan(org, at(5))).toEqual({ seats: 1, until: at(30).toISOString() })
    expect((await orgSeatPlan(org, at(15)))?.seats).toBe(2)
    expect(await orgSeatPlan(org, at(30))).toBeNull()
    const [a, b, c] = [await makeUser(), await makeUser(), await makeUser()]
    expect(await assignSeat(org, a.id, at(15))).toBe('assigned')
    expect(await assignSeat(org, a.id, at(15))).toBe('already')
    expect(await assignSeat(org, b.id, at(15))).toBe('assigned')
    expect(await assignSeat(org, c.id, at(15))).toBe('full')
    expect(await assignSeat(org, c.id, at(31))).toBe('noSeats')
    await releaseSeat(org, b.id)
    expect(await assignSeat(org, c.id, at(15))).toBe('assigned')
  })

  it('a seat is PRO during an active plan of its organization only', async () => {
    const org = await makeOrg()
    const other = await makeOrg()
    await plan(org, 2, 0, 30)
    await plan(other, 2, 0, 90)
    await plan(org, 2, 30, 60, 'canceled')
    const user = await makeUser()
    expect(await assignSeat(org, user.id, at(1))).toBe('assigned')
    expect(await pro(user.id, at(-1))).toBe(false)
    expect(await pro(user.id, at(1))).toBe(true)
    // The organization's seats end (the next plan was cancelled); another organization's plan is not theirs.
    expect(await pro(user.id, at(30))).toBe(false)
    expect(await pro(user.id, at(45))).toBe(false)
  })
})
