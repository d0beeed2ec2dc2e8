import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'
import { authBudget, submitLogin, uniqueEmail } from './helpers'

test.describe('404', () => {
  test('an unknown /br page: illustration, tell-us sidebar, back to the dashboard', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/br/this-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
    const illustration = page.getByRole('img', { name: 'Uma trilha que termina num ponto de interrogação' })
    await expect(illustration).toBeVisible()
    const src = await illustration.getAttribute('src')
    expect((await request.get(src!)).status()).toBe(200)

    const aside = page.getByRole('complementary')
    await expect(aside.getByRole('heading', { name: 'Conte pra gente' })).toBeVisible()
    await expect(aside.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/br/dashboard',
    )
    // Still inside the shell: the top bar is there.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible()
  })

  test('an unknown /gb page is in English', async ({ page }) => {
    const response = await page.goto('/gb/this-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(
      page.getByRole('complementary').getByRole('link', { name: 'Back to the dashboard' }),
    ).toHaveAttribute('href', '/gb/dashboard')
  })

  test('an unknown unprefixed path is a 404 too (in pt-BR)', async ({ page }) => {
    const response = await page.goto('/this-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
  })
})

test('429 after a burst of failed logins, keeping the typed e-mail', async ({ page }) => {
  const email = uniqueEmail('burst')
  await page.goto('/br/login?login=true')
  const main = page.getByRole('main')
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await submitLogin(page, email, `wrong-password-${attempt}`)
    expect(response.status(), `failed attempt ${attempt}`).toBe(400)
    await expect(main.getByRole('alert')).toHaveText('E-mail ou senha incorretos.')
  }
  const response = await submitLogin(page, email, 'wrong-password-6')
  expect(response.status()).toBe(429)
  await expect(main.getByRole('alert')).toHaveText(
    'Muitas requisições: nossos servidores precisam de um respiro. Espere um pouco e tente de novo.',
  )
  await expect(main.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await expect(main.getByLabel('Senha', { exact: true })).toHaveValue('')
})

test('the 429 page tells when to retry (Retry-After)', async ({ request }) => {
  // An HTTP-level check, the same with or without JavaScript: once is enough (it costs 6 auth POSTs).
  test.skip(test.info().project.name !== 'js-off', 'HTTP-level check, run in js-off only')
  const email = uniqueEmail('retry')
  let response: APIResponse | undefined
  for (let attempt = 1; attempt <= 6; attempt++) {
    await authBudget()
    response = await request.post('/br/login?login=true', {
      form: { intent: 'login', email, password: `wrong-${attempt}` },
      maxRedirects: 0,
    })
  }
  expect(response!.status()).toBe(429)
  expect(Number(response!.headers()['retry-after'])).toBeGreaterThan(0)
})

test('legacy unprefixed paths redirect permanently to /br', async ({ request }) => {
  const response = await request.get('/exercises', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/br/exercises')

  const withQuery = await request.get('/course/python?tab=aulas', { maxRedirects: 0 })
  expect(withQuery.status()).toBe(301)
  expect(withQuery.headers().location).toBe('/br/course/python?tab=aulas')

  const home = await request.get('/', { maxRedirects: 0 })
  expect(home.status()).toBe(302)
  expect(home.headers().location).toBe('/br')
})
