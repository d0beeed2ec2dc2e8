import type Stripe from 'stripe'
import { db } from '~/db/client.server'

// One provider customer per user (ADR 016): created at the first checkout, stored, reused by every later payment
// (the card saved at checkout belongs to it, so renewals can charge it). The idempotency key is the user's: two
// first checkouts at once get the same customer from the provider, and the row is written once.
export async function customerFor(client: Stripe, user: { id: number; email: string }): Promise<string> {
  const known = await db
    .selectFrom('billing_customers')
    .select('provider_customer_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst()
  if (known) return known.provider_customer_id
  const customer = await client.customers.create(
    { email: user.email, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `trilha-customer-${user.id}` },
  )
  await db
    .insertInto('billing_customers')
    .values({ user_id: user.id, provider_customer_id: customer.id })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  return customer.id
}
