// ADR 024: the demo organization's manager chooses a course for its students, moves it first and hides one of
// its lessons; the demo student finds the organization's courses first on the courses page (JavaScript on and
// off). The test puts the configuration back, so the other project's run and other specs see the seed's.
import { expect, test } from './fixtures'
import { login, logout, submit } from './helpers'

const MANAGER = { email: 'gestora@trilha.dev', password: 'demo-gestora-123' }
const STUDENT = { email: 'estudante@trilha.dev', password: 'demo-estudante-123' }
const ORG = 'Instituto Federal de São Paulo'
const GIT = 'Git na prática'

test('a manager configures the organization’s courses and its students see them first', async ({ page }) => {
  test.setTimeout(120_000)
  await login(page, MANAGER.email, MANAGER.password)
  await page.goto('/br/programming-classes')
  await page.getByRole('main').getByRole('link', { name: ORG }).click()
  const tabs = page.getByRole('navigation', { name: ORG })
  const main = page.getByRole('main')
  // A run that failed half-way left Git chosen: start from the seed's configuration.
  await tabs.getByRole('link', { name: 'Configurar cursos' }).click()
  const remove = main.getByRole('button', { name: `Tirar ${GIT}` })
  if (await remove.count()) await submit(page, remove)

  await tabs.getByRole('link', { name: 'Cursos', exact: true }).click()
  await expect(main.locator('ol.org-course-config > li > a')).toHaveText([
    'Introdução à programação',
    'Bootcamp de Python',
  ])
  // The seed hides one lesson of the Python bootcamp.
  await expect(main.locator('ol.org-course-config > li').nth(1)).toContainText('Aulas não oferecidas:')
  // The page's own link to the configuration (the tab says the same).
  await main.locator('p').getByRole('link', { name: 'Configurar cursos' }).click()
  await expect(page).toHaveURL(/\/br\/organization\/\d+\/configure-courses$/)
  const configured = main.locator('ol.org-course-config > li h2 a')

  await main.getByLabel('Curso', { exact: true }).selectOption({ label: GIT })
  await submit(page, main.getByRole('button', { name: 'Adicionar curso' }))
  await expect(configured).toHaveText(['Introdução à programação', 'Bootcamp de Python', GIT])
  await submit(page, main.getByRole('button', { name: `Subir ${GIT}` }))
  await submit(page, main.getByRole('button', { name: `Subir ${GIT}` }))
  await expect(configured).toHaveText([GIT, 'Introdução à programação', 'Bootcamp de Python'])
  // Untick Git's first lesson.
  const git = main.locator('ol.org-course-config > li').first()
  await git.getByText(`Aulas de ${GIT}`).click()
  const total = await git.getByRole('checkbox').count()
  expect(total).toBeGreaterThan(1)
  await git.getByRole('checkbox').first().uncheck()
  await submit(page, git.getByRole('button', { name: 'Salvar aulas' }))
  await expect(main.locator('ol.org-course-config > li').first()).toContainText(
    `${total - 1} de ${total} aulas oferecidas`,
  )
  await logout(page)

  await login(page, STUDENT.email, STUDENT.password)
  await page.goto('/br/courses')
  const section = page.getByRole('region', { name: `Cursos de ${ORG}` })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    GIT,
    'Introdução à programação',
    'Bootcamp de Python',
  ])
  await logout(page)

  // Back to the seed's configuration.
  await login(page, MANAGER.email, MANAGER.password)
  await page.goto('/br/programming-classes')
  await page.getByRole('main').getByRole('link', { name: ORG }).click()
  await page.getByRole('navigation', { name: ORG }).getByRole('link', { name: 'Configurar cursos' }).click()
  await submit(page, page.getByRole('main').getByRole('button', { name: `Tirar ${GIT}` }))
  await expect(page.getByRole('main').locator('ol.org-course-config > li h2 a')).toHaveText([
    'Introdução à programação',
    'Bootcamp de Python',
  ])
})

const MARCOS = { email: 'marcos.turma@trilha.dev', password: 'demo-estudante-123' }

test('a manager gives a PRO seat to a student and takes it back', async ({ page }) => {
  test.setTimeout(120_000)
  const crown = page.getByLabel('Menu do usuário').getByRole('img', { name: 'Assinante PRO' })
  const openSeats = async () => {
    await login(page, MANAGER.email, MANAGER.password)
    await page.goto('/br/programming-classes')
    await page.getByRole('main').getByRole('link', { name: ORG }).click()
    await page.getByRole('navigation', { name: ORG }).getByRole('link', { name: 'Assinaturas' }).click()
    await expect(page).toHaveURL(/\/br\/organization\/\d+\/subscriptions$/)
  }
  const main = page.getByRole('main')
  await openSeats()
  // A run that failed half-way left Marcos a seat: give it back first.
  const takeBack = main.getByRole('button', { name: 'Tirar o assento de Marcos Vinícius Pereira' })
  if (await takeBack.count()) await submit(page, takeBack)
  // The seed: 5 seats, Clara holds one.
  await expect(main.getByText(/^5 assentos até .+: 1 em uso, 4 livres\.$/)).toBeVisible()
  await expect(main.getByRole('listitem').filter({ hasText: 'Clara Nunes' })).toBeVisible()
  await main
    .getByLabel('Estudante')
    .selectOption({ label: 'Marcos Vinícius Pereira (marcos.turma@trilha.dev)' })
  await submit(page, main.getByRole('button', { name: 'Dar um assento' }))
  await expect(main.getByText(/2 em uso, 3 livres\.$/)).toBeVisible()
  await logout(page)

  // Marcos is PRO now (the crown in his menu).
  await login(page, MARCOS.email, MARCOS.password)
  await page.goto('/br/dashboard')
  await expect(crown).toHaveCount(1)
  await logout(page)

  await openSeats()
  await submit(page, main.getByRole('button', { name: 'Tirar o assento de Marcos Vinícius Pereira' }))
  await expect(main.getByText(/1 em uso, 4 livres\.$/)).toBeVisible()
  await logout(page)
  await login(page, MARCOS.email, MARCOS.password)
  await page.goto('/br/dashboard')
  await expect(page.getByLabel('Menu do usuário')).toBeVisible()
  await expect(crown).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the course configuration and the seats fit the screen, their buttons on it', async ({ page }) => {
    await login(page, MANAGER.email, MANAGER.password)
    await page.goto('/br/programming-classes')
    await page.getByRole('main').getByRole('link', { name: ORG }).click()
    const tabs = page.getByRole('navigation', { name: ORG })
    for (const [tab, button] of [
      ['Configurar cursos', 'Descer Introdução à programação'],
      ['Assinaturas', 'Tirar o assento de Clara Nunes'],
    ]) {
      await tabs.getByRole('link', { name: tab }).click()
      const shown = page.getByRole('main').getByRole('button', { name: button })
      await shown.scrollIntoViewIfNeeded()
      await expect(shown).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  })
})
