// ADR 029: the demo manager buys 3 PRO seats for her second organization (the seed gives it none) by card at the
// local provider's hosted checkout (on our origin), comes back to the purchase's page until the signed webhook
// lands, finds 3 more seats free on the subscriptions tab with the purchase in its history, gives one to a
// student, and that student is PRO (the crown). JavaScript on and off. Both projects buy on the same server, so
// the counts are read before and compared after; the student's seat is taken back at the end (and at the start,
// after a run that failed half-way), and without it the student is not PRO. Then a PIX purchase: its page shows
// the QR code and the history says it awaits payment (no seat) until the bank pays at the local provider.
import type { Page } from '@playwright/test'
import { expectPaid } from './billing-helpers'
import { expect, test } from './fixtures'
import { login, logout, readOutbox, submit } from './helpers'

const MANAGER = { email: 'gestora@trilha.dev', password: 'demo-gestora-123' }
const STUDENT = { email: 'rafael.escola@trilha.dev', password: 'demo-estudante-123', name: 'Rafael Assunção' }
const ORG = 'Escola Técnica Estadual Paulistana'
const COUNTS = /^(\d+) assentos até .+: (\d+) em uso, (\d+) livres\.$/

test.describe.configure({ mode: 'serial' })

async function openSeats(page: Page) {
  await login(page, MANAGER.email, MANAGER.password)
  await page.goto('/br/programming-classes')
  await page.getByRole('main').getByRole('link', { name: ORG }).click()
  await page.getByRole('navigation', { name: ORG }).getByRole('link', { name: 'Assinaturas' }).click()
  await expect(page).toHaveURL(/\/br\/organization\/\d+\/subscriptions$/)
}

/** Seats in force and free now (none: 0 and 0). */
async function seatCounts(page: Page) {
  const main = page.getByRole('main')
  const line = main.locator('.org-seat-counts')
  if ((await line.count()) === 0) {
    await expect(main.getByText('A organização não tem assentos PRO em vigor.')).toBeVisible()
    return { seats: 0, free: 0 }
  }
  const m = COUNTS.exec((await line.innerText()).trim())
  expect(m, 'the seat counts line').not.toBeNull()
  return { seats: Number(m![1]), free: Number(m![3]) }
}

test('a manager buys 3 PRO seats by card, gives one to a student, who is PRO', async ({ page }) => {
  test.setTimeout(150_000)
  const main = page.getByRole('main')
  const crown = page.getByLabel('Menu do usuário').getByRole('img', { name: 'Assinante PRO' })
  await openSeats(page)
  const takeBack = main.getByRole('button', { name: `Tirar o assento de ${STUDENT.name}` })
  if (await takeBack.count()) await submit(page, takeBack)
  const before = await seatCounts(page)

  const buy = main.getByRole('form', { name: 'Comprar assentos PRO' })
  await expect(buy.getByText('R$ 49,99 por mês ou R$ 499,92 por ano')).toBeVisible()
  await buy.getByLabel('Quantidade de assentos').fill('3')
  await buy.getByLabel('Mensal: R$ 49,99 por assento').check()
  await submit(page, buy.getByRole('button', { name: 'Pagar com cartão' }))
  // The local provider's hosted checkout, on our origin: 3 × the seat's price.
  await expect(page).toHaveURL(/\/api\/billing\/local-provider\/checkout\/cs_local_\w+$/)
  await expect(page.getByText(/: 3 × BRL 49\.99$/)).toBeVisible()
  await expect(page.getByText('Total: BRL 149.97')).toBeVisible()
  await submit(page, page.getByRole('button', { name: 'Simulate payment' }))
  // Back on the purchase's page, which waits for the webhook (it reloads itself; the test reloads faster).
  await expect(page).toHaveURL(/\/br\/organization\/\d+\/subscriptions\/payment\/\d+$/)
  const paymentPath = new URL(page.url()).pathname
  await expectPaid(page, paymentPath, `Pagamento confirmado: 3 assentos PRO para ${ORG}.`)
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)

  await page.getByRole('link', { name: 'Voltar para as assinaturas da organização' }).click()
  expect(await seatCounts(page)).toEqual({ seats: before.seats + 3, free: before.free + 3 })
  const history = main.getByRole('region', { name: 'Histórico de assentos' })
  await expect(
    history.getByRole('listitem').first().getByText('3 assentos comprados (período mensal, R$ 149,97)'),
  ).toBeVisible()
  await expect(history.getByRole('listitem').first()).toContainText(/de .+ até .+/)

  await main.getByLabel('Estudante').selectOption({ label: `${STUDENT.name} (${STUDENT.email})` })
  await submit(page, main.getByRole('button', { name: 'Dar um assento' }))
  expect(await seatCounts(page)).toEqual({ seats: before.seats + 3, free: before.free + 2 })
  // The receipt, to the manager who bought.
  const mails = await readOutbox(page, MANAGER.email)
  expect(mails.map((m) => m.subject)).toContain(`Recibo: assentos Trilha PRO para ${ORG}`)
  await page.goto('/br/dashboard')
  await logout(page)

  await login(page, STUDENT.email, STUDENT.password)
  await page.goto('/br/dashboard')
  await expect(crown).toHaveCount(1)
  await logout(page)

  // The seat back: the student is not PRO without it (the next run gives it again).
  await openSeats(page)
  await submit(page, main.getByRole('button', { name: `Tirar o assento de ${STUDENT.name}` }))
  await logout(page)
  await login(page, STUDENT.email, STUDENT.password)
  await page.goto('/br/dashboard')
  await expect(page.getByLabel('Menu do usuário')).toBeVisible()
  await expect(crown).toHaveCount(0)
})

test('by PIX: the purchase waits on its page (QR code) until the bank pays, then its seat shows', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const main = page.getByRole('main')
  await openSeats(page)
  const before = await seatCounts(page)
  const buy = main.getByRole('form', { name: 'Comprar assentos PRO' })
  await buy.getByLabel('Quantidade de assentos').fill('1')
  await buy.getByLabel('Anual: R$ 499,92 por assento, um só pagamento').check()
  await submit(page, buy.getByRole('button', { name: 'Pagar com PIX' }))
  await expect(page).toHaveURL(/\/br\/organization\/\d+\/subscriptions\/payment\/\d+$/)
  const paymentPath = new URL(page.url()).pathname
  await expect(main.getByRole('heading', { name: /Compra de 1 assento PRO \(período anual\)/ })).toBeVisible()
  await expect(page.locator('.billing-qr svg')).toBeVisible()
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/)
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1)
  // Not paid yet: no seat, the history says it awaits the payment.
  await main.getByRole('link', { name: 'Voltar para as assinaturas da organização' }).click()
  expect(await seatCounts(page)).toEqual(before)
  const pending = main.getByRole('region', { name: 'Histórico de assentos' }).getByRole('listitem').first()
  await expect(pending).toContainText('1 assento comprado (período anual')
  await expect(pending).toContainText('aguardando o pagamento')
  await pending.getByRole('link', { name: 'Ver o pagamento' }).click()
  // The bank pays at the local provider's PIX page (on our origin).
  const demo = main.getByRole('link', { name: /provedor local/ })
  await page.goto((await demo.getAttribute('href')) ?? '')
  await expect(page).toHaveURL(/\/api\/billing\/local-provider\/pix\/pi_local_\w+$/)
  await submit(page, page.getByRole('button', { name: 'Simulate payment' }))
  await expectPaid(page, paymentPath, `Pagamento confirmado: 1 assento PRO para ${ORG}.`)
  await page.getByRole('link', { name: 'Voltar para as assinaturas da organização' }).click()
  expect(await seatCounts(page)).toEqual({ seats: before.seats + 1, free: before.free + 1 })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the purchase form fits the screen, its buttons on it', async ({ page }) => {
    await openSeats(page)
    const buy = page.getByRole('main').getByRole('form', { name: 'Comprar assentos PRO' })
    for (const name of ['Pagar com PIX', 'Pagar com cartão']) {
      const button = buy.getByRole('button', { name })
      await button.scrollIntoViewIfNeeded()
      await expect(button).toBeInViewport({ ratio: 1 })
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
