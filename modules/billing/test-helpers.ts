import { installProAccess } from '~/app/kernel/auth/pro.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { type LocalProvider, startLocalProvider } from './local-provider/server.server'
import { configureProvider } from './payments/provider.server'
import { action } from './routes/api.webhook'
import { BILLING_PRO_ACCESS } from './state.server'

export const SECRET_KEY = 'sk_test_local_billing_tests'
export const WEBHOOK_SECRET = 'whsec_local_billing_tests'

/** Posts a body to the webhook route as the provider (or a forger) would. */
export function postWebhook(body: string, signature: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signature !== null) headers['stripe-signature'] = signature
  return action({
    request: new Request('http://test/api/billing/webhook', { method: 'POST', body, headers }),
    params: {},
    context: {},
  })
}

/**
 * The local provider on a free port, the real SDK pointed at it, its webhooks delivered to the route's action,
 * and billing's access installed in the kernel (as startBilling does). `close` undoes all three.
 */
export async function withLocalProvider(now?: () => Date): Promise<LocalProvider> {
  const provider = await startLocalProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhook: (body, signature) => postWebhook(body, signature),
    now,
  })
  configureProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: provider.url })
  const previous = installProAccess(BILLING_PRO_ACCESS)
  const close = provider.close
  provider.close = async () => {
    installProAccess(previous)
    configureProvider(null)
    await close()
  }
  return provider
}

export const paymentRow = (id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
export const subscriptionsOf = (userId: number) =>
  db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute()

/** The subjects of the mail sent to an address, oldest first. */
export async function mailSubjectsTo(email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('outgoing_mail')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('id')
    .execute()
  return rows.map((r) => r.subject)
}

export { createTestUser }

let orgs = 0
/** An institution for the seats' tests (org is above billing: its test helpers are not imported here). */
export async function makeInstitution() {
  orgs += 1
  const letters = `${process.pid}${orgs}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)])
  const row = await db
    .insertInto('institutions')
    .values({ name: 'Escola', short_name: `S-${letters}`, type: 'educational', country: 'BR', state: 'SP' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
