// Issue 15's attacks that need a browser, with and without JavaScript: a redirect target a browser would
// read as another host (item 3), and a picture in a biography that answered a friend request for whoever
// looked at the profile (item 4). The network guard of fixtures.ts fails a test whose page left our origin.
import type { Page } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { type Sessions, actAs, keepSession } from './competition-helpers'
import { DATABASE_PATH } from './e2e-env'
import { expect, test } from './fixtures'
import { openUserMenu, register, submit, uniqueEmail, userMenu } from './helpers'
import { numberIn } from './workspace-helpers'

/** Straight from the suite's database (read-only): what the page cannot show the attacker. */
function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new SQLite(DATABASE_PATH, { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).get(...params) as T | undefined
  } finally {
    db.close()
  }
}

test('a redirect target with a tab in it stays on our site (item 3)', async ({ page, baseURL }) => {
  const own = new URL(baseURL!).origin
  for (const target of ['/\t/evil.example', '/\\evil.example', '/\n/evil.example/x']) {
    await page.goto(`/br/feedback/quick?redirect_to=${encodeURIComponent(target)}`)
    expect(new URL(page.url()).origin, JSON.stringify(target)).toBe(own)
  }
  await page.goto('/br/theme?x=1')
  expect(new URL(page.url()).origin).toBe(own)
})

test.describe('a picture in a biography (item 4)', () => {
  test.describe.configure({ mode: 'serial' })
  const sessions: Sessions = {}
  const nonce = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')

  async function newPerson(page: Page, first: string, who: string) {
    await page.context().clearCookies()
    await register(page, { name: `${first} S${nonce}`, email: uniqueEmail(who), password: 'senha-e2e-123' })
    await expect(page).toHaveURL(/\/br\/welcome$/)
    await openUserMenu(page)
    const href = (await userMenu(page).getByRole('link', { name: 'Meu perfil' }).getAttribute('href')) ?? ''
    await keepSession(page, sessions, who)
    return numberIn(href)
  }

  test('cannot make its viewer accept the friend request of its author', async ({ page }) => {
    const attacker = await newPerson(page, 'Mallory', 'mallory')
    const victim = await newPerson(page, 'Vera', 'vera')

    await actAs(page, sessions, 'mallory')
    await page.goto(`/br/user/${victim}`)
    await submit(page, page.getByRole('button', { name: 'Adicionar amigo' }))
    await expect(page.getByText('Convite enviado')).toBeVisible()
    // The attacker cannot see the victim's notification id, but ids are sequential: here it is read.
    const note = query<{ id: number }>(
      "select id from notifications where user_id = ? and type = 'friend_request'",
      victim,
    )
    expect(note).toBeDefined()
    const trap = `/api/notification/${note!.id}/friend/confirm`
    await page.goto('/br/user/edit')
    await page.getByLabel('Biografia').fill(`Olá! ![foto](${trap}) ![outra](..${trap})`)
    await submit(page, page.getByRole('button', { name: 'Salvar', exact: true }).first())

    await actAs(page, sessions, 'vera')
    const answers: number[] = []
    page.on('response', (r) => {
      if (r.url().includes('/friend/confirm')) answers.push(r.status())
    })
    await page.goto(`/br/user/${attacker}`, { waitUntil: 'networkidle' })
    await expect(page.getByText('Olá!')).toBeVisible()
    // Rich-text pictures load only media paths: the page does not even ask. (Were it to, the endpoint would
    // answer 403 to an <img>: modules/social/friends/routes/api.notification-friend.test.ts.)
    expect(answers).toEqual([])
    await expect(page.locator('main img[src*="/api/"]')).toHaveCount(0)
    const friends = query<{ n: number }>(
      "select count(*) as n from friendships where status = 'accepted' and ((user_id = ? and friend_id = ?) or (user_id = ? and friend_id = ?))",
      attacker,
      victim,
      victim,
      attacker,
    )
    expect(friends?.n ?? 0).toBe(0)
    await page.goto('/br/notifications')
    await expect(page.getByText(`Mallory S${nonce} enviou um pedido de amizade`)).toBeVisible()
  })
})
