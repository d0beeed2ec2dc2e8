import { now as clock } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'
import type { CommissionKind } from '~/db/schema-referral'
import { solvedCount } from '~/modules/judge/index'
import { lessonsCompleted } from '~/modules/learning/index'
import { type Plan, REWARD_CENTS, kindOfPlan, meetsSignupThreshold, payableAfterWindow } from './rules'

// The rewards ledger (ADR 017): one row per commission, with the moment it becomes payable; a payout takes the
// payable rows it pays (payout_id). A balance is always a sum over rows, never a stored number.

/** The invitations still without their R$ 1,00 (of one inviter, or of one invited user). */
function unrewardedInvitations(filter: { referrerId?: number; invitedUserId?: number }) {
  let query = db
    .selectFrom('referral_invitations as i')
    .leftJoin('referral_commissions as c', (join) =>
      join.onRef('c.invited_user_id', '=', 'i.invited_user_id').on('c.slot', '=', 'signup'),
    )
    .select(['i.invited_user_id', 'i.referrer_id'])
    .where('c.id', 'is', null)
  if (filter.referrerId !== undefined) query = query.where('i.referrer_id', '=', filter.referrerId)
  if (filter.invitedUserId !== undefined) query = query.where('i.invited_user_id', '=', filter.invitedUserId)
  return query.execute()
}

/** Records the R$ 1,00 of one invitation if its invited user has done the threshold; 1 when it did. */
async function rewardIfDone(
  row: { invited_user_id: number; referrer_id: number },
  now: Date,
): Promise<number> {
  const done = {
    lessons: await lessonsCompleted(row.invited_user_id),
    exercises: await solvedCount(row.invited_user_id),
  }
  if (!meetsSignupThreshold(done)) return 0
  const at = now.toISOString()
  const result = await db
    .insertInto('referral_commissions')
    .values({
      referrer_id: row.referrer_id,
      invited_user_id: row.invited_user_id,
      kind: 'signup',
      slot: 'signup',
      amount_cents: REWARD_CENTS.signup,
      earned_at: at,
      payable_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/**
 * The R$ 1,00 for an invited user who did the threshold's lessons and exercises, checked when that user makes
 * progress (a lesson completed, an exercise accepted: the kernel's learner-progress event, which billing follows
 * from start — learning and the judge live below billing, ADR 014/017). Idempotent: the "once per invited user"
 * index refuses a second row.
 */
export async function evaluateSignupReward(invitedUserId: number, now: Date = clock()): Promise<number> {
  let earned = 0
  for (const row of await unrewardedInvitations({ invitedUserId })) earned += await rewardIfDone(row, now)
  return earned
}

/**
 * Every invitation still without its R$ 1,00 (or one inviter's), checked again: the month close's safety net for
 * progress whose announcement came before its transaction was visible, or before the server restarted.
 */
export async function evaluateSignupRewards(referrerId: number | null, now: Date = clock()): Promise<number> {
  let earned = 0
  const rows = await unrewardedInvitations(referrerId === null ? {} : { referrerId })
  for (const row of rows) earned += await rewardIfDone(row, now)
  return earned
}

export interface PaymentCommission {
  invitedUserId: number
  /** The subscription half's payment id: one commission per payment. */
  paymentId: string | number
  plan: Plan
  paidAt: Date
}

export type RecordCommissionResult =
  | { recorded: true; amountCents: number; payableAt: Date }
  | { recorded: false; reason: 'not_invited' | 'already_rewarded' }

/**
 * A PRO payment of an invited user (called by the subscription half when a payment lands): R$ 15,00 for monthly,
 * R$ 50,00 for annual, once per invited user — a renewal or a second plan earns nothing more. Payable once the
 * payment's withdrawal window has passed.
 */
export async function recordPaymentCommission(input: PaymentCommission): Promise<RecordCommissionResult> {
  const invitation = await db
    .selectFrom('referral_invitations')
    .select('referrer_id')
    .where('invited_user_id', '=', input.invitedUserId)
    .executeTakeFirst()
  if (!invitation) return { recorded: false, reason: 'not_invited' }
  const kind = kindOfPlan(input.plan) as Exclude<CommissionKind, 'reversal' | 'signup'>
  const payableAt = payableAfterWindow(input.paidAt)
  const result = await db
    .insertInto('referral_commissions')
    .values({
      referrer_id: invitation.referrer_id,
      invited_user_id: input.invitedUserId,
      kind,
      slot: 'pro',
      amount_cents: REWARD_CENTS[kind],
      payment_id: String(input.paymentId),
      earned_at: input.paidAt.toISOString(),
      payable_at: payableAt.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  if (!Number(result.numInsertedOrUpdatedRows ?? 0)) return { recorded: false, reason: 'already_rewarded' }
  return { recorded: true, amountCents: REWARD_CENTS[kind], payableAt }
}

/**
 * A refunded payment earns nothing (withdrawal, chargeback). Not yet paid out: the commission is reversed (and
 * the invited user's PRO slot is free again). Already paid out: a negative entry takes it from the next balance.
 */
export async function reversePaymentCommission(
  paymentId: string | number,
  now: Date = clock(),
): Promise<'reversed' | 'debited' | 'none'> {
  const id = String(paymentId)
  return db.transaction().execute(async (trx) => {
    const commission = await trx
      .selectFrom('referral_commissions')
      .selectAll()
      .where('payment_id', '=', id)
      .where('kind', '!=', 'reversal')
      .where('reversed_at', 'is', null)
      .executeTakeFirst()
    if (!commission) return 'none'
    if (commission.payout_id === null) {
      await trx
        .updateTable('referral_commissions')
        .set({ reversed_at: now.toISOString() })
        .where('id', '=', commission.id)
        .execute()
      return 'reversed'
    }
    const result = await trx
      .insertInto('referral_commissions')
      .values({
        referrer_id: commission.referrer_id,
        invited_user_id: commission.invited_user_id,
        kind: 'reversal',
        slot: 'reversal',
        amount_cents: -commission.amount_cents,
        payment_id: id,
        earned_at: now.toISOString(),
        payable_at: now.toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) ? 'debited' : 'none'
  })
}

export interface ReferralBalance {
  /** Payable now and in no payout yet. */
  availableCents: number
  /** Still inside a payment's withdrawal window. */
  pendingCents: number
  /** In a payout batch that staff have not marked paid yet. */
  inPayoutCents: number
  paidCents: number
  invited: number
}

export async function referralBalance(userId: number, now: Date = clock()): Promise<ReferralBalance> {
  const at = now.toISOString()
  const rows = await db
    .selectFrom('referral_commissions')
    .select(['amount_cents', 'payable_at', 'payout_id'])
    .where('referrer_id', '=', userId)
    .where('reversed_at', 'is', null)
    .where('payout_id', 'is', null)
    .execute()
  const payouts = await db
    .selectFrom('referral_payouts')
    .select(['amount_cents', 'paid_at'])
    .where('user_id', '=', userId)
    .execute()
  const invited = await db
    .selectFrom('referral_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referrer_id', '=', userId)
    .executeTakeFirstOrThrow()
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  return {
    availableCents: sum(rows.filter((r) => r.payable_at <= at).map((r) => r.amount_cents)),
    pendingCents: sum(rows.filter((r) => r.payable_at > at).map((r) => r.amount_cents)),
    inPayoutCents: sum(payouts.filter((p) => !p.paid_at).map((p) => p.amount_cents)),
    paidCents: sum(payouts.filter((p) => p.paid_at).map((p) => p.amount_cents)),
    invited: Number(invited.n),
  }
}

export type ReceiptLine =
  | {
      type: 'commission'
      id: number
      kind: CommissionKind
      amountCents: number
      at: string
      payableAt: string
      state: 'pending' | 'available' | 'in_payout' | 'reversed'
    }
  | { type: 'payout'; id: number; month: string; amountCents: number; at: string; paidAt: string | null }

/** Every commission and payout of a user, newest first (the receipts page). */
export async function referralReceipts(userId: number, now: Date = clock()): Promise<ReceiptLine[]> {
  const at = now.toISOString()
  const commissions = await db
    .selectFrom('referral_commissions')
    .selectAll()
    .where('referrer_id', '=', userId)
    .execute()
  const payouts = await db.selectFrom('referral_payouts').selectAll().where('user_id', '=', userId).execute()
  const lines: ReceiptLine[] = [
    ...commissions.map(
      (c): ReceiptLine => ({
        type: 'commission',
        id: c.id,
        kind: c.kind,
        amountCents: c.amount_cents,
        at: c.earned_at,
        payableAt: c.payable_at,
        state: c.reversed_at
          ? 'reversed'
          : c.payout_id !== null
            ? 'in_payout'
            : c.payable_at <= at
              ? 'available'
              : 'pending',
      }),
    ),
    ...payouts.map(
      (p): ReceiptLine => ({
        type: 'payout',
        id: p.id,
        month: p.month,
        amountCents: p.amount_cents,
        at: p.created_at,
        paidAt: p.paid_at,
      }),
    ),
  ]
  return lines.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id))
}
