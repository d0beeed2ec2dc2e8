import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'

// A real SMTP server on loopback: nodemailer speaks the real protocol to it.
const received: { from: string; to: string[]; data: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = ''
    stream.on('data', (c) => {
      data += c.toString()
    })
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      })
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
process.env.MAIL_FROM = 'Trilha <nao-responda@trilha.dev>'
const { sendMail } = await import('./mail.server')
const { db } = await import('~/db/client.server')

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

describe('mail with SMTP configured', () => {
  it('delivers through SMTP and marks the outgoing row as sent', async () => {
    const id = await sendMail({ to: 'aluna@example.com', subject: 'Olá', text: 'Corpo da mensagem' })
    expect(received).toHaveLength(1)
    expect(received[0].from).toBe('nao-responda@trilha.dev')
    expect(received[0].to).toEqual(['aluna@example.com'])
    expect(received[0].data).toContain('Corpo da mensagem')
    const row = await db
      .selectFrom('outgoing_mail')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.sent_at).not.toBeNull()
    expect(row.error).toBeNull()
  })
})
