import { type SessionUser, can, displayName } from '~/app/kernel/auth/policy'
// The blog as readers see it (docs/product.md#social-feed-and-blog: "Blog post"): public and PRO posts, newest first; drafts only for
// content creators; PRO posts in full for PRO readers, a teaser for the others.
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { BlogTag, BlogVisibility } from '~/db/schema-social'
import { firstParagraph } from './teaser'
import type { BlogListItem } from './types'

export { firstParagraph }

export const BLOG_PAGE_SIZE = 12

export type { BlogListItem }

/** English titles fall back to the Portuguese one (title_br is required, title_gb optional). */
export const titleIn = (row: { title_br: string; title_gb: string | null }, lng: Lng) =>
  lng === 'en-GB' && row.title_gb ? row.title_gb : row.title_br

function listQuery() {
  return db
    .selectFrom('blog_posts')
    .leftJoin('users', 'users.id', 'blog_posts.author_id')
    .select([
      'blog_posts.id',
      'blog_posts.url',
      'blog_posts.title_br',
      'blog_posts.title_gb',
      'blog_posts.has_image',
      'blog_posts.created_at',
      'blog_posts.author_id',
      'blog_posts.comment_count',
      'blog_posts.view_count',
      'blog_posts.is_tutorial',
      'blog_posts.tag',
      'blog_posts.visibility',
      'users.name as author_name',
    ])
    .where('blog_posts.visibility', 'in', ['public', 'pro'])
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number]

const toListItem = (lng: Lng) => (r: ListRow) => ({
  id: r.id,
  url: r.url,
  title: titleIn(r, lng),
  hasImage: r.has_image === 1,
  created: r.created_at,
  author: r.author_id && r.author_name ? { id: r.author_id, name: displayName(r.author_name) } : null,
  commentCount: r.comment_count,
  viewCount: r.view_count,
  isTutorial: r.is_tutorial === 1,
  tag: r.tag,
  pro: r.visibility === 'pro',
})

export interface BlogList {
  items: BlogListItem[]
  page: number
  pages: number
  total: number
}

/** Public and PRO posts, newest first, BLOG_PAGE_SIZE a page (a page past the end shows the last one). */
export async function listBlogPosts(
  lng: Lng,
  options: { page: number; tag?: BlogTag | null },
): Promise<BlogList> {
  const filtered = () => {
    const q = listQuery()
    return options.tag ? q.where('blog_posts.tag', '=', options.tag) : q
  }
  const { n } = await db
    .selectFrom(filtered().as('p'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const total = Number(n)
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))
  const page = Math.min(Math.max(1, options.page), pages)
  const rows = await filtered()
    .orderBy('blog_posts.created_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE)
    .execute()
  return { items: rows.map(toListItem(lng)), page, pages, total }
}

/** The newest public posts tagged 'news' (the top of /news). */
export async function latestNews(lng: Lng, limit = 3): Promise<BlogListItem[]> {
  const rows = await listQuery()
    .where('blog_posts.tag', '=', 'news')
    .where('blog_posts.visibility', '=', 'public')
    .orderBy('blog_posts.created_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toListItem(lng))
}

export interface BlogPostFound {
  id: number
  url: string
  authorId: number | null
  title: string
  /** Both titles: notifications carry them (they are worded in the reader's language later). */
  titleBr: string
  titleGb: string | null
  visibility: BlogVisibility
}

/** The post behind `url` if the viewer may open its page: drafts only for content creators. */
export async function findReadablePost(viewer: SessionUser | null, url: string, lng: Lng) {
  const row = await db
    .selectFrom('blog_posts')
    .select(['id', 'url', 'author_id', 'title_br', 'title_gb', 'visibility'])
    .where('url', '=', url)
    .executeTakeFirst()
  if (!row) return null
  if (row.visibility === 'draft' && !can(viewer, 'create_content')) return null
  return {
    id: row.id,
    url: row.url,
    authorId: row.author_id,
    title: titleIn(row, lng),
    titleBr: row.title_br,
    titleGb: row.title_gb,
    visibility: row.visibility,
  } satisfies BlogPostFound
}

/** PRO posts are whole for PRO users, admins and content creators. */
export const readsWhole = (viewer: SessionUser | null, visibility: BlogVisibility) =>
  visibility !== 'pro' || can(viewer, 'pro_or_admin') || can(viewer, 'create_content')

export interface BlogPostPage {
  id: number
  url: string
  title: string
  hasImage: boolean
  created: string
  updated: string
  author: { id: number; name: string } | null
  tag: BlogTag
  visibility: BlogVisibility
  isTutorial: boolean
  commentCount: number
  viewCount: number
  /** Sanitised HTML: the whole text, or only its first paragraph when `teaser`. */
  html: string
  teaser: boolean
  /** The first paragraph as plain text (the page's meta description). */
  summary: string
}

/** Everything the post's page shows; null when missing or not readable (a draft for a reader). */
export async function blogPostPage(
  viewer: SessionUser | null,
  url: string,
  lng: Lng,
  prefix: Prefix,
): Promise<BlogPostPage | null> {
  const found = await findReadablePost(viewer, url, lng)
  if (!found) return null
  const row = await db
    .selectFrom('blog_posts')
    .leftJoin('users', 'users.id', 'blog_posts.author_id')
    .selectAll('blog_posts')
    .select('users.name as author_name')
    .where('blog_posts.id', '=', found.id)
    .executeTakeFirstOrThrow()
  const teaser = !readsWhole(viewer, row.visibility)
  const first = firstParagraph(row.text)
  return {
    id: row.id,
    url: row.url,
    title: found.title,
    hasImage: row.has_image === 1,
    created: row.created_at,
    updated: row.updated_at,
    author:
      row.author_id && row.author_name ? { id: row.author_id, name: displayName(row.author_name) } : null,
    tag: row.tag,
    visibility: row.visibility,
    isTutorial: row.is_tutorial === 1,
    commentCount: row.comment_count,
    viewCount: row.view_count,
    html: await renderRichText(teaser ? first : row.text, { prefix }),
    teaser,
    summary: first.replace(/[*_`#>[\]()!]/g, ''),
  }
}
