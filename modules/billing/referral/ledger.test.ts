import { describe, expect, it } from 'vitest'
import { learnerProgressSettled, learnerProgressed } from '~/app/kernel/people/progress-events.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { startBilling, stopBilling } from '../start.server'
import {
  evaluateSignupReward,
  evaluateSignupRewards,
  recordPaymentCommission,
  referralBalance,
  referralReceipts,
  reversePaymentCommission,
} from './ledger.server'
import { createLink, recordInvitation } from './links.server'
import { invitee, inviter, study } from './test-helpers'

const NOW = new Date('2026-11-10T12:00:00Z')
const DAY = 86_400_000
const at = (days: number) => new Date(NOW.getTime() + days * DAY)

describe('invitations', () => {
  it('the typed identifier or the remembered one links the new user; unknown ones do nothing', async () => {
    const ana = await inviter()
    const bia = await createTestUser()
    expect(await recordInvitation(bia.id, ['ninguem', ana.identifier.toUpperCase()])).toBe(ana.id)
    const carla = await createTestUser()
    expect(await recordInvitation(carla.id, ['', null, 'ninguem'])).toBeNull()
    // One inviter per invited user: a second call changes nothing.
    const other = await inviter()
    await recordInvitation(bia.id, [other.identifier])
    const row = await db
      .selectFrom('referral_invitations')
      .select('referrer_id')
      .where('invited_user_id', '=', bia.id)
      .executeTakeFirstOrThrow()
    expect(row.referrer_id).toBe(ana.id)
  })

  it('nobody invites themselves: not their own account, nor another account on the same mailbox', async () => {
    const ana = await createTestUser({ email: 'ana.souza@gmail.com' })
    await createLink(ana.id, {
      identifier: 'ana-souza',
      pixKeyType: 'email',
      pixKey: 'a@b.com',
      ownerName: 'Ana' + ' S',
    })
    expect(await recordInvitation(ana.id, ['ana-souza'])).toBeNull()
    const twin = await createTestUser({ email: 'anasouza+trilha@gmail.com' })
    expect(await recordInvitation(twin.id, ['ana-souza'])).toBeNull()
    const friend = await createTestUser({ email: 'bia@gmail.com' })
    expect(await recordInvitation(friend.id, ['ana-souza'])).toBe(ana.id)
  })

  it('an identifier belongs to one user ("already belongs to another user")', async () => {
    const ana = await inviter('ana')
    const bia = await createTestUser()
    const input = {
      identifier: 'ana',
      pixKeyType: 'cpf' as const,
      pixKey: '52998224725',
      ownerName: 'Bia Lima',
    }
    expect(await createLink(bia.id, input)).toEqual({ ok: false, reason: 'identifier_taken' })
    expect(await createLink(ana.id, { ...input, identifier: 'ana-2' })).toEqual({
      ok: false,
      reason: 'has_link',
    })
  })
})

describe('the signup reward', () => {
  it('R$ 1,00 once the invited user did 3 lessons and 1 accepted exercise, once', async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    await study(bia.id, 2, 1)
    expect(await evaluateSignupRewards(ana.id, NOW)).toBe(0)
    expect((await referralBalance(ana.id, NOW)).availableCents).toBe(0)
    await study(bia.id, 1, 0)
    expect(await evaluateSignupRewards(ana.id, NOW)).toBe(1)
    expect(await evaluateSignupRewards(null, NOW)).toBe(0)
    expect(await referralBalance(ana.id, NOW)).toMatchObject({
      availableCents: 100,
      pendingCents: 0,
      invited: 1,
    })
  })

  it('is checked when the invited user makes progress (the kernel event billing follows from start), not on read', async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    await study(bia.id, 3, 1)
    // Reading the balance records nothing: a GET writes nothing on anybody's behalf.
    expect((await referralBalance(ana.id, NOW)).availableCents).toBe(0)
    await startBilling()
    try {
      learnerProgressed(bia.id)
      expect(await learnerProgressSettled()).toBe(1)
    } finally {
      await stopBilling()
    }
    // Recorded at the server's clock (the listener's `now`), so read the balance at the real time.
    expect((await referralBalance(ana.id)).availableCents).toBe(100)
    expect(await evaluateSignupReward(bia.id, NOW)).toBe(0)
  })

  it('lessons without an exercise earn nothing; a user nobody invited earns nobody anything', async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    await study(bia.id, 5, 0)
    const loner = await createTestUser()
    await study(loner.id, 3, 1)
    expect(await evaluateSignupRewards(null, NOW)).toBe(0)
  })
})

describe('payment commissions', () => {
  it('monthly R$ 15,00, annual R$ 50,00, payable after the 7-day window', async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    const result = await recordPaymentCommission({
      invitedUserId: bia.id,
      paymentId: 'pay-1',
      plan: 'annual',
      paidAt: NOW,
    })
    expect(result).toEqual({ recorded: true, amountCents: 5000, payableAt: at(7) })
    expect(await referralBalance(ana.id, at(6.99))).toMatchObject({ availableCents: 0, pendingCents: 5000 })
    expect(await referralBalance(ana.id, at(7))).toMatchObject({ availableCents: 5000, pendingCents: 0 })
    const carla = await invitee(ana.identifier)
    await recordPaymentCommission({
      invitedUserId: carla.id,
      paymentId: 'pay-2',
      plan: 'monthly',
      paidAt: NOW,
    })
    expect((await referralBalance(ana.id, at(8))).availableCents).toBe(6500)
  })

  it('once per invited user: a renewal, another plan or the same payment again earn nothing', async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    const pay = (paymentId: string, plan: 'monthly' | 'annual') =>
      recordPaymentCommission({ invitedUserId: bia.id, paymentId, plan, paidAt: NOW })
    expect((await pay('p1', 'monthly')).recorded).toBe(true)
    expect(await pay('p1', 'monthly')).toEqual({ recorded: false, reason: 'already_rewarded' })
    expect(await pay('p2', 'monthly')).toEqual({ recorded: false, reason: 'already_rewarded' })
    expect(await pay('p3', 'annual')).toEqual({ recorded: false, reason: 'already_rewarded' })
    const nobody = await createTestUser()
    expect(
      await recordPaymentCommission({
        invitedUserId: nobody.id,
        paymentId: 'p4',
        plan: 'annual',
        paidAt: NOW,
      }),
    ).toEqual({ recorded: false, reason: 'not_invited' })
  })

  it('a refunded payment earns nothing, and frees the slot for a later payment', async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    await recordPaymentCommission({ invitedUserId: bia.id, paymentId: 'r1', plan: 'annual', paidAt: NOW })
    expect(await reversePaymentCommission('r1', at(3))).toBe('reversed')
    expect(await reversePaymentCommission('r1', at(3))).toBe('none')
    expect(await referralBalance(ana.id, at(30))).toMatchObject({ availableCents: 0, pendingCents: 0 })
    const lines = await referralReceipts(ana.id, at(30))
    expect(lines).toMatchObject([{ type: 'commission', kind: 'pro_annual', state: 'reversed' }])
    const again = await recordPaymentCommission({
      invitedUserId: bia.id,
      paymentId: 'r2',
      plan: 'monthly',
      paidAt: at(10),
    })
    expect(again.recorded).toBe(true)
    expect(await reversePaymentCommission('unknown', at(3))).toBe('none')
  })
})
