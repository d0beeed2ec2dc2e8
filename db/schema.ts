import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/** Timestamps are ISO-8601 strings in UTC (SQLite has no date type). */
type CreatedAt = ColumnType<string, string | undefined, never>

export const USER_COLORS = [
  'yellow',
  'orange',
  'teal',
  'light-blue',
  'blue',
  'purple',
  'blue-grey',
  'red',
  'black',
] as const
export type UserColor = (typeof USER_COLORS)[number]

export const PERMISSIONS = ['create_content', 'moderate'] as const
export type Permission = (typeof PERMISSIONS)[number]

export const DISCOVERY_SOURCES = [
  'friend',
  'google',
  'instagram',
  'obi_site',
  'other',
  'school',
  'tiktok',
  'youtube',
] as const
export type DiscoverySource = (typeof DISCOVERY_SOURCES)[number]

export type AppLanguage = 'pt-BR' | 'en-GB'

export interface UsersTable {
  id: Generated<number>
  name: string
  email: string
  password_hash: string
  color: ColumnType<UserColor, UserColor | undefined, UserColor>
  level: ColumnType<number, number | undefined, number>
  xp: ColumnType<number, number | undefined, number>
  is_pro: ColumnType<number, number | undefined, number>
  is_admin: ColumnType<number, number | undefined, number>
  /** JSON array of Permission. */
  permissions: ColumnType<string, string | undefined, string>
  /** JSON object: { is_jtt_member?: boolean, ... } */
  additional: ColumnType<string, string | undefined, string>
  preferred_language: ColumnType<AppLanguage, AppLanguage | undefined, AppLanguage>
  discovery_source: DiscoverySource | null
  invited_by: string | null
  terms_accepted_at: string
  created_at: CreatedAt
  updated_at: ColumnType<string, string | undefined, string>
}

export interface SessionsTable {
  id: string
  user_id: number
  created_at: CreatedAt
  expires_at: string
  user_agent: string | null
  ip: string | null
}

export interface PasswordResetTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: CreatedAt
  expires_at: string
  used_at: string | null
}

export interface OutgoingMailTable {
  id: Generated<number>
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  created_at: CreatedAt
  sent_at: string | null
  error: string | null
}

export interface PageAccessesTable {
  id: Generated<number>
  user_id: number
  page: string
  is_unload: ColumnType<number, number | undefined, never>
  created_at: CreatedAt
}

export interface InstitutionsTable {
  id: Generated<number>
  name: string
  short_name: string
  type: 'educational' | 'company'
  country: string
  state: string | null
  created_by: number | null
  created_at: CreatedAt
}

export interface OrganizationMembersTable {
  institution_id: number
  user_id: number
  role: 'professor' | 'manager' | 'student'
  created_at: CreatedAt
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  type: string
  is_new: ColumnType<number, number | undefined, number>
  /** JSON: { post?: {id,url,title}, feed?: {id,text}, user?: {id,name} } */
  content: string
  created_at: CreatedAt
}

export interface CompetitionsTable {
  id: Generated<number>
  title: string
  description: ColumnType<string, string | undefined, string>
  style: 'icpc' | 'olympiad' | 'trilha'
  starts_at: string
  ends_at: string
  created_at: CreatedAt
}

export interface VideosTable {
  id: Generated<number>
  title: string
  youtube_id: string | null
  published_at: string
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  password_reset_tokens: PasswordResetTokensTable
  outgoing_mail: OutgoingMailTable
  page_accesses: PageAccessesTable
  institutions: InstitutionsTable
  organization_members: OrganizationMembersTable
  notifications: NotificationsTable
  competitions: CompetitionsTable
  videos: VideosTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type Institution = Selectable<InstitutionsTable>
