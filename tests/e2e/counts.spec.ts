// Issue 16 items 2 and 10 in the browser, JavaScript on and off: the seeded demo student tells one story on
// her dashboard, her profile and the exercise list; a new student who opens a lesson has started its course,
// and a programming lesson is complete once its exercise is accepted — no second "Entendi".
import type { Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'
import { DEMO, loginAs, openUserMenu, registerNew, userMenu } from './helpers'
import { numberIn, solve } from './workspace-helpers'

const summary = (page: Page) => page.getByRole('region', { name: 'Seu progresso', exact: true })

test("the demo student shows the same solved count, and a live streak beside today's XP", async ({
  page,
}) => {
  await loginAs(page, DEMO.free)
  await page.goto('/br/dashboard')
  const solvedText = await summary(page)
    .getByText(/exercícios? resolvidos?$/)
    .innerText()
  const solved = numberIn(solvedText)
  expect(solved).toBeGreaterThan(0)
  const xpToday = numberIn(
    await summary(page)
      .getByText(/^Hoje: \+\d+ XP$/)
      .innerText(),
  )
  const streak = numberIn(
    await summary(page)
      .getByText(/^\d+ dias? seguidos?$/)
      .innerText(),
  )
  if (xpToday > 0) expect(streak).toBeGreaterThanOrEqual(1)
  // The day that counts is said in the reader's zone.
  await expect(summary(page)).toContainText('O dia da sequência e do bônus vira às 21:00 BRT.')

  await openUserMenu(page)
  await userMenu(page).getByRole('link', { name: 'Meu perfil' }).click()
  await expect(page).toHaveURL(/\/br\/user\/\d+$/)
  const stat = page
    .getByRole('region', { name: 'Estatísticas' })
    .getByRole('listitem')
    .filter({ hasText: /exercícios? resolvidos?$/ })
  expect(numberIn(await stat.locator('strong').innerText())).toBe(solved)
  await expect(page.getByText(new RegExp(`^Sequência atual: ${streak} dias?\\.`))).toBeVisible()

  await page.goto('/br/exercises?status=solved')
  const table = page.getByRole('main').getByRole('table')
  await expect(table.getByRole('cell', { name: 'Resolvido', exact: true })).toHaveCount(solved)
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(solved)

  await page.goto('/br/achievements')
  await expect(page.getByRole('region', { name: 'Conquistadas' })).toContainText('Aceito!')
  await expect(page.getByRole('region', { name: 'Ainda bloqueadas' })).not.toContainText('Aceito!')
})

test('opening a lesson starts the course, and an accepted solution completes its lesson', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(3 * 60_000)
  const javaScript = javaScriptEnabled !== false
  await registerNew(page, 'counts')
  await page.goto('/br/dashboard')
  await expect(page.getByText('Você ainda não começou nenhum curso.')).toBeVisible()

  const programming = INTRO_COURSE.lessons.find((l) => l.type === 'programming')!
  await page.goto(`/br/course/${INTRO_COURSE.slug}`)
  // Straight to the programming lesson, without "Começar o curso".
  await page.getByRole('main').getByRole('link', { name: programming.title_br, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/br/course/${INTRO_COURSE.slug}/lesson/\\d+$`))
  const lessonUrl = page.url()

  await page.goto('/br/dashboard')
  await expect(page.getByText('Você ainda não começou nenhum curso.')).toHaveCount(0)
  const resume = page.getByRole('region', { name: 'Continue de onde parou' })
  await expect(resume).toContainText(INTRO_COURSE.title_br)

  await page.goto(lessonUrl)
  await expect(page.getByText('Antes, tenha sua solução aceita pelo corretor.')).toBeVisible()
  await solve(page, javaScript, 'c', programming.exercise!.solutions.c)
  // No "Entendi": the accepted verdict completed the lesson (recorded just after the verdict).
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Você já concluiu esta aula.')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByText('Antes, tenha sua solução aceita pelo corretor.')).toHaveCount(0)
})
