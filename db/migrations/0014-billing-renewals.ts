import { type Kysely, sql } from 'kysely'

// Issue 18, the rest of the subscription half (ADR 016): a provider customer per user (created once, reused),
// the card saved at checkout for renewals, the renewal payment of a period (one per period: the UNIQUE makes a
// second run of the renewal job charge nothing), and the PIX renewal reminder sent once per period.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  `CREATE TABLE billing_customers (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    provider_customer_id TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'ALTER TABLE subscriptions ADD COLUMN provider_payment_method_id TEXT',
  'ALTER TABLE subscriptions ADD COLUMN renewal_reminder_sent_at TEXT',
  'ALTER TABLE payments ADD COLUMN renews_subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL',
  `CREATE UNIQUE INDEX payments_renewal ON payments(renews_subscription_id)
    WHERE renews_subscription_id IS NOT NULL`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX payments_renewal`.execute(db)
  await sql`ALTER TABLE payments DROP COLUMN renews_subscription_id`.execute(db)
  await sql`ALTER TABLE subscriptions DROP COLUMN renewal_reminder_sent_at`.execute(db)
  await sql`ALTER TABLE subscriptions DROP COLUMN provider_payment_method_id`.execute(db)
  await sql`DROP TABLE billing_customers`.execute(db)
}
