import type { Selectable } from 'kysely'
import { remixI18n } from '~/app/kernel/i18n/i18n.server'
import { PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { sendMail } from '~/app/kernel/people/mail.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { type RichTextProblem, prepareRichText, renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { NewsMailsTable } from '~/db/schema-privacy'
import { signLink, verifyLink } from '../privacy/sign.server'
import type { NewsInput } from './schemas'

// News e-mails (docs/privacy.md#news): staff write one in both locales (Markdown, rendered by the rich-text
// path), and send it to the people who opted in ("receive news" on the profile) — at most twice a calendar
// month (UTC). The job sends it in batches in user-id order, recording the last recipient (`cursor`) after
// each mail, so a restart resumes after the last one sent. Every mail has a one-click unsubscribe link.

import { NEWS_BATCH, NEWS_PER_MONTH } from './rules'

export { NEWS_BATCH, NEWS_PER_MONTH } from './rules'

export { type NewsInput, newsSchema } from './schemas'

/** Saves a draft; refuses a body the rich-text path cannot render (by field). */
export async function createNews(
  staffId: number,
  input: NewsInput,
): Promise<{ ok: true; id: number } | { ok: false; problems: Partial<Record<string, RichTextProblem>> }> {
  const problems = await prepareRichText({ body_br: input.body_br, body_gb: input.body_gb })
  if (Object.keys(problems).length) return { ok: false, problems }
  const row = await db
    .insertInto('news_mails')
    .values({ ...input, created_by: staffId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ok: true, id: row.id }
}

const month = (at: Date) => at.toISOString().slice(0, 7)

/** Who receives news: opted in, and not an account being deleted. */
const recipients = (conn: Pick<typeof db, 'selectFrom'> = db) =>
  conn.selectFrom('users').where('receive_news', '=', 1).where('deactivated_at', 'is', null)

/** Starts sending a draft; the third send of a calendar month is refused. */
export async function sendNews(
  id: number,
  at = now(),
): Promise<{ ok: true } | { ok: false; reason: 'monthly_limit' | 'not_draft' }> {
  return db.transaction().execute(async (tx) => {
    const news = await tx.selectFrom('news_mails').select('status').where('id', '=', id).executeTakeFirst()
    if (news?.status !== 'draft') return { ok: false as const, reason: 'not_draft' as const }
    const sent = await tx
      .selectFrom('news_mails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('send_month', '=', month(at))
      .executeTakeFirstOrThrow()
    if (Number(sent.n) >= NEWS_PER_MONTH) return { ok: false as const, reason: 'monthly_limit' as const }
    // Inside the transaction, through it: SQLite has one connection, which the transaction holds.
    const total = await recipients(tx)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    await tx
      .updateTable('news_mails')
      .set({ status: 'sending', send_month: month(at), sent_at: at.toISOString(), total: Number(total.n) })
      .where('id', '=', id)
      .execute()
    return { ok: true as const }
  })
}

export async function newsList() {
  return db.selectFrom('news_mails').selectAll().orderBy('id', 'desc').limit(50).execute()
}

/** The sends left this calendar month. */
export async function sendsLeft(at = now()): Promise<number> {
  const sent = await db
    .selectFrom('news_mails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('send_month', '=', month(at))
    .executeTakeFirstOrThrow()
  return Math.max(0, NEWS_PER_MONTH - Number(sent.n))
}

/** The unsubscribe address of a person (never expires: an old mail's link must still work). */
export function unsubscribeUrl(userId: number, lng: 'pt-BR' | 'en-GB'): string {
  return `${env().publicUrl}/${PREFIX_BY_LNG[lng]}/news/unsubscribe?token=${signLink('unsubscribe', userId, null)}`
}

/** Sends the next batch of the oldest news being sent; false when there was none. */
export async function runNewsBatch(at = now(), size = NEWS_BATCH): Promise<boolean> {
  const news = await db
    .selectFrom('news_mails')
    .selectAll()
    .where('status', '=', 'sending')
    .orderBy('id')
    .executeTakeFirst()
  if (!news) return false
  const batch = await recipients()
    .select(['id', 'email', 'name', 'preferred_language'])
    .where('id', '>', news.cursor)
    .orderBy('id')
    .limit(size)
    .execute()
  for (const user of batch) {
    await mailOne(news, user)
    await db
      .updateTable('news_mails')
      .set((eb) => ({ cursor: user.id, sent_count: eb('sent_count', '+', 1) }))
      .where('id', '=', news.id)
      .execute()
  }
  if (batch.length < size) {
    await db
      .updateTable('news_mails')
      .set({ status: 'sent', finished_at: at.toISOString() })
      .where('id', '=', news.id)
      .execute()
  }
  return true
}

async function mailOne(
  news: Selectable<NewsMailsTable>,
  user: { id: number; email: string; name: string; preferred_language: 'pt-BR' | 'en-GB' },
) {
  const gb = user.preferred_language === 'en-GB'
  const t = await remixI18n.getFixedT(user.preferred_language, 'privacy')
  const body = gb ? news.body_gb : news.body_br
  const link = unsubscribeUrl(user.id, user.preferred_language)
  const html = await renderRichText(body, { prefix: gb ? 'gb' : 'br' })
  const footer = t('news.mailFooter')
  await sendMail({
    to: user.email,
    subject: gb ? news.subject_gb : news.subject_br,
    text: `${body}\n\n--\n${footer}\n${link}`,
    html: `${html}<hr><p>${footer} <a href="${link}">${t('news.unsubscribeLink')}</a></p>`,
    // RFC 2369 and RFC 8058: mail programs show their own "unsubscribe" button and POST to the link.
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

/** The person a valid unsubscribe token names (null for anything else). */
export function unsubscriber(token: string, at = now()): number | null {
  return verifyLink('unsubscribe', token, at)
}

export async function unsubscribe(userId: number): Promise<void> {
  await db.updateTable('users').set({ receive_news: 0 }).where('id', '=', userId).execute()
}
