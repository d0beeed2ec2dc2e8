import type { ColumnType, Generated } from 'kysely'

// Types of migration 0017-live (issue 22, modules/live). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>
type Defaulted<T> = ColumnType<T, T | undefined, T>
type Flag = Defaulted<number>

export const EVENT_SERIES = ['pro_class', 'founder_stream'] as const
export type EventSeries = (typeof EVENT_SERIES)[number]

export interface LiveEventsTable {
  id: Generated<number>
  title: string
  description: Defaulted<string>
  /** Comma-separated subject names, as staff typed them. */
  subjects: Defaulted<string>
  tutor: Defaulted<string>
  link: string
  pro_only: Flag
  starts_at: string
  ends_at: string
  series: EventSeries | null
  guide_id: number | null
  reminded_at: string | null
  created_at: CreatedAt
}

export interface LiveCalendarTokensTable {
  user_id: number
  token_hash: string
  created_at: CreatedAt
}

export interface LivePreferencesTable {
  user_id: number
  reminders: Flag
  reminder_mail: Flag
}

/** The video center's columns on learning's `videos` table (migration 0017). */
export interface VideoColumns {
  description: Defaulted<string>
  part_note: Defaulted<string>
  pro_only: Flag
  /** Null until a file is uploaded: video/mp4 or video/webm, found from the file's first bytes. */
  mime: Defaulted<string | null>
  poster_mime: Defaulted<string | null>
  has_captions: Flag
  event_id: Defaulted<number | null>
}

export const VIDEO_LINK_KINDS = ['subject', 'lesson', 'exercise'] as const
export type VideoLinkKind = (typeof VIDEO_LINK_KINDS)[number]

export interface VideoLinksTable {
  video_id: number
  kind: VideoLinkKind
  ref_id: number
}

export interface LiveGuidesTable {
  id: Generated<number>
  slug: string
  title: string
  description: Defaulted<string>
  beginner: Flag
  archived: Flag
  created_at: CreatedAt
}

export interface LiveGuideItemsTable {
  guide_id: number
  position: number
  kind: 'lesson' | 'exercise'
  ref_id: number
}

export interface LiveGuideMembersTable {
  guide_id: number
  user_id: number
  joined_at: CreatedAt
}

export interface LiveGuidePostsTable {
  id: Generated<number>
  guide_id: number
  user_id: number
  text: string
  created_at: CreatedAt
}

export interface StudyPlansTable {
  user_id: number
  /** ISO weekdays, "1,3,5". */
  days: string
  hours_per_day: number
  updated_at: Defaulted<string>
}

export const JTT_CATEGORIES = [
  'programming',
  'math',
  'english',
  'soft_skills',
  'community',
  'culture',
] as const
export type JttCategory = (typeof JTT_CATEGORIES)[number]
export const JTT_KINDS = ['live_event', 'recorded_event', 'english_hours', 'weekly_report'] as const
export type JttKind = (typeof JTT_KINDS)[number]

export interface JttActivitiesTable {
  id: Generated<number>
  user_id: number
  category: JttCategory
  kind: JttKind
  quantity: number
  points: number
  note: Defaulted<string>
  happened_on: string
  recorded_by: number | null
  created_at: CreatedAt
}

export interface TourDismissalsTable {
  user_id: number
  tour: string
  dismissed_at: CreatedAt
}

export interface LiveTables {
  live_events: LiveEventsTable
  live_calendar_tokens: LiveCalendarTokensTable
  live_preferences: LivePreferencesTable
  video_links: VideoLinksTable
  live_guides: LiveGuidesTable
  live_guide_items: LiveGuideItemsTable
  live_guide_members: LiveGuideMembersTable
  live_guide_posts: LiveGuidePostsTable
  study_plans: StudyPlansTable
  jtt_activities: JttActivitiesTable
  tour_dismissals: TourDismissalsTable
}
