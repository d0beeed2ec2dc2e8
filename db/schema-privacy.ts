import type { ColumnType, Generated } from 'kysely'

// Types of migration 0025-privacy (issue 26): privacy requests and news e-mails (the account module's).
// The users columns it adds are in UsersTable (schema.ts). `Database` in schema.ts lists the tables.
type CreatedAt = ColumnType<string, string | undefined, never>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export type PrivacyRequestKind = 'export' | 'deletion'
/**
 * export: pending → running → ready (the ZIP can be downloaded) → expired (file removed); deletion: pending
 * (grace period) → done (erased), or cancelled by logging in. failed: the job gave up (staff see it).
 */
export type PrivacyRequestStatus =
  | 'pending'
  | 'running'
  | 'ready'
  | 'done'
  | 'cancelled'
  | 'failed'
  | 'expired'

export interface PrivacyRequestsTable {
  id: Generated<number>
  user_id: number
  kind: PrivacyRequestKind
  status: Defaulted<PrivacyRequestStatus>
  /** Steps the job has finished (export: areas written; resumed from here after a restart). */
  step: Defaulted<number>
  total_steps: Defaulted<number>
  file_bytes: number | null
  /** Created + 15 days (docs/privacy.md: rights requests answered within 15 days). */
  due_at: string
  /** deletion: the end of the grace period, when the job erases. */
  act_after: string | null
  /** export: when the download link and file stop working. */
  expires_at: string | null
  completed_at: string | null
  /** deletion: "show in rankings" before the request hid the person, restored when they cancel. */
  previous_show_in_rankings: number | null
  error: string | null
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export type NewsMailStatus = 'draft' | 'sending' | 'sent'

export interface NewsMailsTable {
  id: Generated<number>
  subject_br: string
  subject_gb: string
  /** Markdown, rendered through the rich-text path. */
  body_br: string
  body_gb: string
  created_by: number | null
  created_at: CreatedAt
  /** YYYY-MM of the send (UTC): at most two a calendar month. */
  send_month: string | null
  sent_at: string | null
  status: Defaulted<NewsMailStatus>
  /** Resumable batches: users are mailed in id order; the last one mailed. */
  cursor: Defaulted<number>
  sent_count: Defaulted<number>
  total: Defaulted<number>
  finished_at: string | null
}

export interface PrivacyTables {
  privacy_requests: PrivacyRequestsTable
  news_mails: NewsMailsTable
}

/** The users columns of 0025 (UsersTable extends this). */
export interface UserPrivacyColumns {
  country: string | null
  state: string | null
  location_asked_at: string | null
  deactivated_at: string | null
  erased_at: string | null
}
