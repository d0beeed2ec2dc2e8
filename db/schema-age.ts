import type { ColumnType, Generated } from 'kysely'

// Types of migration 0031-age (issue 26, ADR 023): guardians' confirmations of accounts of people under 14.
// The users columns it adds are in UsersTable (schema.ts). `Database` in schema.ts lists the tables.

export interface GuardianConsentsTable {
  id: Generated<number>
  user_id: number
  guardian_email: string
  /** SHA-256 of the mailed token (app/kernel/auth/secret-token.server.ts): the token itself is never stored. */
  token_hash: string
  expires_at: string
  /** Confirmed through this link, or retired by a newer one: either way it opens nothing any more. */
  used_at: string | null
  confirmed_at: string | null
  created_at: ColumnType<string, string | undefined, never>
}

export interface AgeTables {
  guardian_consents: GuardianConsentsTable
}

/** The users columns of 0031 (UsersTable extends this). */
export interface UserAgeColumns {
  /** 1 while the account awaits a guardian's confirmation (under 14): no public posts, not in rankings. */
  guardian_pending: ColumnType<number, number | undefined, number>
  /** When an account older than the rule was asked its birth date (answered or "not now"). */
  birthdate_asked_at: string | null
}
