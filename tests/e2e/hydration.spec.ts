import { expect, test } from './fixtures'

/**
 * The hydration policy: content pages ship no JavaScript at all. A route only gets <Scripts/> when
 * its handle declares `hydrate`, and none of these does.
 */
const CONTENT_PAGES = [
  '/br',
  '/br/about-us',
  '/br/terms-of-service',
  '/br/privacy-policy',
  '/br/login?login=true',
  '/br/login?register=true',
  '/br/forgot-password',
  '/gb/about-us',
  '/br/courses',
  '/gb/course/introducao-a-programacao',
  '/br/exercises',
  '/br/sources',
  '/br/competitions',
  '/gb/competition/1',
  '/br/competition/1/scoreboard',
  '/br/rankings',
  '/gb/ranking/monthly',
  '/br/ranking/replays',
  '/br/hall-of-fame/obi',
  '/gb/hall-of-fame/professional',
  '/br/blog',
  '/gb/blog/como-ler-um-enunciado',
  '/br/news',
  '/br/user/1',
  '/gb/user/2/exercises',
  '/br/streamers',
  '/br/teams',
  '/gb/team/1',
  '/br/search?q=programacao',
]

for (const path of CONTENT_PAGES) {
  test(`${path} references no script`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('</html>')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/rel="modulepreload"/i)
    // React 18 can leave NUL bytes at its buffer's end (see app/kernel/http/html-stream.server.ts).
    expect(html).not.toContain('\u0000')
  })
}

test('a rendered page has no script element and works with what it got', async ({ page }) => {
  await page.goto('/br/about-us')
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible()
  await expect(page.locator('script')).toHaveCount(0)
})
