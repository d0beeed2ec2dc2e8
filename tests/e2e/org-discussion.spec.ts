// Issue 20: a student's new thread in the demo class's discussion reaches its professor's notifications, and
// the notification links back to the thread (JavaScript on and off).
import { expect, test } from './fixtures'
import { login, logout, submit } from './helpers'

const STUDENT = { email: 'estudante@trilha.dev', password: 'demo-estudante-123' }
const PROFESSOR = { email: 'professor@trilha.dev', password: 'demo-professor-123' }
const CLASS = 'Lógica de Programação — 1º ano'

test('a new thread notifies the class’s professor, linking to it', async ({ page }, info) => {
  test.setTimeout(120_000)
  const body = `Dúvida ${info.project.name} ${Date.now().toString(36)}`
  await login(page, STUDENT.email, STUDENT.password)
  await page.goto('/br/programming-classes')
  await page.getByRole('link', { name: CLASS }).first().click()
  await page.getByRole('link', { name: 'Discussão', exact: true }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Nova mensagem').fill(body)
  await submit(page, main.getByRole('button', { name: 'Publicar' }))
  await expect(main.getByText(body)).toBeVisible()
  await logout(page)

  await login(page, PROFESSOR.email, PROFESSOR.password)
  await page.goto('/br/notifications')
  const note = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`abriu um tópico na discussão da turma ${CLASS}`) })
    .first()
  await expect(note).toBeVisible()
  await note.click()
  await expect(page).toHaveURL(/\/br\/programming-class\/\d+\/discussion#post-\d+$/)
  await expect(page.getByRole('main').getByText(body)).toBeVisible()
})
