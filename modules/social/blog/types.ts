// Shapes and limits the blog area's pages and components share with its services (client-safe: no server
// code here).
import type { BlogTag, FeedTag, FeedVisibility } from '~/db/schema-social'

/** "Your text is too long" (docs/product.md#social-feed-and-blog): the feed's limit, stated beside the field. */
export const FEED_TEXT_MAX = 1000
export const COMMENT_TEXT_MAX = 4000

export interface FeedItem {
  id: number
  text: string
  visibility: FeedVisibility
  tag: FeedTag
  created: string
  author: { id: number; name: string }
  /** The author, or staff who moderate. */
  canDelete: boolean
}

export interface BlogListItem {
  id: number
  url: string
  title: string
  hasImage: boolean
  created: string
  author: { id: number; name: string } | null
  commentCount: number
  viewCount: number
  isTutorial: boolean
  tag: BlogTag
  pro: boolean
}

export interface BlogComment {
  id: number
  text: string
  created: string
  author: { id: number; name: string }
  /** Its author, or staff who moderate. */
  canDelete: boolean
}

/** A post's address: lower-case letters, digits and hyphens, at most this long. */
export const SLUG_MAX = 120
export const TITLE_MAX = 200
/** Text fields of a multipart form are read up to 64 KiB; this many characters always fit (UTF-8). */
export const POST_TEXT_MAX = 20_000
/** docs/product.md#social-feed-and-blog: a blog image is a 900×600 PNG. */
export const POST_IMAGE = { width: 900, height: 600 } as const
/** Upload limits of the content pages, in MiB. */
export const CONTENT_IMAGE_MIB = 5
export const CONTENT_FILE_MIB = 20
