import { type Kysely, sql } from 'kysely'

// Issue 18, the subscription half (ADR 016): PRO is bought as prepaid periods (monthly or annual, PIX or card),
// each a payment at the provider (Stripe). Access is derived from these rows by billing's isPro (never a flag).
// The referral half takes 0012.
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  // One row per PRO period bought. `last_event_at` is the watermark: the provider's `created` (unix seconds)
  // of the newest event applied; an older event arriving late is stored but changes nothing here.
  `CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    plan TEXT NOT NULL CHECK (plan IN ('monthly','annual')),
    status TEXT NOT NULL CHECK (status IN ('active','past_due','canceled','refunded')),
    current_period_start TEXT NOT NULL,
    current_period_end TEXT NOT NULL,
    cancel_at_period_end INTEGER NOT NULL DEFAULT 0 CHECK (cancel_at_period_end IN (0,1)),
    cancelled_at TEXT,
    payment_failed_at TEXT,
    refunded_at TEXT,
    provider_customer_id TEXT,
    provider_subscription_id TEXT,
    last_event_at INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX subscriptions_user ON subscriptions(user_id, current_period_end)',
  // A charge: pending until the provider says paid (webhook); refunded by a withdrawal. One row per provider
  // payment intent, so a repeated webhook finds the same row.
  `CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    subscription_id INTEGER REFERENCES subscriptions(id) ON DELETE SET NULL,
    plan TEXT NOT NULL CHECK (plan IN ('monthly','annual')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    currency TEXT NOT NULL DEFAULT 'brl',
    method TEXT NOT NULL CHECK (method IN ('pix','card')),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','paid','failed','expired','refunded')),
    provider_payment_intent_id TEXT UNIQUE,
    provider_checkout_session_id TEXT UNIQUE,
    provider_refund_id TEXT,
    pix_code TEXT,
    pix_expires_at TEXT,
    checkout_url TEXT,
    paid_at TEXT,
    refunded_at TEXT,
    last_event_at INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX payments_user ON payments(user_id, created_at)',
  // Every provider event once: a repeated or concurrent delivery meets the UNIQUE and does nothing twice.
  `CREATE TABLE webhook_events (
    id INTEGER PRIMARY KEY,
    provider_event_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    created INTEGER NOT NULL,
    received_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  // Staff grants (scholarships, docs/product.md): PRO during [starts_at, ends_at).
  `CREATE TABLE pro_grants (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
    reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
    granted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  'CREATE INDEX pro_grants_user ON pro_grants(user_id, ends_at)',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
