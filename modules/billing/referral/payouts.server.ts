import { csvLines } from '~/app/kernel/files/csv'
import { now as clock } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'
import { monthToClose } from './month.server'
import { MINIMUM_PAYOUT_CENTS } from './rules'

export interface CloseMonthResult {
  month: string
  /** Payouts this run created (0 on a re-run). */
  created: number
}

/**
 * Closes the month a run at `now` belongs to (rules.monthToClose): every balance of at least R$ 100,00 payable
 * before the cutoff becomes one payout with a snapshot of the PIX key. Idempotent — a payout is unique per user
 * and month, and the commissions it takes are marked with it, so a re-run (or a concurrent one) changes nothing
 * and no commission is paid twice.
 */
export async function closeMonth(now: Date = clock()): Promise<CloseMonthResult> {
  const { month, cutoff } = monthToClose(now)
  const created = await db.transaction().execute(async (trx) => {
    const balances = await trx
      .selectFrom('referral_commissions as c')
      .innerJoin('referral_links as l', 'l.user_id', 'c.referrer_id')
      .leftJoin('referral_payouts as p', (join) =>
        join.onRef('p.user_id', '=', 'c.referrer_id').on('p.month', '=', month),
      )
      .select(['c.referrer_id', 'l.pix_key_type', 'l.pix_key', 'l.owner_name'])
      .select((eb) => eb.fn.sum<number>('c.amount_cents').as('total'))
      .where('c.payout_id', 'is', null)
      .where('c.reversed_at', 'is', null)
      .where('c.payable_at', '<', cutoff.toISOString())
      .where('p.id', 'is', null)
      .groupBy('c.referrer_id')
      .having((eb) => eb.fn.sum('c.amount_cents'), '>=', MINIMUM_PAYOUT_CENTS)
      .execute()
    for (const b of balances) {
      const payout = await trx
        .insertInto('referral_payouts')
        .values({
          user_id: b.referrer_id,
          month,
          amount_cents: Number(b.total),
          pix_key_type: b.pix_key_type,
          pix_key: b.pix_key,
          owner_name: b.owner_name,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('referral_commissions')
        .set({ payout_id: payout.id })
        .where('referrer_id', '=', b.referrer_id)
        .where('payout_id', 'is', null)
        .where('reversed_at', 'is', null)
        .where('payable_at', '<', cutoff.toISOString())
        .execute()
    }
    return balances.length
  })
  return { month, created }
}

export async function payoutMonths(): Promise<string[]> {
  const rows = await db
    .selectFrom('referral_payouts')
    .select('month')
    .distinct()
    .orderBy('month', 'desc')
    .execute()
  return rows.map((r) => r.month)
}

/** A month's batch for staff: who, which PIX key, how much, and whether it was paid. */
export async function payoutBatch(month: string) {
  return db
    .selectFrom('referral_payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.month',
      'p.amount_cents as amountCents',
      'p.pix_key_type as pixKeyType',
      'p.pix_key as pixKey',
      'p.owner_name as ownerName',
      'p.paid_at as paidAt',
      'p.end_to_end_id as endToEndId',
      'u.name as userName',
      'u.email as userEmail',
    ])
    .where('p.month', '=', month)
    .orderBy('p.id')
    .execute()
}

/** The batch for the bank: one line per unpaid payout, amounts in reais with a dot. */
export async function payoutBatchCsv(month: string): Promise<string> {
  const rows = (await payoutBatch(month)).filter((r) => !r.paidAt)
  const lines = [
    ['payout_id', 'owner_name', 'pix_key_type', 'pix_key', 'amount_brl'],
    ...rows.map((r) => [String(r.id), r.ownerName, r.pixKeyType, r.pixKey, (r.amountCents / 100).toFixed(2)]),
  ]
  return csvLines(lines)
}

export type MarkPaidResult = { ok: true } | { ok: false; reason: 'not_found' | 'already_paid' | 'e2e_used' }

/** Staff record the transfer's end-to-end id; a payout is marked paid once, and an id serves one payout. */
export async function markPayoutPaid(
  payoutId: number,
  endToEndId: string,
  staffId: number,
  now: Date = clock(),
): Promise<MarkPaidResult> {
  const payout = await db
    .selectFrom('referral_payouts')
    .select(['paid_at'])
    .where('id', '=', payoutId)
    .executeTakeFirst()
  if (!payout) return { ok: false, reason: 'not_found' }
  if (payout.paid_at) return { ok: false, reason: 'already_paid' }
  try {
    const result = await db
      .updateTable('referral_payouts')
      .set({ paid_at: now.toISOString(), end_to_end_id: endToEndId, paid_by: staffId })
      .where('id', '=', payoutId)
      .where('paid_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) ? { ok: true } : { ok: false, reason: 'already_paid' }
  } catch (error) {
    if (String(error).includes('UNIQUE')) return { ok: false, reason: 'e2e_used' }
    throw error
  }
}
