// Issue 16 item 12: a web manifest and a touch icon, linked from every page and served from our own origin.
import { expect, test } from './fixtures'

test('every page links a same-origin web manifest and touch icon that load', async ({ page, request }) => {
  for (const path of ['/br', '/gb/courses']) {
    await page.goto(path)
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const iconHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(manifestHref).toBe('/manifest.webmanifest')
    expect(iconHref).toBe('/apple-touch-icon.png')
  }
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  const body = (await manifest.json()) as { short_name: string; start_url: string; icons: { src: string }[] }
  expect(body.short_name).toBe('Trilha')
  expect(body.start_url).toBe('/')
  for (const src of ['/apple-touch-icon.png', ...body.icons.map((i) => i.src)]) {
    expect(src.startsWith('/')).toBe(true)
    const icon = await request.get(src)
    expect(icon.status(), src).toBe(200)
    expect(icon.headers()['content-type']).toMatch(/^image\//)
  }
})
