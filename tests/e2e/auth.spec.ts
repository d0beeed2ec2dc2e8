import { expect, test } from './fixtures'
import {
  DEMO,
  fillRegisterForm,
  login,
  loginAs,
  logout,
  newAccount,
  openUserMenu,
  register,
  submit,
} from './helpers'

test.describe('register, log out, log in', () => {
  test('a new account lands on the welcome page logged in, logs out and logs in again', async ({ page }) => {
    const account = newAccount('register')

    await test.step('register via /br/login?register=true', async () => {
      const response = await register(page, account)
      expect(response.status()).toBe(302)
      await expect(page).toHaveURL(/\/br\/welcome$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Trilha!' })).toBeVisible()
      await expect(page.getByLabel('Menu do usuário')).toBeVisible()
      await openUserMenu(page)
      await expect(page.locator('details.user-menu').getByText(account.name, { exact: true })).toBeVisible()
    })

    await test.step('log out from the user menu', async () => {
      await logout(page)
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Cadastrar', exact: true }),
      ).toBeVisible()
      await expect(page.getByLabel('Menu do usuário')).toHaveCount(0)
    })

    await test.step('log in again via /br/login?login=true', async () => {
      await loginAs(page, account)
    })
  })

  test('the login and register pages send a logged-in user to the dashboard', async ({ page }) => {
    await loginAs(page, DEMO.free)
    await page.goto('/br/login?register=true')
    await expect(page).toHaveURL(/\/br\/dashboard$/)
  })
})

test.describe('failed registration', () => {
  test('an e-mail already in use is refused and the form keeps what was typed', async ({ page }) => {
    const account = { ...newAccount('taken'), email: DEMO.free.email }
    const response = await register(page, account)
    expect(response.status()).toBe(409)
    await expect(page).toHaveURL(/\/br\/login\?register=true$/)
    const main = page.getByRole('main')
    await expect(main.getByText('Já existe um usuário com esse e-mail.')).toBeVisible()
    await expect(main.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(main.getByLabel('Nome', { exact: true })).toHaveValue(account.name)
    await expect(main.getByLabel('E-mail', { exact: true })).toHaveValue(account.email)
    // Passwords are never sent back.
    await expect(main.getByLabel('Senha', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Menu do usuário')).toHaveCount(0)
  })

  test('not accepting the terms is refused and the form keeps what was typed', async ({ page }) => {
    const account = newAccount('noterms')
    await page.goto('/br/login?register=true')
    await fillRegisterForm(page, account, { terms: false, discovery: 'YouTube' })
    const main = page.getByRole('main')
    const button = main.getByRole('button', { name: 'Criar conta' })
    const hydrated = (await page.locator('script').count()) > 0
    if (hydrated) {
      // With client validation (conform) the message may appear without a round trip.
      await button.click()
    } else {
      const response = await submit(page, button, { auth: true })
      expect(response.status()).toBe(422)
    }
    await expect(main.getByText('Você precisa concordar com os termos de uso.')).toBeVisible()
    await expect(page).toHaveURL(/\/br\/login\?register=true$/)
    await expect(main.getByLabel('Nome', { exact: true })).toHaveValue(account.name)
    await expect(main.getByLabel('E-mail', { exact: true })).toHaveValue(account.email)
    await expect(main.getByLabel('Como você conheceu a Trilha?')).toHaveValue('youtube')
    await expect(main.getByRole('checkbox', { name: /Li e concordo/ })).not.toBeChecked()
  })
})

test('a wrong password is refused with a generic message', async ({ page }) => {
  const response = await login(page, DEMO.pro.email, 'not-the-password')
  expect(response.status()).toBe(400)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou senha incorretos.')
  await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveValue(DEMO.pro.email)
})
