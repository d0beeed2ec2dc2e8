import nodemailer from 'nodemailer'
import { db, nowIso } from '~/db/client.server'
import { env } from '../runtime/env.server'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers (List-Unsubscribe on news e-mails), kept with the row. */
  headers?: Record<string, string>
}

let transport: nodemailer.Transporter | null | undefined
function smtp() {
  if (transport === undefined) transport = env().smtpUrl ? nodemailer.createTransport(env().smtpUrl!) : null
  return transport
}

/**
 * Every mail is written to outgoing_mail first, so nothing is lost if SMTP is down; with SMTP
 * configured it is then sent and marked, otherwise it waits there (and on the dev outbox page).
 */
export async function sendMail(mail: Mail): Promise<number> {
  const row = await db
    .insertInto('outgoing_mail')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const transporter = smtp()
  if (transporter) {
    try {
      await transporter.sendMail({ from: env().mailFrom, ...mail })
      await db.updateTable('outgoing_mail').set({ sent_at: nowIso() }).where('id', '=', row.id).execute()
    } catch (error) {
      await db
        .updateTable('outgoing_mail')
        .set({ error: String((error as Error).message ?? error).slice(0, 500) })
        .where('id', '=', row.id)
        .execute()
    }
  }
  return row.id
}

/** The newest mail, all of it or to one address (a news e-mail to everyone would push the rest out of sight). */
export async function recentMail(limit = 50, to?: string) {
  let query = db.selectFrom('outgoing_mail').selectAll()
  if (to) query = query.where('to_address', '=', to)
  return query.orderBy('id', 'desc').limit(limit).execute()
}
