import type { ColumnType, Generated } from 'kysely'

// Types of migration 0012-referral (invite a friend). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const
export type PixKeyType = (typeof PIX_KEY_TYPES)[number]
export type CommissionKind = 'signup' | 'pro_monthly' | 'pro_annual' | 'reversal'

export interface ReferralLinksTable {
  user_id: number
  identifier: string
  pix_key_type: PixKeyType
  pix_key: string
  owner_name: string
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface ReferralInvitationsTable {
  invited_user_id: number
  referrer_id: number
  created_at: CreatedAt
}

export interface ReferralCommissionsTable {
  id: Generated<number>
  referrer_id: number
  invited_user_id: number
  kind: CommissionKind
  slot: 'signup' | 'pro' | 'reversal'
  amount_cents: number
  payment_id: string | null
  earned_at: string
  payable_at: string
  reversed_at: string | null
  payout_id: number | null
  created_at: CreatedAt
}

export interface ReferralPayoutsTable {
  id: Generated<number>
  user_id: number
  month: string
  amount_cents: number
  pix_key_type: PixKeyType
  pix_key: string
  owner_name: string
  created_at: CreatedAt
  paid_at: string | null
  end_to_end_id: string | null
  paid_by: number | null
}

export interface ReferralTables {
  referral_links: ReferralLinksTable
  referral_invitations: ReferralInvitationsTable
  referral_commissions: ReferralCommissionsTable
  referral_payouts: ReferralPayoutsTable
}
