// Issue 18, invite a friend: an inviter creates a link (a wrong PIX key and a taken identifier are refused with
// the values kept), a friend registers through `?ref=`, does the threshold's lessons and an exercise, and the
// inviter's receipts show R$ 1,00; the friend pays annual PRO by card at the local provider's hosted checkout (the
// real SDK, the real pages) and the receipts show R$ 50,00, payable once the server's clock passes the 7-day
// window; staff close the month and the batch lists the inviter once, as CSV too, and mark it paid with a PIX
// end-to-end id. The test moves the server's clock and puts it back when it ends.
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { PORTUGOL_EXERCISES, PORTUGOL_SOLUTIONS } from '../../db/seed/portugol-exercises'
import { moveClock, payByCard, resetClock } from './billing-helpers'
import { expect, test } from './fixtures'
import {
  type Account,
  DEMO,
  fillRegisterForm,
  loginAs,
  logout,
  newAccount,
  registerNew,
  submit,
} from './helpers'
import { post, solve } from './workspace-helpers'

const main = (page: Page) => page.getByRole('main')
const understood = (page: Page) =>
  page.getByRole('region', { name: 'Concluir a aula' }).getByRole('button', { name: 'Entendi' })

async function fillLink(page: Page, link: { identifier: string; type: string; key: string; owner: string }) {
  await main(page).getByLabel('Identificador').fill(link.identifier)
  await main(page).getByLabel('Tipo da chave PIX').selectOption({ label: link.type })
  await main(page).getByLabel('Chave PIX', { exact: true }).fill(link.key)
  await main(page).getByLabel('Nome do titular da conta').fill(link.owner)
  return submit(page, main(page).getByRole('button', { name: 'Criar link' }))
}

/** Registers through the inviter's link: the form arrives with "invited by" filled from the `?ref=` visit. */
async function registerThrough(page: Page, identifier: string, tag: string): Promise<Account> {
  const account = newAccount(tag)
  await page.goto(`/br?ref=${identifier}`)
  await page.goto('/br/login?register=true')
  await expect(main(page).getByLabel('Convidado por (opcional)')).toHaveValue(identifier)
  await fillRegisterForm(page, account)
  await submit(page, main(page).getByRole('button', { name: 'Criar conta' }), { auth: true })
  await expect(page).toHaveURL(/\/br\/welcome$/)
  return account
}

/** Three lessons of "Introdução à programação" (text, video, quiz) and one accepted Portugol exercise. */
async function studyThreshold(page: Page, javaScript: boolean) {
  await page.goto(`/br/course/${INTRO_COURSE.slug}`)
  await post(page, page.getByRole('button', { name: 'Começar o curso' }), javaScript)
  for (const lesson of INTRO_COURSE.lessons.slice(0, 3)) {
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(lesson.title_br)
    if (lesson.type === 'theoretical') {
      for (const [i, a] of (lesson.answers ?? []).entries()) {
        await page
          .getByRole('group', { name: `Questão ${i + 1}` })
          .getByRole('radio', { name: a.correct_br, exact: true })
          .check()
      }
      await post(page, page.getByRole('button', { name: 'Conferir respostas' }), javaScript)
    }
    await post(page, understood(page), javaScript)
  }
  const exercise = PORTUGOL_EXERCISES.find((e) => e.exercise.title_gb === 'Even or odd')!.exercise
  await page.goto(`/br/exercises?q=${encodeURIComponent(exercise.title_br)}`)
  await main(page).getByRole('link', { name: exercise.title_br, exact: true }).click()
  await solve(page, javaScript, 'portugol', PORTUGOL_SOLUTIONS['Even or odd'])
}

// The clock is the server's: put it back whatever happened (the specs after this one expect the real time).
test.afterEach(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext()
  await resetClock(request, baseURL!)
  await request.dispose()
})

test('invite a friend: link, ?ref= registration, R$ 1,00 and R$ 50,00, month close, CSV and paid', async ({
  page,
  javaScriptEnabled,
  playwright,
  baseURL,
}) => {
  test.setTimeout(8 * 60_000)
  const javaScript = javaScriptEnabled !== false
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const identifier = `ana-${nonce}`
  const owner = `Ana Souza ${nonce}`

  const inviter =
    await test.step('the inviter creates a link: a wrong CPF is refused with every value kept', async () => {
      const account = await registerNew(page, 'ref-inviter')
      await page.goto('/br/partner-program')
      await expect(main(page).getByRole('heading', { level: 1, name: 'Convide um amigo' })).toBeVisible()
      await expect(main(page)).toContainText('concluir 3 aulas e resolver 1 exercício')
      await main(page).getByRole('link', { name: 'Criar meu link' }).click()
      const refused = await fillLink(page, { identifier, type: 'CPF', key: '529.982.247-26', owner })
      expect(refused.status()).toBe(422)
      await expect(main(page).getByText('CPF inválido: confira os 11 dígitos.')).toBeVisible()
      await expect(main(page).getByLabel('Identificador')).toHaveValue(identifier)
      await expect(main(page).getByLabel('Tipo da chave PIX')).toHaveValue('cpf')
      await expect(main(page).getByLabel('Chave PIX', { exact: true })).toHaveValue('529.982.247-26')
      await expect(main(page).getByLabel('Nome do titular da conta')).toHaveValue(owner)
      const created = await fillLink(page, { identifier, type: 'CPF', key: '529.982.247-25', owner })
      expect(created.status()).toBe(302)
      await expect(page).toHaveURL(/\/br\/partner-program$/)
      await expect(main(page).getByText(`/br?ref=${identifier}`)).toBeVisible()
      await logout(page)
      return account
    })

  await test.step('a friend registers through ?ref= and cannot take the identifier', async () => {
    const account = await registerThrough(page, identifier, 'ref-friend')
    await page.goto('/br/partner-program/link')
    const refused = await fillLink(page, {
      identifier,
      type: 'E-mail',
      key: account.email,
      owner: 'Teste Trilheira',
    })
    expect(refused.status()).toBe(409)
    await expect(main(page).getByText('Este identificador já pertence a outro usuário.')).toBeVisible()
    await expect(main(page).getByLabel('Chave PIX', { exact: true })).toHaveValue(account.email)
    return account
  })

  await test.step('the friend does 3 lessons and an exercise, then pays annual PRO by card', async () => {
    await studyThreshold(page, javaScript)
    await payByCard(page, 'PRO anual')
    await logout(page)
  })

  await test.step('a second friend registers through the link and pays annual PRO by card', async () => {
    await registerThrough(page, identifier, 'ref-friend2')
    await payByCard(page, 'PRO anual')
    await logout(page)
  })

  const receipts = () => main(page).getByRole('table')
  const annualRows = () => receipts().getByRole('row', { name: /Amigo assinou o PRO anual/ })
  await test.step("the inviter's receipts show R$ 1,00 and R$ 50,00 twice, waiting for the 7-day window", async () => {
    await loginAs(page, inviter)
    await page.goto('/br/partner-program/receipts')
    await expect(receipts().getByRole('row', { name: /Amigo cadastrado e estudando/ })).toContainText(
      'R$ 1,00',
    )
    await expect(annualRows()).toHaveCount(2)
    for (const row of await annualRows().all()) {
      await expect(row).toContainText('R$ 50,00')
      await expect(row).toContainText('Disponível em')
    }
    await page.goto('/br/partner-program')
    await expect(main(page).getByRole('definition').first()).toHaveText('R$ 1,00')
  })

  await test.step("past the window (the server's clock moves 45 days) the R$ 101,00 is available", async () => {
    // 45 days on, the month closed is one whose last day begins after the window ended (payouts.server.ts).
    const outside = await playwright.request.newContext()
    await moveClock(outside, baseURL!, 45)
    await outside.dispose()
    await page.goto('/br/partner-program/receipts')
    for (const row of await annualRows().all()) {
      await expect(row).toContainText('Disponível')
      await expect(row).not.toContainText('Disponível em')
    }
    await page.goto('/br/partner-program')
    await expect(main(page).getByRole('definition').first()).toHaveText('R$ 101,00')
    await logout(page)
  })

  const row = () => main(page).getByRole('row', { name: new RegExp(owner) })
  await test.step('staff close the month: the batch lists the inviter once; re-running changes nothing', async () => {
    await loginAs(page, DEMO.admin)
    await page.goto('/br/partner-program/payouts')
    await submit(page, main(page).getByRole('button', { name: 'Fechar o mês' }))
    await expect(main(page).getByRole('status')).toContainText(/Mês \d{4}-\d{2} fechado/)
    await expect(row()).toHaveCount(1)
    await expect(row()).toContainText('R$ 101,00')
    await expect(row()).toContainText('CPF: 52998224725')
    await submit(page, main(page).getByRole('button', { name: 'Fechar o mês' }))
    await expect(main(page).getByRole('status')).toContainText('0 pagamento(s) novo(s)')
    await expect(row()).toHaveCount(1)
  })

  await test.step('the CSV for the bank lists the payout', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('link', { name: 'Baixar CSV para o banco' }).click(),
    ])
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toBe('payout_id,owner_name,pix_key_type,pix_key,amount_brl')
    expect(
      csv.split('\r\n').filter((line) => line.includes(`,${owner},cpf,52998224725,101.00`)),
    ).toHaveLength(1)
  })

  await test.step('staff mark it paid with the PIX end-to-end id (a malformed one is refused, kept)', async () => {
    const field = row().getByLabel('ID fim a fim (E2E) do PIX')
    await field.fill('E123')
    const refused = await submit(page, row().getByRole('button', { name: 'Marcar como pago' }))
    expect(refused.status()).toBe(422)
    await expect(row().getByText('ID fim a fim inválido')).toBeVisible()
    await expect(field).toHaveValue('E123')
    const e2e = `E00038166202611261530${nonce.padEnd(11, '0').slice(0, 11)}`
    await field.fill(e2e)
    await submit(page, row().getByRole('button', { name: 'Marcar como pago' }))
    await expect(row()).toContainText(e2e)
    await logout(page)
  })

  await test.step("the inviter's receipts show the payout", async () => {
    await loginAs(page, inviter)
    await page.goto('/br/partner-program/receipts')
    await expect(receipts().getByRole('row', { name: /Pagamento por PIX/ })).toContainText(/Pago em/)
  })
})

test.describe('phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the programme, the link form and the staff page fit the screen (tables scroll in their region)', async ({
    page,
  }) => {
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await loginAs(page, DEMO.admin)
    await page.goto('/br/partner-program')
    await expect(main(page).getByRole('heading', { level: 1, name: 'Convide um amigo' })).toBeVisible()
    await fits()
    await page.goto('/br/partner-program/link')
    await expect(main(page).getByLabel('Chave PIX', { exact: true })).toBeVisible()
    await fits()
    await page.goto('/br/partner-program/payouts')
    await expect(main(page).getByRole('button', { name: 'Fechar o mês' })).toBeVisible()
    await fits()
  })
})
