import { remixI18n } from '~/app/kernel/i18n/i18n.server'
import { formatDay, formatMoney } from '~/app/kernel/i18n/locale'
import { sendMail } from '~/app/kernel/people/mail.server'
import { env } from '~/app/kernel/runtime/env.server'
import { db } from '~/db/client.server'

// Billing's mail, through the kernel's outbox, in the user's language: receipt, cancellation, withdrawal, a
// declined renewal, and the PIX renewal reminder (renewals.server.ts; `until` is the period's end).

export type BillingMail = 'receipt' | 'cancellation' | 'withdrawal' | 'renewalFailed' | 'reminder'

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
        .select(['amount_cents', 'plan'])
        .where('id', '=', paymentId)
        .executeTakeFirst()
    : undefined
  const lng = user.preferred_language
  const t = await remixI18n.getFixedT(lng, 'subscription')
  const prefix = lng === 'en-GB' ? 'gb' : 'br'
  const values = {
    name: user.name,
    amount: payment ? formatMoney(payment.amount_cents, lng) : '',
    plan: payment ? t(`plans.${payment.plan}.name`) : '',
    link: `${env().publicUrl}/${prefix}/subscription`,
    until: until ? formatDay(until, lng) : '',
  }
  await sendMail({
    to: user.email,
    subject: t(`mail.${kind}.subject`, values),
    text: t(`mail.${kind}.body`, values),
  })
}
