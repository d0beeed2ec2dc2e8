import type { ColumnType, Generated } from 'kysely'

// Types of migrations 0015-org, 0022-org-safety, 0027-org-lists-weekly and 0032-org-list-notices (issue 20, modules/org). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export const ORG_ROLES = ['manager', 'professor', 'student'] as const
export type OrgRole = (typeof ORG_ROLES)[number]
export const LATE_POLICIES = ['closed', 'penalty'] as const
export type LatePolicy = (typeof LATE_POLICIES)[number]

export interface OrganizationInvitesTable {
  id: Generated<number>
  institution_id: number
  role: OrgRole
  code: string
  created_by: number | null
  revoked_at: string | null
  created_at: CreatedAt
}

export interface OrgClassesTable {
  id: Generated<number>
  institution_id: number
  professor_id: number
  title: string
  caption: Defaulted<string>
  calendar_url: string | null
  certificates: Defaulted<number>
  competition_id: number | null
  archived: Defaulted<number>
  invite_only: Defaulted<number>
  hidden: Defaulted<number>
  join_code: string
  /** 0022: the SHA-256 of the calendar feed's token (the token itself is shown once, never stored). */
  ics_token_hash: string | null
  weekly_form_id: string | null
  weekly_message: string | null
  created_at: CreatedAt
}

export interface OrgClassMembersTable {
  class_id: number
  user_id: number
  joined_at: CreatedAt
}

export interface OrgClassInvitesTable {
  class_id: number
  email: string
  created_at: CreatedAt
}

export interface OrgListsTable {
  id: Generated<number>
  class_id: number
  title: string
  description: Defaulted<string>
  starts_at: string
  ends_at: string
  late_policy: Defaulted<LatePolicy>
  late_penalty: Defaulted<number>
  created_at: CreatedAt
}

/** 0027: what a list item is; exactly the kind's reference column is set. */
export const LIST_ITEM_KINDS = ['programming', 'math', 'project'] as const
export type ListItemKind = (typeof LIST_ITEM_KINDS)[number]

export interface OrgListItemsTable {
  list_id: number
  kind: Defaulted<ListItemKind>
  exercise_id: number | null
  math_exercise_id: number | null
  project_id: number | null
  position: number
}

/** 0027: the weekly notification's claim, once per class, week (its Monday, São Paulo) and audience. */
export interface OrgWeeklyNoticesTable {
  class_id: number
  week: string
  audience: 'students' | 'professor'
  sent_at: Defaulted<string>
}

/** 0032: the claim of one "a list opens" notice, once per list and student. */
export interface OrgListNoticesTable {
  list_id: number
  user_id: number
  sent_at: Defaulted<string>
}

export interface OrgWeeklyAnswersTable {
  id: Generated<number>
  class_id: number
  user_id: number
  week: string
  difficulty: number
  effort_hours: number
  plan: Defaulted<string>
  priority_subject: Defaulted<string>
  team_feedback: Defaulted<string>
  mentorships: Defaulted<number>
  happiness: number
  sent_at: Defaulted<string>
}

export interface OrgClassPostsTable {
  id: Generated<number>
  class_id: number
  user_id: number
  parent_id: number | null
  body: string
  created_at: CreatedAt
}

/** 0022: links mailed to prove an address before joining an invite-only class (only hashes stored). */
export interface OrgEmailConfirmationsTable {
  id: Generated<number>
  user_id: number
  email: string
  class_id: number | null
  token_hash: string
  expires_at: string
  confirmed_at: string | null
  created_at: CreatedAt
}

export interface OrgTables {
  organization_invites: OrganizationInvitesTable
  org_classes: OrgClassesTable
  org_class_members: OrgClassMembersTable
  org_class_invites: OrgClassInvitesTable
  org_lists: OrgListsTable
  org_list_items: OrgListItemsTable
  org_weekly_answers: OrgWeeklyAnswersTable
  org_class_posts: OrgClassPostsTable
  org_email_confirmations: OrgEmailConfirmationsTable
  org_weekly_notices: OrgWeeklyNoticesTable
  org_list_notices: OrgListNoticesTable
}
