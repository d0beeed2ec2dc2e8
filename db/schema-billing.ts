import type { ColumnType, Generated } from 'kysely'
import type { PaymentSeatColumns } from './schema-seat-payments'

// Types of migrations 0011-billing and 0014-billing-renewals (the subscription half of issue 18). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export const PLANS = ['monthly', 'annual'] as const
export type Plan = (typeof PLANS)[number]
export const PAYMENT_METHODS = ['pix', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'refunded'
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded'

export interface SubscriptionsTable {
  id: Generated<number>
  user_id: number
  plan: Plan
  status: SubscriptionStatus
  current_period_start: string
  current_period_end: string
  cancel_at_period_end: Defaulted<number>
  cancelled_at: string | null
  payment_failed_at: string | null
  refunded_at: string | null
  provider_customer_id: string | null
  provider_subscription_id: string | null
  /** The card saved at checkout: renewals charge it (null: PIX, renewed by hand after a reminder). */
  provider_payment_method_id: string | null
  renewal_reminder_sent_at: string | null
  last_event_at: Defaulted<number>
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface PaymentsTable extends PaymentSeatColumns {
  id: Generated<number>
  user_id: number
  subscription_id: number | null
  plan: Plan
  amount_cents: number
  currency: Defaulted<string>
  method: PaymentMethod
  status: Defaulted<PaymentStatus>
  provider_payment_intent_id: string | null
  provider_checkout_session_id: string | null
  provider_refund_id: string | null
  pix_code: string | null
  pix_expires_at: string | null
  checkout_url: string | null
  paid_at: string | null
  refunded_at: string | null
  /** A renewal charge: the subscription whose next period it pays (one per period). */
  renews_subscription_id: number | null
  last_event_at: Defaulted<number>
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface WebhookEventsTable {
  id: Generated<number>
  provider_event_id: string
  type: string
  created: number
  received_at: CreatedAt
}

export interface ProGrantsTable {
  id: Generated<number>
  user_id: number
  starts_at: string
  ends_at: string
  reason: string
  granted_by: number | null
  created_at: CreatedAt
}

export interface BillingCustomersTable {
  user_id: number
  provider_customer_id: string
  created_at: CreatedAt
}

export interface BillingTables {
  billing_customers: BillingCustomersTable
  subscriptions: SubscriptionsTable
  payments: PaymentsTable
  webhook_events: WebhookEventsTable
  pro_grants: ProGrantsTable
}
