// Issue 22's guided tours. JavaScript on: a new student gets the tour of the dashboard, the courses page and the
// exercise page (a card pointing at parts of the page), steps go forward and back, closing it is remembered on
// the server (after a reload the page ships no script for it). The card is a plain module (ADR 031): no page
// hydrates the framework for it, and on the exercise page the solution form's island runs beside it.
// JavaScript off: the "how this page works" link leads to the same steps on a server-rendered page, where the
// tour can be hidden and brought back.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { registerNew } from './helpers'

const EXERCISE = 'Soma de dois inteiros'
const card = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.tour-card-count') })

/** The scripts the page requests from now on (their paths). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** No framework on the page: no Remix context in its HTML, no router in the window (as editor.spec.ts checks). */
async function expectNoFramework(page: Page) {
  expect(await page.content()).not.toContain('__remixContext')
  expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false)
}

test.describe('JavaScript on', () => {
  test.skip(() => test.info().project.use.javaScriptEnabled === false, 'the island needs JavaScript')

  test('the dashboard tour shows without the framework, steps advance and go back, and closing keeps it closed', async ({
    page,
  }) => {
    await registerNew(page, 'tour-dash', 'Tina Tour')
    const scripts = scriptsOf(page)
    await page.goto('/br/dashboard')
    const tour = card(page)
    await expect(tour).toBeVisible()
    await expect(tour).toContainText('Passo 1 de 5')
    await expect(tour.getByRole('heading', { name: 'Seu progresso num relance' })).toBeVisible()
    // The step points at its part of the page; the focus stays where it was until the student moves.
    await expect(page.locator('[data-tour="summary"]')).toHaveAttribute('data-tour-active', '')
    await expect(tour.getByRole('button', { name: 'Voltar' })).toHaveCount(0)
    await tour.getByRole('button', { name: 'Próximo' }).click()
    await expect(tour).toContainText('Passo 2 de 5')
    const second = tour.getByRole('heading', { name: 'Continue de onde parou' })
    await expect(second).toBeVisible()
    await expect(second).toBeFocused()
    await expect(page.locator('[data-tour="continue"]')).toHaveAttribute('data-tour-active', '')
    await expect(page.locator('[data-tour="summary"]')).not.toHaveAttribute('data-tour-active', '')
    await tour.getByRole('button', { name: 'Próximo' }).click()
    await expect(tour.getByRole('heading', { name: 'Seu plano de estudos nesta semana' })).toBeVisible()
    await tour.getByRole('button', { name: 'Voltar' }).click()
    await expect(tour).toContainText('Passo 2 de 5')
    await expect(second).toBeFocused()
    // The card's one script, and no framework.
    expect(scripts.length).toBe(1)
    expect(scripts[0]).toMatch(/^\/assets\/tour-island-[\w-]+\.js$/)
    await expectNoFramework(page)
    const dismissed = page.waitForResponse(
      (r) => r.url().endsWith('/api/tours/dashboard/dismiss') && r.request().method() === 'POST',
    )
    await tour.getByRole('button', { name: 'Fechar o tour' }).click()
    const response = await dismissed
    expect(response.status()).toBe(204)
    expect(response.request().headers()['x-requested-with']).toBe('fetch')
    await expect(tour).toHaveCount(0)
    await expect(page.locator('[data-tour-active]')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Plano de estudos desta semana' })).toBeVisible()
    await expect(card(page)).toHaveCount(0)
    // Dismissed: the dashboard is a content page again, without a single script.
    expect(await page.locator('script').count()).toBe(0)
    await expect(page.getByRole('link', { name: 'Como esta página funciona' })).toBeVisible()
  })

  test('the courses tour shows once, and Escape closes it for good', async ({ page }) => {
    await registerNew(page, 'tour-courses', 'Caio Tour')
    await page.goto('/br/courses')
    const tour = card(page)
    await expect(tour).toBeVisible()
    await expect(tour).toContainText('Passo 1 de 3')
    await expect(tour.getByRole('heading', { name: 'Trilhas de linguagem' })).toBeVisible()
    await expect(page.locator('[data-tour="tracks"]')).toHaveAttribute('data-tour-active', '')
    await tour.getByRole('button', { name: 'Próximo' }).click()
    await expect(tour.getByRole('heading', { name: 'Um curso num relance' })).toBeFocused()
    await expectNoFramework(page)
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/tours/courses/dismiss'))
    await page.keyboard.press('Escape')
    expect((await dismissed).status()).toBe(204)
    await expect(tour).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible()
    await expect(card(page)).toHaveCount(0)
    expect(await page.locator('script').count()).toBe(0)
  })

  test('the exercise tour runs beside the editor without the framework, finishes with "Concluir" and stays finished; other origins cannot dismiss', async ({
    page,
  }) => {
    await registerNew(page, 'tour-exercise', 'Ester Tour')
    await page.goto(`/br/exercises?q=${encodeURIComponent(EXERCISE)}`)
    const href = await page
      .getByRole('main')
      .getByRole('link', { name: EXERCISE, exact: true })
      .getAttribute('href')
    const html = await (await page.request.get(href!)).text()
    // Both islands are named in the HTML after the stylesheet, the solution form's first.
    const named = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1])
    expect(named).toHaveLength(2)
    expect(named[0]).toMatch(/\/assets\/solution-island-[\w-]+\.js$/)
    expect(named[1]).toMatch(/\/assets\/tour-island-[\w-]+\.js$/)
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'))
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])

    const scripts = scriptsOf(page)
    await page.goto(href!)
    const tour = card(page)
    await expect(tour).toBeVisible()
    await expect(tour.getByRole('heading', { name: 'O enunciado' })).toBeVisible()
    // The editor works under the card: the island took the form over, and the grammar colours what is typed.
    const editor = page.locator('.cm-content')
    await expect(editor).toBeVisible()
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('int main() { return 0; }')
    await expect(editor).toContainText('int main() { return 0; }')
    await expect(page.locator('.cm-content .cm-line span').first()).toBeVisible()
    await expectNoFramework(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => !named.includes(script) && !preloaded.includes(script))).toEqual([])

    const refused = await page.request.post('/api/tours/exercise/dismiss', {
      headers: { Origin: 'https://example.org' },
    })
    expect(refused.status()).toBe(403)
    for (const title of ['Exemplos', 'Limites e informações', 'Sua solução']) {
      await tour.getByRole('button', { name: 'Próximo' }).click()
      await expect(tour.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.locator('[data-tour="solution"]')).toHaveAttribute('data-tour-active', '')
    await expect(tour.getByRole('button', { name: 'Próximo' })).toHaveCount(0)
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/tours/exercise/dismiss'))
    await tour.getByRole('button', { name: 'Concluir' }).click()
    expect((await dismissed).status()).toBe(204)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: EXERCISE })).toBeVisible()
    // The tour does not come back; the island still runs the form.
    await expect(page.locator('.cm-editor')).toBeVisible()
    await expect(page.locator('.tour-card')).toHaveCount(0)
    await expect(page.locator('script[src*="tour-island"]')).toHaveCount(0)
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
