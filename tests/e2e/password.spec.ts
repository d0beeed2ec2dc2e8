import { expect, test } from './fixtures'
import { login, loginAs, logout, readOutbox, registerNew, submit } from './helpers'

test('forgot password: the mailed link sets a new password, the old one stops working', async ({
  page,
  baseURL,
}) => {
  const account = await registerNew(page, 'forgot')
  await logout(page)
  const newPassword = 'nova-senha-e2e-456'

  await test.step('ask for a reset link', async () => {
    await page.goto('/br/forgot-password')
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(account.email)
    const response = await submit(page, page.getByRole('button', { name: 'Enviar link' }))
    expect(response.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `Se existir uma conta com ${account.email}, enviamos um link`,
    )
  })

  const link = await test.step('read the link in the dev outbox', async () => {
    const mails = await readOutbox(page, account.email)
    expect(mails.length).toBeGreaterThan(0)
    expect(mails[0].subject).toBe('Trilha: crie uma nova senha')
    const match = mails[0].text.match(/https?:\/\/\S+\/br\/reset-password\?token=[\w-]+/)
    expect(match, `a reset link in:\n${mails[0].text}`).not.toBeNull()
    const url = new URL(match![0])
    expect(url.origin).toBe(new URL(baseURL!).origin)
    return match![0]
  })

  await test.step('set the new password', async () => {
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible()
    const main = page.getByRole('main')
    await main.getByLabel('Nova senha').fill(newPassword)
    await main.getByLabel('Confirme a senha').fill(newPassword)
    await submit(page, main.getByRole('button', { name: 'Salvar nova senha' }), { auth: true })
    await expect(page).toHaveURL(/\/br\/reset-password\?done$/)
    await expect(page.getByRole('main').getByRole('status')).toContainText('Senha atualizada!')
  })

  await test.step('the link works only once', async () => {
    await page.goto(link)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Não foi possível alterar a senha: o link é inválido ou expirou.',
    )
  })

  await test.step('the old password fails', async () => {
    const response = await login(page, account.email, account.password)
    expect(response.status()).toBe(400)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou senha incorretos.')
  })

  await test.step('the new password logs in', async () => {
    await loginAs(page, { ...account, password: newPassword })
  })
})

test('change password on /br/user/edit, then log in with the new one', async ({ page }) => {
  const account = await registerNew(page, 'change')
  const newPassword = 'trocada-e2e-789'

  await page.goto('/br/user/edit')
  const section = page.getByRole('region', { name: 'Alterar senha' })
  await section.getByLabel('Senha atual').fill(account.password)
  await section.getByLabel('Nova senha').fill(newPassword)
  await section.getByLabel('Confirme a senha').fill(newPassword)
  await submit(page, section.getByRole('button', { name: 'Alterar senha' }), { auth: true })
  await expect(page).toHaveURL(/\/br\/user\/edit\?saved=password$/)
  await expect(section.getByRole('status')).toHaveText('Senha atualizada.')

  // The session that changed the password stays logged in.
  await expect(page.getByLabel('Menu do usuário')).toBeVisible()
  await logout(page)
  await loginAs(page, { ...account, password: newPassword })
})
