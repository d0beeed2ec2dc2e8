// Text content (docs/product.md#learning-content: title, text, author, is tutorial, history, lessons) for the content pages.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { db, nowIso } from '~/db/client.server'
import { pick } from '../text'
import {
  type FormErrors,
  canEditContent,
  isContentAdmin,
  lf,
  optionalText,
  requiredText,
  str,
  submissionErrors,
} from './form.server'

const MAX_BODY_CHARS = 200_000

export const textFormSchema = z.object({
  title_br: requiredText(200),
  title_gb: optionalText(200),
  body_br: requiredText(MAX_BODY_CHARS),
  body_gb: optionalText(MAX_BODY_CHARS),
  is_tutorial: z.boolean().default(false),
})
export type TextInput = z.infer<typeof textFormSchema>

export interface TextFormValues {
  title_br: string
  title_gb: string
  body_br: string
  body_gb: string
  is_tutorial: boolean
}

export const blankTextValues = (): TextFormValues => ({
  title_br: '',
  title_gb: '',
  body_br: '',
  body_gb: '',
  is_tutorial: false,
})

export type ParsedTextForm =
  | { ok: true; value: TextInput; values: TextFormValues }
  | { ok: false; errors: FormErrors; values: TextFormValues }

export function parseTextForm(formData: FormData): ParsedTextForm {
  const submission = parseWithZod(formData, { schema: textFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values = {
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    body_br: str(p.body_br),
    body_gb: str(p.body_gb),
    is_tutorial: p.is_tutorial === 'on',
  }
  if (submission.status === 'success') return { ok: true, value: submission.value, values }
  return { ok: false, errors: submissionErrors(submission), values }
}

const columns = (input: TextInput) => ({
  title_br: input.title_br,
  title_gb: input.title_gb || null,
  body_br: lf(input.body_br),
  body_gb: input.body_gb ? lf(input.body_gb) : null,
  is_tutorial: input.is_tutorial ? 1 : 0,
})

export async function createText(user: SessionUser, input: TextInput): Promise<number> {
  const row = await db
    .insertInto('texts')
    .values({ ...columns(input), author_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Saves a new version; the one it replaces goes to text_history with who replaced it (docs/product.md#learning-content: "history").
 * A save that changes neither title nor body (only the tutorial flag, or nothing) adds no history entry.
 */
export async function updateText(user: SessionUser, id: number, input: TextInput) {
  const next = columns(input)
  await db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('texts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const changed = (['title_br', 'title_gb', 'body_br', 'body_gb'] as const).some((k) => old[k] !== next[k])
    if (changed) {
      await trx
        .insertInto('text_history')
        .values({
          text_id: id,
          title_br: old.title_br,
          title_gb: old.title_gb,
          body_br: old.body_br,
          body_gb: old.body_gb,
          edited_by: user.id,
          created_at: nowIso(),
        })
        .execute()
    }
    await trx
      .updateTable('texts')
      .set({ ...next, updated_at: nowIso() })
      .where('id', '=', id)
      .execute()
  })
}

export type EditableText =
  | { status: 'ok'; values: TextFormValues; authorId: number | null }
  | { status: 'not_found' }
  | { status: 'forbidden' }

export async function editableText(user: SessionUser, id: number): Promise<EditableText> {
  const row = await db.selectFrom('texts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return { status: 'not_found' }
  if (!canEditContent(user, row.author_id)) return { status: 'forbidden' }
  return {
    status: 'ok',
    authorId: row.author_id,
    values: {
      title_br: row.title_br,
      title_gb: row.title_gb ?? '',
      body_br: row.body_br,
      body_gb: row.body_gb ?? '',
      is_tutorial: row.is_tutorial === 1,
    },
  }
}

export interface TextHistoryEntry {
  id: number
  created_at: string
  edited_by: string | null
  title_br: string
  body_br: string
  body_gb: string | null
}

export interface TextUsage {
  lessonId: number
  lesson: string
  course: string
  url: string
}

/** The history (newest first) and the lessons that show this text. */
export async function textDetails(id: number, lng: Lng, prefix: Prefix) {
  const [history, lessons] = await Promise.all([
    db
      .selectFrom('text_history as h')
      .leftJoin('users as u', 'u.id', 'h.edited_by')
      .select(['h.id', 'h.created_at', 'u.name as edited_by', 'h.title_br', 'h.body_br', 'h.body_gb'])
      .where('h.text_id', '=', id)
      .orderBy('h.id', 'desc')
      .execute(),
    textLessons(id, lng, prefix),
  ])
  return { history: history as TextHistoryEntry[], lessons }
}

async function textLessons(id: number, lng: Lng, prefix: Prefix): Promise<TextUsage[]> {
  const rows = await db
    .selectFrom('lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select([
      'l.id',
      'l.title_br',
      'l.title_gb',
      'c.slug',
      'c.title_br as course_br',
      'c.title_gb as course_gb',
    ])
    .where('l.text_id', '=', id)
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('l.position')
    .execute()
  return rows.map((r) => ({
    lessonId: r.id,
    lesson: pick(r.title_br, r.title_gb, lng),
    course: pick(r.course_br, r.course_gb, lng),
    url: `/${prefix}/course/${r.slug}/lesson/${r.id}`,
  }))
}

export interface TextRow {
  id: number
  title: string
  is_tutorial: boolean
  lessons: number
  author: string | null
  updated_at: string
}

/** The creator's texts; admins see all. */
export async function listTexts(user: SessionUser, lng: Lng): Promise<TextRow[]> {
  let query = db
    .selectFrom('texts as t')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select((eb) => [
      't.id',
      't.title_br',
      't.title_gb',
      't.is_tutorial',
      't.updated_at',
      'u.name as author',
      eb
        .selectFrom('lessons as l')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('l.text_id', '=', 't.id')
        .as('lessons'),
    ])
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
  if (!isContentAdmin(user)) query = query.where('t.author_id', '=', user.id)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.title_br, r.title_gb, lng),
    is_tutorial: r.is_tutorial === 1,
    lessons: Number(r.lessons ?? 0),
    author: r.author ? displayName(r.author) : null,
    updated_at: r.updated_at,
  }))
}
