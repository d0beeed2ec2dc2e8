import type { ColumnType, Generated } from 'kysely'

// Types of migration 0007-social. `Database` in schema.ts lists them; the users columns are in schema.ts.
type CreatedAt = ColumnType<string, string | undefined, never>
type Flag = ColumnType<number, number | undefined, number>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export const GENDERS = ['female', 'male', 'other'] as const
export type Gender = (typeof GENDERS)[number]
export const MEMBER_TAGS = [
  'founder',
  'old_site_cofounder',
  'programming_league',
  'problem_setter',
  'content',
] as const
export type MemberTag = (typeof MEMBER_TAGS)[number]
export const SOCIAL_LINK_KINDS = [
  'github',
  'linkedin',
  'instagram',
  'youtube',
  'twitch',
  'codeforces',
  'website',
] as const
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number]
/** Who sees a feed post (docs/product.md#social-feed-and-blog). */
export const FEED_VISIBILITIES = ['friends', 'pro', 'community'] as const
export type FeedVisibility = (typeof FEED_VISIBILITIES)[number]
export const FEED_TAGS = ['hint', 'humor', 'jobs', 'other'] as const
export type FeedTag = (typeof FEED_TAGS)[number]
export const BLOG_TAGS = ['news', 'article', 'tutorial', 'event', 'interview'] as const
export type BlogTag = (typeof BLOG_TAGS)[number]
/** draft: only content creators see it; pro: PRO readers (others see the title and a subscription link). */
export const BLOG_VISIBILITIES = ['public', 'pro', 'draft'] as const
export type BlogVisibility = (typeof BLOG_VISIBILITIES)[number]
export const FEEDBACK_TYPES = ['bug', 'suggestion', 'content', 'question', 'other'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]
/** Feedback statuses (docs/product.md#social-feedbacks). */
export const FEEDBACK_STATUSES = ['new', 'read', 'waiting_for_answer', 'solved', 'not_a_problem'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

/** The users columns 0007 adds (UsersTable extends this). */
export interface UserProfileColumns {
  first_name: string | null
  last_name: string | null
  gender: Gender | null
  birthdate: string | null
  biography: Defaulted<string>
  has_picture: Flag
  receive_news: Flag
  show_live_feed: Flag
  form_new_user: Flag
  form_weekly: Flag
  /** JSON array of MemberTag. */
  member_tags: Defaulted<string>
}

export interface SocialLinksTable {
  id: Generated<number>
  user_id: number
  kind: SocialLinkKind
  url: string
}

export interface FeedPostsTable {
  id: Generated<number>
  user_id: number
  text: string
  visibility: FeedVisibility
  tag: FeedTag
  created_at: CreatedAt
}

export interface BlogPostsTable {
  id: Generated<number>
  url: string
  author_id: number | null
  title_br: string
  title_gb: string | null
  text: Defaulted<string>
  tag: Defaulted<BlogTag>
  visibility: Defaulted<BlogVisibility>
  is_tutorial: Flag
  is_assistant_knowledge: Flag
  has_image: Flag
  comment_count: Flag
  view_count: Flag
  created_at: ColumnType<string, string | undefined, string>
  updated_at: Defaulted<string>
}

export interface BlogCommentsTable {
  id: Generated<number>
  post_id: number
  user_id: number
  text: string
  created_at: CreatedAt
}

export interface ContentFilesTable {
  id: Generated<number>
  owner_id: number | null
  kind: 'file' | 'image'
  name: string
  mime: string
  size: number
  width: number | null
  height: number | null
  /** Relative to mediaDir(). */
  stored_path: string
  created_at: CreatedAt
}

export interface NotesTable {
  id: Generated<number>
  user_id: number
  title: string
  text: Defaulted<string>
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface FeedbacksTable {
  id: Generated<number>
  user_id: number | null
  title: string
  text: string
  type: FeedbackType
  image_path: string | null
  status: Defaulted<FeedbackStatus>
  answer: string | null
  answered_by: number | null
  answered_at: string | null
  author_unread: Flag
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface SocialTables {
  social_links: SocialLinksTable
  feed_posts: FeedPostsTable
  blog_posts: BlogPostsTable
  blog_comments: BlogCommentsTable
  content_files: ContentFilesTable
  notes: NotesTable
  feedbacks: FeedbacksTable
}
