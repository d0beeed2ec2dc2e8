import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser, makeUser, plainUser } from '~/tests/factories'
import { args, formRequest, getRequest, routeArgs, settle } from '~/tests/setup/helpers'
import { runNewsBatch, sendNews, unsubscribeUrl } from './news.server'
import { action as staffAction, loader as staffLoader } from './routes/staff-news'
import { action as unsubAction, loader as unsubLoader } from './routes/unsubscribe'

const NEWS = {
  subject_br: 'Novidades',
  subject_gb: 'News',
  body_br: '# Olá\n\n**Novo** curso!',
  body_gb: '# Hello\n\n**New** course!',
}

async function draft(admin: { cookie: string }, fields = NEWS) {
  const res = (await staffAction(
    args(formRequest('/br/staff/news', { intent: 'create', ...fields }, { cookie: admin.cookie })),
  )) as Response
  expect(res.status).toBe(302)
  const row = await db.selectFrom('news_mails').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  return row.id
}

describe('news e-mails', () => {
  it('are written by admins only, and refuse empty fields', async () => {
    const student = await makeUser()
    const res = (await settle(staffLoader(routeArgs(getRequest('/br/staff/news', student))))) as Response
    expect(res.status).toBe(302)
    const admin = await makeUser('admin')
    const refused = (await staffAction(
      args(
        formRequest('/br/staff/news', { intent: 'create', ...NEWS, body_gb: '' }, { cookie: admin.cookie }),
      ),
    )) as Response
    expect(refused.status).toBe(422)
  })

  it('go twice a calendar month at most: the third send is refused, next month it goes', async () => {
    const admin = await makeUser('admin')
    const ids = [await draft(admin), await draft(admin), await draft(admin)]
    const march = new Date('2031-03-05T12:00:00Z')
    expect(await sendNews(ids[0], march)).toEqual({ ok: true })
    expect(await sendNews(ids[1], new Date('2031-03-30T12:00:00Z'))).toEqual({ ok: true })
    expect(await sendNews(ids[2], new Date('2031-03-31T23:59:00Z'))).toEqual({
      ok: false,
      reason: 'monthly_limit',
    })
    expect(await sendNews(ids[1], new Date('2031-04-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'not_draft',
    })
    expect(await sendNews(ids[2], new Date('2031-04-01T00:00:00Z'))).toEqual({ ok: true })
  })

  it('reach opted-in users only, in batches that resume after a restart, with one-click unsubscribe headers', async () => {
    const admin = await makeUser('admin', { receive_news: 0 })
    await db.updateTable('users').set({ receive_news: 0 }).execute()
    const readers = [
      await plainUser({ receive_news: 1, preferred_language: 'en-GB' }),
      await plainUser({ receive_news: 1 }),
      await plainUser({ receive_news: 1 }),
    ]
    const optedOut = await plainUser({ receive_news: 0 })
    const id = await draft(admin)
    expect(
      (
        (await staffAction(
          args(formRequest('/br/staff/news', { intent: 'send', id: String(id) }, { cookie: admin.cookie })),
        )) as Response
      ).status,
    ).toBe(302)
    // News left sending by the tests above go first in the queue: they are done here.
    await db.updateTable('news_mails').set({ status: 'sent' }).where('id', '!=', id).execute()
    // A batch, then "a restart": the job finds the row where the batch left it and goes on after the cursor.
    await runNewsBatch(new Date(), 2)
    const half = await db.selectFrom('news_mails').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(half).toMatchObject({ status: 'sending', sent_count: 2, total: 3, cursor: readers[1] })
    await runNewsBatch(new Date(), 2)
    const done = await db.selectFrom('news_mails').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(done).toMatchObject({ status: 'sent', sent_count: 3 })
    const mails = await db
      .selectFrom('outgoing_mail')
      .selectAll()
      .where('subject', 'in', ['Novidades', 'News'])
      .execute()
    const to = await db.selectFrom('users').select(['id', 'email']).execute()
    const emailOf = (u: number) => to.find((r) => r.id === u)!.email
    expect(mails.map((m) => m.to_address).sort()).toEqual(readers.map(emailOf).sort())
    expect(mails.some((m) => m.to_address === emailOf(optedOut))).toBe(false)
    const english = mails.find((m) => m.to_address === emailOf(readers[0]))!
    expect(english.subject).toBe('News')
    expect(english.html_body).toContain('<strong>New</strong>')
    const headers = JSON.parse(english.headers!)
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(headers['List-Unsubscribe']).toBe(`<${unsubscribeUrl(readers[0], 'en-GB')}>`)
    expect(english.text_body).toContain(unsubscribeUrl(readers[0], 'en-GB'))
  })
})

describe('/{lang}/news/unsubscribe', () => {
  it('works logged out: the GET only asks, the POST (the button or RFC 8058) unsubscribes', async () => {
    const user = await createTestUser({ receive_news: 1 })
    const url = unsubscribeUrl(user.id, 'pt-BR').replace('https://trilha.test', '')
    const page = unsubLoader(routeArgs(getRequest(url)))
    expect(page.valid).toBe(true)
    const flag = async () =>
      (
        await db
          .selectFrom('users')
          .select('receive_news')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).receive_news
    expect(await flag()).toBe(1)
    const res = (await unsubAction(args(formRequest(url, { 'List-Unsubscribe': 'One-Click' })))) as Response
    expect(await res.json()).toEqual({ done: true })
    expect(await flag()).toBe(0)
  })

  it('refuses a forged or another purpose’s token', async () => {
    const user = await createTestUser({ receive_news: 1 })
    const url = unsubscribeUrl(user.id, 'pt-BR').replace('https://trilha.test', '')
    const forged = url.replace(/token=(\d+)/, (_m, id) => `token=${Number(id) + 1}`)
    expect(unsubLoader(routeArgs(getRequest(forged))).valid).toBe(false)
    const res = (await unsubAction(args(formRequest(forged, {})))) as Response
    expect(res.status).toBe(400)
  })
})
