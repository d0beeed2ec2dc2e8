// Privacy rights end to end (issue 26), with JavaScript on and off: a student downloads their data, deletes the
// account and disappears from the ranking page and their profile; the news unsubscribe link works logged out.
import fs from 'node:fs'
import { OUTBOX_PATH } from './e2e-env'
import { expect, test } from './fixtures'
import { DEMO, login, readOutbox } from './helpers'

// db/seed/privacy.ts: one student per project, listed in the rankings (low XP), used by no other spec.
const SEEDED = {
  'js-on': { name: 'Iara Apagável', email: 'privacidade-js-on@trilha.dev' },
  'js-off': { name: 'Ivo Apagável', email: 'privacidade-js-off@trilha.dev' },
} as const
const PASSWORD = 'demo-privacidade-123'

test('a student downloads their data, deletes the account and leaves the ranking and their profile', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const me = SEEDED[test.info().project.name as keyof typeof SEEDED]
  await login(page, me.email, PASSWORD)
  await expect(page).toHaveURL(/\/br\/dashboard$/)

  // Listed in the ranking before: the row links to the profile.
  await page.goto('/br/ranking/users')
  const row = page.getByRole('main').getByRole('link', { name: me.name })
  await expect(row).toBeVisible()
  const profile = (await row.getAttribute('href'))!

  // The request is a form post on the profile edit page; the privacy page shows its progress.
  await page.goto('/br/user/edit')
  await page.getByRole('main').getByRole('button', { name: 'Pedir meus dados' }).click()
  await expect(page).toHaveURL(/\/br\/user\/privacy\?notice=requested$/)
  await expect(page.getByText('Pedido recebido.')).toBeVisible()
  const link = page.getByRole('main').getByRole('link', { name: 'Baixar o ZIP' })
  // The background job takes a few of its runs: reload as a person would until the link is there.
  await expect(async () => {
    await page.reload()
    await expect(link).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 60_000 })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const zip = fs.readFileSync((await download.path())!)
  expect(zip.subarray(0, 2).toString()).toBe('PK')
  expect(zip.includes(Buffer.from('profile.json'))).toBe(true)
  expect(zip.includes(Buffer.from('submissions.json'))).toBe(true)
  const mail = (await readOutbox(page, me.email))[0]
  expect(mail.subject).toBe('Seus dados da Trilha estão prontos')
  expect(mail.text).toMatch(/\/br\/user\/privacy\/export\/\d+\?token=/)

  // Delete: the password again and the confirmation; the session ends at once.
  await page.goto('/br/user/privacy')
  const main = page.getByRole('main')
  await main.getByLabel('Sua senha').fill(PASSWORD)
  await main.getByRole('checkbox', { name: /Entendo que minha conta será apagada/ }).check()
  await main.getByRole('button', { name: 'Excluir minha conta' }).click()
  await expect(page).toHaveURL(/\/br\/user\/privacy\/deleted\?until=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Conta marcada para exclusão' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible()

  await page.goto('/br/ranking/users')
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible()
  await expect(page.getByRole('main').getByText(me.name)).toHaveCount(0)
  const gone = await page.goto(profile)
  expect(gone?.status()).toBe(404)
})

// News e-mails: an admin sends one; the mail's unsubscribe link works logged out (the page asks, the button posts).
// Each project unsubscribes its own demo reader. Both projects (and a retry) share the two sends a month: a send
// refused for the month still leaves the first news in the outbox, which is all this test needs.
const READERS = { 'js-on': DEMO.free.email, 'js-off': DEMO.pro.email } as const

test('a news e-mail reaches an opted-in reader, whose unsubscribe link works logged out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const reader = READERS[test.info().project.name as keyof typeof READERS]
  await login(page, DEMO.admin.email, DEMO.admin.password)
  await page.goto('/br/staff/news')
  const main = page.getByRole('main')
  for (const [legend, subject, body] of [
    ['Português (Brasil)', 'Novidades da Trilha (e2e)', 'Um **novo** curso chegou.'],
    ['Inglês (Reino Unido)', 'Trilha news (e2e)', 'A **new** course is here.'],
  ]) {
    const group = main.getByRole('group', { name: legend })
    await group.getByLabel('Assunto').fill(subject)
    await group.getByLabel('Texto').fill(body)
  }
  await main.getByRole('button', { name: 'Salvar rascunho' }).click()
  await expect(page.getByText('Rascunho salvo.')).toBeVisible()
  await main.getByRole('button', { name: 'Enviar agora' }).first().click()
  await expect(page.getByText(/Envio iniciado|Já foram enviados 2 e-mails/)).toBeVisible()

  let link = ''
  await expect(async () => {
    // Narrowed to the reader: the news went to every opted-in demo account, more than the page lists.
    await page.goto(`${OUTBOX_PATH}&to=${encodeURIComponent(reader)}`)
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Novidades da Trilha (e2e)' })
    const text = await item.first().locator('pre').innerText({ timeout: 1000 })
    link = text.match(/\/br\/news\/unsubscribe\?token=\S+/)![0]
  }).toPass({ timeout: 60_000 })

  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByText('Quer parar de receber os e-mails de novidades da Trilha?')).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Sim, não quero mais receber' }).click()
  await expect(page.getByText(/Pronto: você não vai mais receber e-mails de novidades/)).toBeVisible()
})
