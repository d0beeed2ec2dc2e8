import type { ColumnType, Generated } from 'kysely'
import type { SeatPlanPaymentColumns } from './schema-seat-payments'

// Types of migration 0028-org-courses-seats (ADR 024): the organization's course configuration (org's) and
// its PRO seats (billing's tables, which org writes through billing's index). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>

export interface OrgCoursesTable {
  organization_id: number
  course_id: number
  position: number
}

export interface OrgHiddenLessonsTable {
  organization_id: number
  lesson_id: number
}

export type SeatPlanSource = 'grant' | 'payment'

export interface OrgSeatPlansTable extends SeatPlanPaymentColumns {
  id: Generated<number>
  organization_id: number
  seats: number
  starts_at: string
  ends_at: string
  status: ColumnType<'active' | 'canceled', 'active' | 'canceled' | undefined, 'active' | 'canceled'>
  source: SeatPlanSource
  reason: ColumnType<string, string | undefined, string>
  created_at: CreatedAt
}

export interface ProSeatsTable {
  organization_id: number
  user_id: number
  assigned_at: CreatedAt
}

export interface OrgCourseTables {
  org_courses: OrgCoursesTable
  org_hidden_lessons: OrgHiddenLessonsTable
  org_seat_plans: OrgSeatPlansTable
  pro_seats: ProSeatsTable
}
