import { remixI18n } from '~/app/kernel/i18n/i18n.server'
import { formatDay, formatMoney } from '~/app/kernel/i18n/locale'
import { sendMail } from '~/app/kernel/people/mail.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'

// Billing's mail, through the kernel's outbox, in the user's language: receipt, cancellation, withdrawal, a
// declined renewal, and the PIX renewal reminder (renewals.server.ts; `until` is the period's end). A seat
// purchase's receipt (ADR 029) goes to the manager who bought them, its words in the orgseats namespace.

export type BillingMail =
  | 'receipt'
  | 'cancellation'
  | 'withdrawal'
  | 'renewalFailed'
  | 'reminder'
  | 'seatReceipt'

export async function sendBillingMail(
  kind: BillingMail,
  userId: number,
  paymentId: number | null,
  until: string | null = null,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'name', 'preferred_language'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return
  const payment = paymentId
    ? await db
        .selectFrom('payments')
        .leftJoin('institutions as i', 'i.id', 'payments.organization_id')
        .leftJoin('org_seat_plans as sp', 'sp.payment_id', 'payments.id')
        .select([
          'payments.amount_cents',
          'payments.plan',
          'payments.seats',
          'payments.organization_id',
          'i.name as organization',
          'sp.ends_at',
        ])
        .where('payments.id', '=', paymentId)
        .executeTakeFirst()
    : undefined
  const lng = user.preferred_language
  const t = await remixI18n.getFixedT(
    lng,
    kind === 'seatReceipt' ? ['orgseats', 'subscription'] : 'subscription',
  )
  const prefix = lng === 'en-GB' ? 'gb' : 'br'
  const seatsPage = `/organization/${payment?.organization_id}/subscriptions`
  const values = {
    name: user.name,
    amount: payment ? formatMoney(payment.amount_cents, lng) : '',
    plan: payment ? t(`subscription:plans.${payment.plan}.name`) : '',
    link: `${env().publicUrl}/${prefix}${kind === 'seatReceipt' ? seatsPage : '/subscription'}`,
    until: (until ?? payment?.ends_at) ? formatDay((until ?? payment?.ends_at) as string, lng) : '',
    seats: payment?.seats ?? 0,
    organization: payment?.organization ?? '',
  }
  await sendMail({
    to: user.email,
    subject: t(`mail.${kind}.subject`, values),
    text: t(`mail.${kind}.body`, values),
  })
}
