import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import {
  recordPaymentCommission,
  referralBalance,
  referralReceipts,
  reversePaymentCommission,
} from './ledger.server'
import { runPayoutsJob } from './payouts-job.server'
import { closeMonth, markPayoutPaid, payoutBatch, payoutBatchCsv } from './payouts.server'
import { invitee, inviter, study } from './test-helpers'

const annual = async (identifier: string, paymentId: string, paidAt: Date) => {
  const user = await invitee(identifier)
  await recordPaymentCommission({ invitedUserId: user.id, paymentId, plan: 'annual', paidAt })
  return user
}

// November 2026's last day in São Paulo begins at 2026-11-30T03:00Z.
const LAST_DAY = new Date('2026-11-30T12:00:00Z')

describe('closing a month', () => {
  // A month's batch holds everyone: each case starts from an empty ledger.
  beforeEach(async () => {
    await db.deleteFrom('referral_commissions').execute()
    await db.deleteFrom('referral_payouts').execute()
  })

  it('balances of R$ 100,00 payable before the last day become one payout; a re-run changes nothing', async () => {
    const ana = await inviter()
    await annual(ana.identifier, 'a1', new Date('2026-11-01T12:00:00Z'))
    await annual(ana.identifier, 'a2', new Date('2026-11-10T12:00:00Z'))
    const bia = await invitee(ana.identifier)
    await study(bia.id, 3, 1)
    // Below the minimum: R$ 99,00 does not go out.
    const low = await inviter()
    await annual(low.identifier, 'b1', new Date('2026-11-01T12:00:00Z'))

    // The job: Bia's R$ 1,00 is found (the safety net), then the month closes.
    const first = await runPayoutsJob(LAST_DAY)
    expect(first).toEqual({ month: '2026-11', created: 1, earned: 1 })
    const batch = await payoutBatch('2026-11')
    // R$ 50 + R$ 50; the R$ 1 of today is payable after the cutoff and waits for December.
    expect(batch).toMatchObject([
      { amountCents: 10_000, ownerName: 'Ana Souza', pixKey: '52998224725', paidAt: null },
    ])
    expect(await closeMonth(LAST_DAY)).toEqual({ month: '2026-11', created: 0 })
    expect(await closeMonth(new Date('2026-12-15T12:00:00Z'))).toEqual({ month: '2026-11', created: 0 })
    expect(await payoutBatch('2026-11')).toHaveLength(1)
    expect(await referralBalance(ana.id, LAST_DAY)).toMatchObject({
      inPayoutCents: 10_000,
      availableCents: 100,
    })
  })

  it("the staff button's close checks no invitation (bounded); the job does", async () => {
    const ana = await inviter()
    const bia = await invitee(ana.identifier)
    await study(bia.id, 3, 1)
    await closeMonth(LAST_DAY)
    expect((await referralBalance(ana.id, LAST_DAY)).availableCents).toBe(0)
    // Earlier cases' invitations may be found too: the job checks them all.
    expect((await runPayoutsJob(LAST_DAY)).earned).toBeGreaterThanOrEqual(1)
    expect((await referralBalance(ana.id, LAST_DAY)).availableCents).toBe(100)
  })

  it('a commission still inside its withdrawal window at the cutoff waits for the next month', async () => {
    const ana = await inviter()
    await annual(ana.identifier, 'w1', new Date('2026-11-01T12:00:00Z'))
    await annual(ana.identifier, 'w2', new Date('2026-11-25T12:00:00Z')) // payable 2 Dec
    expect(await closeMonth(LAST_DAY)).toEqual({ month: '2026-11', created: 0 })
    expect(await closeMonth(new Date('2026-12-31T12:00:00Z'))).toEqual({ month: '2026-12', created: 1 })
    expect((await payoutBatch('2026-12'))[0].amountCents).toBe(10_000)
  })

  it('a refund after the payout is taken from the next balance; nothing is paid twice', async () => {
    const ana = await inviter()
    await annual(ana.identifier, 'x1', new Date('2026-10-01T12:00:00Z'))
    await annual(ana.identifier, 'x2', new Date('2026-10-02T12:00:00Z'))
    expect((await closeMonth(new Date('2026-10-31T12:00:00Z'))).created).toBe(1)
    expect(await reversePaymentCommission('x1', new Date('2026-11-05T12:00:00Z'))).toBe('debited')
    await annual(ana.identifier, 'x3', new Date('2026-11-01T12:00:00Z'))
    await annual(ana.identifier, 'x4', new Date('2026-11-02T12:00:00Z'))
    // R$ 100 earned in November minus the R$ 50 reversed: below the minimum.
    expect((await closeMonth(LAST_DAY)).created).toBe(0)
    const lines = await referralReceipts(ana.id, LAST_DAY)
    expect(lines.filter((l) => l.type === 'commission' && l.kind === 'reversal')).toHaveLength(1)
  })

  it('staff mark a payout paid once, with a well-formed end-to-end id used once; the CSV lists the unpaid', async () => {
    const ana = await inviter()
    const bia = await inviter()
    for (const who of [ana, bia]) {
      await annual(who.identifier, `${who.identifier}-1`, new Date('2026-11-01T12:00:00Z'))
      await annual(who.identifier, `${who.identifier}-2`, new Date('2026-11-02T12:00:00Z'))
    }
    await closeMonth(LAST_DAY)
    const [first, second] = await payoutBatch('2026-11')
    const csv = await payoutBatchCsv('2026-11')
    expect(csv.split('\r\n')).toEqual([
      'payout_id,owner_name,pix_key_type,pix_key,amount_brl',
      `${first.id},Ana Souza,cpf,52998224725,100.00`,
      `${second.id},Ana Souza,cpf,52998224725,100.00`,
      '',
    ])
    const staff = await createTestUser({ is_admin: 1 })
    const e2e = 'E00038166202611301530abcDEF12345'
    expect(await markPayoutPaid(first.id, e2e, staff.id)).toEqual({ ok: true })
    expect(await markPayoutPaid(first.id, 'E00038166202611301530abcDEF99999', staff.id)).toEqual({
      ok: false,
      reason: 'already_paid',
    })
    expect(await markPayoutPaid(second.id, e2e, staff.id)).toEqual({ ok: false, reason: 'e2e_used' })
    expect(await markPayoutPaid(999_999, 'E00038166202611301530abcDEF00000', staff.id)).toEqual({
      ok: false,
      reason: 'not_found',
    })
    expect((await payoutBatchCsv('2026-11')).split('\r\n')).toHaveLength(3)
    const row = await db
      .selectFrom('referral_payouts')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ end_to_end_id: e2e, paid_by: staff.id })
  })

  it('a CSV cell that a spreadsheet would run as a formula is quoted', async () => {
    const ana = await inviter()
    await db
      .updateTable('referral_links')
      .set({ owner_name: '=HYPERLINK("x")' })
      .where('user_id', '=', ana.id)
      .execute()
    await annual(ana.identifier, 'f1', new Date('2026-11-01T12:00:00Z'))
    await annual(ana.identifier, 'f2', new Date('2026-11-02T12:00:00Z'))
    await closeMonth(LAST_DAY)
    expect(await payoutBatchCsv('2026-11')).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
