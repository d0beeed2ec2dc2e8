import type { ColumnType } from 'kysely'

// Types of migration 0030-org-seat-payments (ADR 029): the columns a seat purchase adds to billing's payments and
// to the seat plans it pays for. PaymentsTable and OrgSeatPlansTable extend these.
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>

export interface PaymentSeatColumns {
  /** A seat purchase: the organization it pays for (null: the user's own PRO). */
  organization_id: Optional<number>
  /** How many seats it buys (with organization_id). */
  seats: Optional<number>
  /** The purchase form's idempotency key (UNIQUE): a second POST of the same form finds this payment. */
  request_key: Optional<string>
}

export interface SeatPlanPaymentColumns {
  /** The paid seat purchase that wrote this plan (UNIQUE; null: a staff grant). */
  payment_id: Optional<number>
}
