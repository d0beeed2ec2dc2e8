import { type Kysely, sql } from 'kysely'

// Issue 20, organizations buy PRO seats (ADR 029). A seat purchase is a `payments` row like a PRO payment (the
// same provider paths, the same webhook sync), marked with the organization it pays for and how many seats; the
// manager who started it is its `user_id` (the receipt goes to them). When the provider says paid, the sync
// writes one `org_seat_plans` row pointing back at it (`payment_id`, UNIQUE: seats are written once).
// - `organization_id` has no ON DELETE: a financial record keeps its organization (institutions are not deleted).
// - `request_key`: the purchase form's own idempotency key; a second POST of the same form (a double click
//   without JavaScript, a retry) finds the payment the first one made instead of starting another.

const statements = [
  'ALTER TABLE payments ADD COLUMN organization_id INTEGER REFERENCES institutions(id)',
  'ALTER TABLE payments ADD COLUMN seats INTEGER CHECK (seats IS NULL OR seats BETWEEN 1 AND 500)',
  'ALTER TABLE payments ADD COLUMN request_key TEXT',
  'CREATE UNIQUE INDEX payments_request_key ON payments(request_key) WHERE request_key IS NOT NULL',
  `CREATE INDEX payments_organization ON payments(organization_id, created_at)
    WHERE organization_id IS NOT NULL`,
  'ALTER TABLE org_seat_plans ADD COLUMN payment_id INTEGER REFERENCES payments(id) ON DELETE SET NULL',
  'CREATE UNIQUE INDEX org_seat_plans_payment ON org_seat_plans(payment_id) WHERE payment_id IS NOT NULL',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX org_seat_plans_payment',
    'ALTER TABLE org_seat_plans DROP COLUMN payment_id',
    'DROP INDEX payments_organization',
    'DROP INDEX payments_request_key',
    'ALTER TABLE payments DROP COLUMN request_key',
    'ALTER TABLE payments DROP COLUMN seats',
    'ALTER TABLE payments DROP COLUMN organization_id',
  ])
    await sql.raw(statement).execute(db)
}
