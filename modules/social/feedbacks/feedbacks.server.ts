// Feedbacks (docs/product.md#social-feedbacks): users tell the team about bugs and ideas; staff (permission moderate, admins) read,
// set a status and answer. A feedback is seen by its author and by staff only.
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { FeedbackStatus, FeedbackType } from '~/db/schema-social'

export const FEEDBACKS_PER_PAGE = 20

export interface FeedbackSummary {
  id: number
  title: string
  type: FeedbackType
  status: FeedbackStatus
  createdAt: string
  /** The author has an answer they have not opened. */
  unread: boolean
  answered: boolean
  authorId: number | null
  authorName: string | null
}

export interface FeedbackDetail extends FeedbackSummary {
  text: string
  hasImage: boolean
  answer: string | null
  answeredAt: string | null
  answeredByName: string | null
}

export interface FeedbackPage {
  items: FeedbackSummary[]
  page: number
  pages: number
}

/** Who handles feedbacks: moderators and admins. */
export const isFeedbackStaff = (user: SessionUser | null) => can(user, 'moderate')

function summaryQuery() {
  return db
    .selectFrom('feedbacks as f')
    .leftJoin('users as author', 'author.id', 'f.user_id')
    .select([
      'f.id',
      'f.title',
      'f.type',
      'f.status',
      'f.created_at',
      'f.author_unread',
      'f.answer',
      'f.user_id',
      'author.name as author_name',
    ])
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>

function toSummary(r: SummaryRow): FeedbackSummary {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    status: r.status,
    createdAt: r.created_at,
    unread: r.author_unread === 1,
    answered: !!r.answer,
    authorId: r.user_id,
    authorName: r.author_name ?? null,
  }
}

/**
 * Newest first. `authorId` limits it to one author's feedbacks (what a user sees); `status` filters (staff).
 * The page is clamped to the pages there are.
 */
export async function listFeedbacks(filter: {
  authorId?: number
  status?: FeedbackStatus | null
  page?: number
}): Promise<FeedbackPage> {
  let count = db.selectFrom('feedbacks as f').select((eb) => eb.fn.countAll<number>().as('n'))
  let rows = summaryQuery()
  if (filter.authorId !== undefined) {
    count = count.where('f.user_id', '=', filter.authorId)
    rows = rows.where('f.user_id', '=', filter.authorId)
  }
  if (filter.status) {
    count = count.where('f.status', '=', filter.status)
    rows = rows.where('f.status', '=', filter.status)
  }
  const total = Number((await count.executeTakeFirst())?.n ?? 0)
  const pages = Math.max(1, Math.ceil(total / FEEDBACKS_PER_PAGE))
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1) || 1), pages)
  const list = await rows
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(FEEDBACKS_PER_PAGE)
    .offset((page - 1) * FEEDBACKS_PER_PAGE)
    .execute()
  return { items: list.map(toSummary), page, pages }
}

/** The feedback when `viewer` is its author or staff; null otherwise (foreign and unknown look the same). */
export async function feedbackFor(viewer: SessionUser, id: number): Promise<FeedbackDetail | null> {
  const row = await summaryQuery()
    .leftJoin('users as staff', 'staff.id', 'f.answered_by')
    .select(['f.text', 'f.image_path', 'f.answered_at', 'staff.name as staff_name'])
    .where('f.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  if (row.user_id !== viewer.id && !isFeedbackStaff(viewer)) return null
  return {
    ...toSummary(row),
    text: row.text,
    hasImage: !!row.image_path,
    answer: row.answer,
    answeredAt: row.answered_at,
    answeredByName: row.staff_name ?? null,
  }
}

/**
 * The read receipt of opening a feedback (docs/product.md#social-feedbacks: statuses, the envelope count): the author's opening clears
 * their unread answer; staff opening a new one makes it read. Idempotent; called after the page has read
 * the feedback, so that response still shows what was new.
 */
export async function markFeedbackOpened(viewer: SessionUser, feedback: FeedbackDetail): Promise<void> {
  if (feedback.authorId === viewer.id && feedback.unread) {
    await db
      .updateTable('feedbacks')
      .set({ author_unread: 0 })
      .where('id', '=', feedback.id)
      .where('user_id', '=', viewer.id)
      .execute()
  }
  if (isFeedbackStaff(viewer) && feedback.status === 'new') {
    await db
      .updateTable('feedbacks')
      .set({ status: 'read', updated_at: new Date().toISOString() })
      .where('id', '=', feedback.id)
      .where('status', '=', 'new')
      .execute()
  }
}

export interface NewFeedback {
  userId: number
  title: string
  text: string
  type: FeedbackType
}

export async function insertFeedback(input: NewFeedback): Promise<number> {
  const row = await db
    .insertInto('feedbacks')
    .values({ user_id: input.userId, title: input.title, text: input.text, type: input.type })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function setFeedbackImage(id: number, imagePath: string): Promise<void> {
  await db.updateTable('feedbacks').set({ image_path: imagePath }).where('id', '=', id).execute()
}

export async function removeFeedback(id: number): Promise<void> {
  await db.deleteFrom('feedbacks').where('id', '=', id).execute()
}

export interface FeedbackReview {
  status: FeedbackStatus
  /** Empty: only the status changes. */
  answer: string
}

/**
 * Staff set the status and, optionally, answer. A new or changed answer is signed (answered_by/at) and
 * flagged unread for the author, which lights their envelope; re-saving the same answer does not.
 * False when the feedback does not exist.
 */
export async function reviewFeedback(id: number, staffId: number, review: FeedbackReview): Promise<boolean> {
  const current = await db.selectFrom('feedbacks').select(['answer']).where('id', '=', id).executeTakeFirst()
  if (!current) return false
  const now = new Date().toISOString()
  const answer = review.answer.trim()
  const changed = answer !== '' && answer !== (current.answer ?? '')
  await db
    .updateTable('feedbacks')
    .set({
      status: review.status,
      updated_at: now,
      ...(changed ? { answer, answered_by: staffId, answered_at: now, author_unread: 1 } : {}),
    })
    .where('id', '=', id)
    .execute()
  return true
}
