// Issue 18, with JavaScript on and off: a free user pays monthly PRO by card at the local provider's hosted
// checkout (served on our origin: the fixture fails a test whose page leaves it), becomes PRO, and within the
// 7 days withdraws from the profile's PRO card through the confirmation page: full refund, PRO ends at once.
// Staff find the grants and the payouts in the user menu.
import { payByCard } from './billing-helpers'
import { expect, test } from './fixtures'
import { DEMO, loginAs, registerNew, submit } from './helpers'

test('card at the hosted checkout, then withdrawal within 7 days from the profile PRO card', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await registerNew(page, 'billing-card')
  const crown = page.getByLabel('Menu do usuário').getByRole('img', { name: 'Assinante PRO' })
  await expect(crown).toHaveCount(0)

  await payByCard(page, 'PRO mensal')
  await expect(crown).toBeVisible()

  await page.goto('/br/user/edit')
  const card = page.getByRole('region', { name: 'Assinatura PRO' })
  await expect(card).toContainText('Você é assinante PRO.')
  await expect(card).toContainText('PRO mensal')
  await card.getByRole('link', { name: 'Desistir da compra (reembolso integral)' }).click()
  await expect(page).toHaveURL(/\/br\/subscription\/withdraw$/)
  await submit(page, page.getByRole('button', { name: 'Desistir e receber o reembolso' }))
  await expect(page).toHaveURL(/\/br\/subscription$/)
  await expect(page.getByText('Compra desfeita: o reembolso foi pedido e o PRO terminou.')).toBeVisible()
  await expect(crown).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Pagar com cartão' }).first()).toBeVisible()

  await page.goto('/br/user/edit')
  await expect(card).toContainText('Você ainda não é PRO.')
  await expect(card.getByRole('link', { name: /Desistir da compra/ })).toHaveCount(0)
})

test('staff reach the PRO grants and the referral payouts from the user menu', async ({ page }) => {
  await loginAs(page, DEMO.admin)
  const menu = page.locator('details.user-menu')
  await menu.locator('summary').click()
  await menu.getByRole('link', { name: 'Conceder PRO (bolsas)' }).click()
  await expect(page).toHaveURL(/\/br\/subscription\/grants$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Conceder PRO (bolsas)' })).toBeVisible()
  await page.locator('details.user-menu summary').click()
  await expect(
    page.locator('details.user-menu').getByRole('link', { name: 'Pagamentos do Convide um amigo' }),
  ).toHaveAttribute('href', '/br/partner-program/payouts')
})
