// Issue 20 review: an invite-only class lets a listed e-mail in only after its owner confirms it (a mailed
// link whose page has a button), with JavaScript on and off, on a phone.
import { expect, test } from './fixtures'
import { loginAs, logout, newAccount, readOutbox, register, submit } from './helpers'

const PROFESSOR = { email: 'professor@trilha.dev', password: 'demo-professor-123', name: 'Roberto Professor' }

test.describe('invite-only class on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a listed student confirms the address from the mail, then joins', async ({ page }, info) => {
    test.setTimeout(180_000)
    const student = newAccount(`convite-${info.project.name}`)
    const title = `Turma Fechada ${info.project.name} ${Date.now().toString(36)}`

    await loginAs(page, PROFESSOR)
    await page.goto('/br/programming-classes/new')
    const form = page.getByRole('main')
    await form.getByLabel('Título').fill(title)
    await form.getByLabel('Só por convite').check()
    await form.getByLabel('Convidados').fill(student.email)
    await submit(page, form.getByRole('button', { name: 'Salvar turma' }))
    await expect(page).toHaveURL(/\/br\/programming-class\/\d+$/)
    const classPath = new URL(page.url()).pathname
    await page.getByRole('link', { name: 'Estudantes' }).click()
    const code = /entrar na turma: ([A-Z0-9]+)/.exec(
      (await page.getByText('Código para entrar na turma').textContent()) ?? '',
    )?.[1]
    expect(code).toBeTruthy()
    await logout(page)

    // Registering with the listed address is not enough: the join mails a link instead.
    await register(page, student)
    await page.goto('/br/programming-classes')
    const main = page.getByRole('main')
    await main.getByLabel('Código da turma').fill(code!)
    await submit(page, main.getByRole('button', { name: 'Entrar', exact: true }))
    await expect(page).toHaveURL(/\/br\/programming-classes$/)
    await expect(main.getByText(`enviamos um link para ${student.email}`)).toBeVisible()
    await page.goto(classPath)
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()

    const [mail] = await readOutbox(page, student.email)
    const link = /https?:\/\/\S+\/br\/programming-classes\/confirm\/[A-Za-z0-9_-]{32}/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    await page.goto(new URL(link![0]).pathname)
    await expect(page.getByText(`Confirme que ${student.email} é seu`)).toBeVisible()
    await submit(page, page.getByRole('main').getByRole('button', { name: 'Confirmar e entrar na turma' }))
    await expect(page).toHaveURL(new RegExp(`${classPath}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })
})
