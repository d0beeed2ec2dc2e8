// Issue 22's guided tours. JavaScript on: a new student gets the dashboard's tour (an island pointing at parts
// of the page), steps go forward and back, closing it is remembered on the server (after a reload the page ships
// no script at all), and the exercise page's tour works the same. JavaScript off: the "how this page works"
// link leads to the same steps on a server-rendered page, where the tour can be hidden and brought back.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { registerNew } from './helpers'

const EXERCISE = 'Soma de dois inteiros'
const card = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.tour-card-count') })

test.describe('JavaScript on', () => {
  test.skip(() => test.info().project.use.javaScriptEnabled === false, 'the island needs JavaScript')

  test('the dashboard tour shows, steps advance and go back, and closing keeps it closed', async ({
    page,
  }) => {
    await registerNew(page, 'tour-dash', 'Tina Tour')
    await page.goto('/br/dashboard')
    const tour = card(page)
    await expect(tour).toBeVisible()
    await expect(tour).toContainText('Passo 1 de 5')
    await expect(tour.getByRole('heading', { name: 'Seu progresso num relance' })).toBeVisible()
    // The step points at its part of the page.
    await expect(page.locator('[data-tour="summary"]')).toHaveAttribute('data-tour-active', '')
    await tour.getByRole('button', { name: 'Próximo' }).click()
    await expect(tour).toContainText('Passo 2 de 5')
    await expect(tour.getByRole('heading', { name: 'Continue de onde parou' })).toBeVisible()
    await expect(page.locator('[data-tour="continue"]')).toHaveAttribute('data-tour-active', '')
    await expect(page.locator('[data-tour="summary"]')).not.toHaveAttribute('data-tour-active', '')
    await tour.getByRole('button', { name: 'Próximo' }).click()
    await expect(tour.getByRole('heading', { name: 'Seu plano de estudos nesta semana' })).toBeVisible()
    await tour.getByRole('button', { name: 'Voltar' }).click()
    await expect(tour).toContainText('Passo 2 de 5')
    const dismissed = page.waitForResponse(
      (r) => r.url().endsWith('/api/tours/dashboard/dismiss') && r.request().method() === 'POST',
    )
    await tour.getByRole('button', { name: 'Fechar o tour' }).click()
    expect((await dismissed).status()).toBe(204)
    await expect(tour).toHaveCount(0)
    await expect(page.locator('[data-tour-active]')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Plano de estudos desta semana' })).toBeVisible()
    await expect(card(page)).toHaveCount(0)
    // Dismissed: the dashboard is a content page again, without a single script.
    expect(await page.locator('script').count()).toBe(0)
    await expect(page.getByRole('link', { name: 'Como esta página funciona' })).toBeVisible()
  })

  test('the exercise tour finishes with "Concluir" and stays finished; other origins cannot dismiss', async ({
    page,
  }) => {
    await registerNew(page, 'tour-exercise', 'Ester Tour')
    await page.goto(`/br/exercises?q=${encodeURIComponent(EXERCISE)}`)
    await page.getByRole('main').getByRole('link', { name: EXERCISE, exact: true }).click()
    await expect(page).toHaveURL(/\/br\/exercise\/\d+$/)
    const tour = card(page)
    await expect(tour).toBeVisible()
    await expect(tour.getByRole('heading', { name: 'O enunciado' })).toBeVisible()
    const refused = await page.request.post('/api/tours/exercise/dismiss', {
      headers: { Origin: 'https://example.org' },
    })
    expect(refused.status()).toBe(403)
    for (const title of ['Exemplos', 'Limites e informações', 'Sua solução']) {
      await tour.getByRole('button', { name: 'Próximo' }).click()
      await expect(tour.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(tour.getByRole('button', { name: 'Próximo' })).toHaveCount(0)
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/tours/exercise/dismiss'))
    await tour.getByRole('button', { name: 'Concluir' }).click()
    expect((await dismissed).status()).toBe(204)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: EXERCISE })).toBeVisible()
    // The editor still hydrates this page; the tour does not come back.
    await expect(page.locator('.tour-card')).toHaveCount(0)
  })
})

test.describe('JavaScript off', () => {
  test.skip(
    () => test.info().project.use.javaScriptEnabled !== false,
    'the link is the tour without JavaScript',
  )

  test('"how this page works" explains the steps, and the tour can be hidden and brought back', async ({
    page,
  }) => {
    await registerNew(page, 'tour-nojs', 'Nara Tour')
    await page.goto('/br/dashboard')
    await expect(page.locator('.tour-card')).toHaveCount(0)
    await page.getByRole('link', { name: 'Como esta página funciona' }).click()
    await expect(page).toHaveURL(/\/br\/tours\/dashboard$/)
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', { level: 1, name: 'Como esta página funciona: seu painel' }),
    ).toBeVisible()
    await expect(main.getByRole('listitem')).toHaveCount(5)
    await expect(
      main.getByRole('heading', { level: 2, name: 'Seu plano de estudos nesta semana' }),
    ).toBeVisible()
    await main.getByRole('button', { name: 'Não mostrar mais este tour' }).click()
    await expect(main.getByText('O tour não vai mais aparecer nesta página.')).toBeVisible()
    await main.getByRole('button', { name: 'Mostrar este tour de novo' }).click()
    await expect(main.getByRole('button', { name: 'Não mostrar mais este tour' })).toBeVisible()
    await main.getByRole('link', { name: 'Ir para a página' }).click()
    await expect(page).toHaveURL(/\/br\/dashboard$/)
  })

  test('visitors get the link on the courses page, and the page ships no script', async ({ page }) => {
    await page.goto('/gb/courses')
    expect(await page.locator('script').count()).toBe(0)
    await page.getByRole('link', { name: 'How this page works' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'How this page works: the courses' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Professional tracks' })).toBeVisible()
    // Visitors have no tour to hide.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the tour card fits the screen and the study plan form works', async ({ page }) => {
    await registerNew(page, 'tour-phone', 'Paula Plano')
    await page.goto('/br/study-plan')
    await page.getByRole('button', { name: 'Salvar plano' }).click()
    await expect(page).toHaveURL(/\/br\/study-plan\?saved$/)
    await page.getByLabel('Segunda-feira').uncheck()
    await page.getByLabel('Quarta-feira').uncheck()
    await page.getByLabel('Sexta-feira').uncheck()
    await page.getByLabel('Horas por dia').fill('3')
    await page.getByRole('button', { name: 'Salvar plano' }).click()
    await expect(page.getByText('Selecione pelo menos um dia.')).toBeVisible()
    await expect(page.getByLabel('Horas por dia')).toHaveValue('3')
    await page.getByLabel('Sábado').check()
    await page.getByRole('button', { name: 'Salvar plano' }).click()
    await expect(page.getByText('Seu plano de estudos foi salvo.')).toBeVisible()
    await page.goto('/br/dashboard')
    await expect(page.getByText('sáb · 3 h por dia')).toBeVisible()
    if (test.info().project.use.javaScriptEnabled === false) return
    await expect(card(page)).toBeVisible()
    const box = await card(page).boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  })
})
