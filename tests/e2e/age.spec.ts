// Age (issue 26, ADR 023), with JavaScript on and off: a 12-year-old registers with a guardian's e-mail, cannot
// post until the guardian confirms through the mailed link (logged out: the GET shows, the button posts), then
// the post goes out and the name appears in a ranking.
import { expect, test } from './fixtures'
import { fillRegisterForm, login, newAccount, readOutbox, submit, uniqueEmail, uniqueName } from './helpers'

/** A birth date 12 and a half years ago: 12 whatever today is. */
function twelveYearsOld() {
  const d = new Date()
  d.setUTCDate(10)
  d.setUTCMonth(d.getUTCMonth() - 150)
  return d.toISOString().slice(0, 10)
}

test('a 12-year-old posts and ranks only after the guardian confirms the mailed link', async ({ page }) => {
  test.setTimeout(120_000)
  const account = {
    ...newAccount('age-child', uniqueName('Lia')),
    birthdate: twelveYearsOld(),
    guardianEmail: uniqueEmail('age-guardian'),
  }
  const main = page.getByRole('main')

  await test.step('register with a birth date and a guardian e-mail', async () => {
    await page.goto('/br/login?register=true')
    await fillRegisterForm(page, account)
    await submit(page, main.getByRole('button', { name: 'Criar conta' }), { auth: true })
    await expect(page).toHaveURL(/\/br\/user\/guardian\?registered$/)
    await expect(main.getByRole('status')).toContainText(`Enviamos um link para ${account.guardianEmail}`)
  })

  const text = `Olá, sou ${account.name} e estou aprendendo a programar!`
  const publish = async () => {
    await page.goto('/br/news')
    const form = page.getByRole('region', { name: 'Publicar no feed' })
    await form.getByLabel('O que você quer compartilhar?').fill(text)
    await form.getByLabel('Quem pode ver').selectOption({ label: 'Somente amigos' })
    await form.getByLabel('Assunto').selectOption({ label: 'Dica' })
    await submit(page, form.getByRole('button', { name: 'Publicar' }))
  }

  await test.step('the feed says a guardian must confirm, instead of a form whose text would be refused', async () => {
    await page.goto('/br/news')
    await expect(page.getByRole('region', { name: 'Publicar no feed' })).toHaveCount(0)
    await expect(main.getByRole('status')).toContainText(
      'Um responsável precisa confirmar sua conta antes que você possa publicar aqui.',
    )
    await main.getByRole('link', { name: 'Como confirmar' }).click()
    await expect(page).toHaveURL(/\/br\/user\/guardian$/)
  })

  await test.step('the name is in no ranking yet', async () => {
    await page.goto('/br/ranking/friends')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main.getByText(account.name)).toHaveCount(0)
  })

  const link = await test.step('the guardian gets the link by mail', async () => {
    const mails = await readOutbox(page, account.guardianEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`${account.name} pede a sua confirmação na Trilha`)
    const match = mails[0].text.match(/https?:\/\/\S+\/br\/guardian\/confirm\?token=[\w-]+/)
    expect(match, `a confirmation link in:\n${mails[0].text}`).not.toBeNull()
    return match![0]
  })

  await test.step('the guardian, logged out, opens the link and confirms', async () => {
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmar a conta de um menor' })).toBeVisible()
    await expect(main.getByText(`${account.name} criou uma conta na Trilha`)).toBeVisible()
    await submit(page, main.getByRole('button', { name: 'Sou responsável e confirmo' }))
    await expect(main.getByRole('status')).toHaveText(
      `Pronto: a conta de ${account.name} está confirmada. Obrigado!`,
    )
    // The link works once.
    await page.goto(link)
    await expect(main.getByRole('status')).toContainText('já estava confirmada')
  })

  await test.step('now the post goes out and the name appears in the ranking', async () => {
    await login(page, account.email, account.password)
    await expect(page).toHaveURL(/\/br\/dashboard$/)
    await publish()
    await expect(page.getByText('Sua publicação está no feed.')).toBeVisible()
    await expect(page.getByText(text)).toBeVisible()
    await page.goto('/br/ranking/friends')
    await expect(main.getByRole('link', { name: account.name })).toBeVisible()
  })
})
