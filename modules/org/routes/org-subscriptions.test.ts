import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProAccess, installProAccess, isProUser } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import { BILLING_PRO_ACCESS } from '~/modules/billing'
import { makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { orgUser, replied, response, subscriptionsTab } from '../test-helpers'
import * as seats from './org-subscriptions'
import * as organization from './organization'

// ADR 024: an organization's PRO seats. Staff grant seats for a period; managers give them to the
// organization's students and take them back; a seat makes its holder PRO while the seats are in force.

let previous: ProAccess
beforeAll(() => {
  previous = installProAccess(BILLING_PRO_ACCESS)
})
afterAll(() => {
  installProAccess(previous)
})

const DAY = 86_400_000
const status = async (p: Promise<unknown>) => (await response(p)).status

async function setUp() {
  return { ...(await subscriptionsTab('Escola Assentos')), admin: await makeUser('admin') }
}

describe('organization PRO seats', () => {
  it('staff grant seats; managers give them to students up to the count, take them back; holders are PRO', async () => {
    const { org, admin, send, page } = await setUp()
    const [ana, bia] = [await orgUser(org, 'student'), await orgUser(org, 'student')]
    // No seats yet: giving one is refused with the reason, and nobody becomes PRO.
    const refused = replied(await send({ intent: 'assign', userId: String(ana.id) }))
    expect(refused.init?.status).toBe(409)
    expect(refused.data).toEqual({ refused: 'noSeats' })
    expect(await isProUser(ana.id)).toBe(false)
    // A manager cannot grant seats (money): only staff.
    expect(await status(send({ intent: 'grant', seats: '1', days: '30', reason: 'x' }))).toBe(404)
    expect(
      (await response(send({ intent: 'grant', seats: '1', days: '30', reason: 'Bolsa' }, admin))).status,
    ).toBe(303)
    expect((await page()).plan?.seats).toBe(1)
    expect((await page()).candidates.map((c) => c.id).sort()).toEqual([ana.id, bia.id].sort())
    expect((await response(send({ intent: 'assign', userId: String(ana.id) }))).status).toBe(303)
    expect(await isProUser(ana.id)).toBe(true)
    // One seat, one holder: the second student waits.
    expect(replied(await send({ intent: 'assign', userId: String(bia.id) })).data).toEqual({
      refused: 'full',
    })
    expect(await isProUser(bia.id)).toBe(false)
    const view = await page()
    expect([view.used, view.holders.map((h) => h.id), view.candidates.map((c) => c.id)]).toEqual([
      1,
      [ana.id],
      [bia.id],
    ])
    // Taking the seat back ends PRO at once and frees it for another student.
    await response(send({ intent: 'release', userId: String(ana.id) }))
    expect(await isProUser(ana.id)).toBe(false)
    await response(send({ intent: 'assign', userId: String(bia.id) }))
    expect(await isProUser(bia.id)).toBe(true)
  })

  it('seat PRO ends when the organization’s seats end; a removed student loses the seat', async () => {
    const { org, send, manager } = await setUp()
    const start = new Date()
    await db
      .insertInto('org_seat_plans')
      .values({
        organization_id: org,
        seats: 5,
        starts_at: new Date(start.getTime() - DAY).toISOString(),
        ends_at: new Date(start.getTime() + 30 * DAY).toISOString(),
        source: 'grant',
      })
      .execute()
    const [ana, bia] = [await orgUser(org, 'student'), await orgUser(org, 'student')]
    for (const s of [ana, bia]) await response(send({ intent: 'assign', userId: String(s.id) }))
    expect(await isProUser(ana.id, start)).toBe(true)
    expect(await isProUser(ana.id, new Date(start.getTime() + 30 * DAY))).toBe(false)
    // The manager removes Bia from the organization: her seat goes with it.
    await response(
      organization.action(
        routeArgs(
          post(
            `/br/organization/${org}`,
            { intent: 'remove', role: 'student', userId: String(bia.id) },
            manager,
          ),
          {
            id: String(org),
          },
        ),
      ),
    )
    expect(await isProUser(bia.id, start)).toBe(false)
    expect(await isProUser(ana.id, start)).toBe(true)
  })

  it('gives seats to the organization’s students only; bad input is no 500; others get 404', async () => {
    const { org, id, url, send, admin } = await setUp()
    await response(send({ intent: 'grant', seats: '3', days: '30', reason: 'Bolsa' }, admin))
    const professor = await orgUser(org, 'professor')
    const outsider = await makeUser()
    for (const who of [professor, outsider])
      expect(replied(await send({ intent: 'assign', userId: String(who.id) })).data).toEqual({
        refused: 'notStudent',
      })
    const bad: Record<string, string>[] = [
      {},
      { intent: 'assign', userId: 'x' },
      { intent: 'nope', userId: '1' },
    ]
    for (const fields of bad) expect((await response(send(fields))).status).toBe(303)
    const badGrant = replied(await send({ intent: 'grant', seats: '0', days: '30', reason: '' }, admin))
    expect(badGrant.init?.status).toBe(422)
    expect(badGrant.data).toMatchObject({ grantErrors: true, values: { seats: '0', days: '30' } })
    const student = await orgUser(org, 'student')
    for (const who of [professor, student, outsider]) {
      expect(await status(seats.loader(routeArgs(getRequest(url, who), { id })))).toBe(404)
      expect(await status(send({ intent: 'assign', userId: String(student.id) }, who))).toBe(404)
    }
    expect(
      await db.selectFrom('pro_seats').select('user_id').where('organization_id', '=', org).execute(),
    ).toEqual([])
  })
})
