import { expectPaid, moveClock, resetClock } from './billing-helpers'
// Issue 18's proof, with and without JavaScript: a free user pays monthly PRO by PIX at the local provider
// (the real SDK against it; the test plays the bank), the page shows paid, the crown appears and notes open;
// the user cancels through the confirmation page, stays PRO until the (moved) clock passes the period end,
// then loses PRO and keeps reading the note.
import { expect, test } from './fixtures'
import { registerNew, submit } from './helpers'

test.describe.configure({ mode: 'serial' })

// The clock is the server's: put it back whatever happened (the specs after this one expect the real time).
test.afterEach(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext()
  await resetClock(request, baseURL!)
  await request.dispose()
})

test('PRO by PIX, cancelled, kept until the period ends, then lost (notes stay readable)', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Outside the browser, like a bank app and a test harness: not the page's requests.
  const outside = await playwright.request.newContext()
  await registerNew(page, 'billing')
  // The crown on the avatar of the user menu (docs/product.md), as the shell's spec finds it.
  const crown = page.getByLabel('Menu do usuário').getByRole('img', { name: 'Assinante PRO' })
  await expect(crown).toHaveCount(0)

  await page.goto('/br/subscription')
  await expect(page.getByText('Um único pagamento de R$ 499,92 (não são 12 parcelas).')).toBeVisible()
  const monthly = page.getByRole('region', { name: 'PRO mensal' })
  await expect(monthly.getByText('R$ 49,99 por mês')).toBeVisible()
  await submit(page, monthly.getByRole('button', { name: 'Pagar com PIX' }))
  await expect(page).toHaveURL(/\/br\/subscription\/payment\/\d+$/)
  const paymentPath = new URL(page.url()).pathname
  await expect(page.locator('.billing-qr svg')).toBeVisible()
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/)
  // While waiting the page refreshes itself; paid, it stops.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1)

  // The payer's "bank" pays the code: the local provider's PIX page, served on our origin (the fixture fails a
  // test whose page leaves it); the provider then sends the signed webhook.
  const demo = page.getByRole('link', { name: /provedor local/ })
  await page.goto((await demo.getAttribute('href')) ?? '')
  await expect(page).toHaveURL(/\/api\/billing\/local-provider\/pix\/pi_local_\w+$/)
  await submit(page, page.getByRole('button', { name: 'Simulate payment' }))
  await expectPaid(page, paymentPath)
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
  await expect(crown).toBeVisible()

  // Notes open: the PRO user writes one.
  const title = `Plano PRO ${Date.now().toString(36)}`
  await page.goto('/br/notes')
  const create = page.getByRole('main').locator('form').filter({ hasText: 'Salvar anotação' })
  await create.getByLabel('Título').fill(title)
  await create.getByLabel('Texto').fill('Revisar grafos.')
  await submit(page, create.getByRole('button', { name: 'Salvar anotação' }))
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  // The subscription page congratulates; cancelling asks first ("think more" goes back, nothing changes).
  await page.goto('/br/subscription')
  await expect(page.getByRole('heading', { name: 'Parabéns, você é PRO!' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pagar com PIX' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Cancelar assinatura' }).click()
  await expect(page).toHaveURL(/\/br\/subscription\/cancel$/)
  await page.getByRole('link', { name: 'Vou pensar mais' }).click()
  await expect(page.getByRole('link', { name: 'Cancelar assinatura' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancelar assinatura' }).click()
  await submit(page, page.getByRole('button', { name: 'Cancelar', exact: true }))
  await expect(page).toHaveURL(/\/br\/subscription$/)
  await expect(page.getByText('Assinatura cancelada: o PRO continua até o fim do período.')).toBeVisible()
  await expect(page.getByText('Cancelado em')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cancelar assinatura' })).toHaveCount(0)
  await expect(crown).toBeVisible()

  // Still PRO a day before the period ends; not after it.
  await moveClock(outside, baseURL!, 27)
  await page.goto('/br/notes')
  await expect(crown).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nova anotação' })).toBeVisible()
  await moveClock(outside, baseURL!, 5)
  await page.goto('/br/notes')
  await expect(crown).toHaveCount(0)
  await expect(page.getByText(/Anotações são um recurso PRO/)).toBeVisible()
  await page.getByRole('link', { name: title }).click()
  await expect(page.locator('p', { hasText: 'Revisar grafos.' })).toBeVisible()
  await page.goto('/br/subscription')
  await expect(page.getByRole('button', { name: 'Pagar com PIX' }).first()).toBeVisible()
  await outside.dispose()
})
