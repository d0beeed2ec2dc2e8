import { type Kysely, sql } from 'kysely'

// Invite a friend (issue 18, docs/product.md): the links people share, who invited whom, the commissions
// they earn and the monthly PIX payouts. Money is in centavos (integers). Owner: modules/billing/referral.
// `payment_id` is the subscription half's payment id as text (its table is another migration's).
const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`

const statements = [
  `CREATE TABLE referral_links (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    identifier TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(identifier) BETWEEN 3 AND 30),
    pix_key_type TEXT NOT NULL CHECK (pix_key_type IN ('cpf','cnpj','email','phone','random')),
    pix_key TEXT NOT NULL CHECK (length(pix_key) BETWEEN 1 AND 77),
    owner_name TEXT NOT NULL CHECK (length(owner_name) BETWEEN 3 AND 120),
    created_at TEXT NOT NULL DEFAULT ${NOW},
    updated_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  // One inviter per invited user, decided at registration.
  `CREATE TABLE referral_invitations (
    invited_user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    referrer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    CHECK (invited_user_id <> referrer_id)
  )`,
  'CREATE INDEX referral_invitations_referrer ON referral_invitations(referrer_id)',
  `CREATE TABLE referral_payouts (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
    month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    pix_key_type TEXT NOT NULL,
    pix_key TEXT NOT NULL,
    owner_name TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${NOW},
    paid_at TEXT,
    end_to_end_id TEXT UNIQUE,
    paid_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    UNIQUE (user_id, month)
  )`,
  // kind: signup (R$ 1,00), pro_monthly, pro_annual, or reversal (a negative entry for a refund that came
  // after its commission was paid out). slot: what "once per invited user" counts (signup | pro).
  `CREATE TABLE referral_commissions (
    id INTEGER PRIMARY KEY,
    referrer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    invited_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('signup','pro_monthly','pro_annual','reversal')),
    slot TEXT NOT NULL CHECK (slot IN ('signup','pro','reversal')),
    amount_cents INTEGER NOT NULL,
    payment_id TEXT,
    earned_at TEXT NOT NULL,
    payable_at TEXT NOT NULL,
    reversed_at TEXT,
    payout_id INTEGER REFERENCES referral_payouts(id) ON DELETE RESTRICT,
    created_at TEXT NOT NULL DEFAULT ${NOW}
  )`,
  `CREATE UNIQUE INDEX referral_commissions_once ON referral_commissions(invited_user_id, slot)
    WHERE reversed_at IS NULL AND slot <> 'reversal'`,
  `CREATE UNIQUE INDEX referral_commissions_payment ON referral_commissions(payment_id, kind)
    WHERE payment_id IS NOT NULL`,
  'CREATE INDEX referral_commissions_referrer ON referral_commissions(referrer_id, payout_id)',
]

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema
export async function up(db: Kysely<any>) {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
