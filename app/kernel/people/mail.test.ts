import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { recentMail, sendMail } from './mail.server'

describe('mail without SMTP', () => {
  it('keeps the mail in outgoing_mail, unsent, for the outbox page', async () => {
    const id = await sendMail({ to: 'a@example.com', subject: 'Assunto', text: 'Texto' })
    const row = await db
      .selectFrom('outgoing_mail')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      to_address: 'a@example.com',
      subject: 'Assunto',
      text_body: 'Texto',
      sent_at: null,
    })
    expect((await recentMail())[0].id).toBe(id)
  })
})
