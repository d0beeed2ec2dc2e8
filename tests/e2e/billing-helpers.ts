// Billing's e2e steps: paying at the local provider's hosted checkout (served on our origin: ADR 016), and the
// e2e server's clock (POST /api/test/clock), which a spec moves and must put back when it ends — the specs
// after it expect the real time.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { submit } from './helpers'

/** Outside the browser, like a test harness: not the page's requests. */
export async function moveClock(request: APIRequestContext, baseURL: string, days: number) {
  const moved = await request.post(`${baseURL}/api/test/clock`, { form: { days: String(days) } })
  expect(moved.ok()).toBe(true)
}

export async function resetClock(request: APIRequestContext, baseURL: string) {
  const reset = await request.post(`${baseURL}/api/test/clock`, { form: { reset: '1' } })
  expect(await reset.json()).toEqual({ offsetMs: 0 })
}

/** Waits for the webhook: reloads the payment page until it says paid (`paid`: an organization's seat purchase). */
export async function expectPaid(
  page: Page,
  paymentPath: string,
  paid = 'Pagamento confirmado! Você é PRO.',
) {
  await expect(async () => {
    await page.goto(paymentPath)
    await expect(page.getByText(paid)).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
}

/**
 * From /br/subscription, pays a plan by card at the local provider's hosted checkout: the browser stays on our
 * origin (the fixture fails a test that leaves it), "Simulate payment" brings it back to the payment page.
 */
export async function payByCard(page: Page, planName: 'PRO mensal' | 'PRO anual') {
  await page.goto('/br/subscription')
  await submit(
    page,
    page.getByRole('region', { name: planName }).getByRole('button', { name: 'Pagar com cartão' }),
  )
  await expect(page).toHaveURL(/\/api\/billing\/local-provider\/checkout\/cs_local_\w+$/)
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await submit(page, page.getByRole('button', { name: 'Simulate payment' }))
  await expect(page).toHaveURL(/\/br\/subscription\/payment\/\d+$/)
  await expectPaid(page, new URL(page.url()).pathname)
}
