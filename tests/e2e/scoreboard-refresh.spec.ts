// The running scoreboard without a meta refresh (issue 16; axe meta-refresh, WCAG 2.2.1), desktop and phone.
// Without JavaScript nothing reloads by itself: the page says when the board was computed and links to itself.
// With JavaScript the board refreshes in place every minute (the page's clock is Playwright's, not the wall's),
// announced politely, and the reader can pause it.
import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

const RUNNING = 'Olimpíada Trilha — treino de inverno'

async function scoreboardPath(page: Page) {
  await page.goto('/br/competitions')
  const href = await page.getByRole('link', { name: RUNNING }).first().getAttribute('href')
  expect(href).toMatch(/^\/br\/competition\/\d+$/)
  return `${href}/scoreboard`
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device}: the running scoreboard's refresh`, () => {
    test.use({ viewport })

    test('no meta refresh; a visible Refresh link to the page and the time of the board', async ({
      page,
    }) => {
      const path = await scoreboardPath(page)
      await page.goto(path)
      await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0)
      const meta = page.locator('.sb-refresh')
      await expect(meta).toContainText(/Atualizado em \d{2}\/\d{2}\/\d{4}/)
      const refresh = meta.getByRole('link', { name: 'Atualizar', exact: true })
      await expect(refresh).toBeVisible()
      await expect(refresh).toHaveAttribute('href', path)
      if (test.info().project.use.javaScriptEnabled === false) {
        // A plain link: it loads the page again, and nothing offers to pause what does not run.
        const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame())
        await refresh.click()
        await reloaded
        await expect(page).toHaveURL(path)
        await expect(page.getByRole('table')).toBeVisible()
        await expect(page.getByRole('button', { name: /atualização automática/ })).toHaveCount(0)
      }
    })

    test('with JavaScript: refreshes in place every minute, announced, and pauses', async ({ page }) => {
      test.skip(test.info().project.use.javaScriptEnabled === false, 'the island needs JavaScript')
      const path = await scoreboardPath(page)
      await page.clock.install()
      await page.goto(path)
      const pause = page.getByRole('button', { name: 'Pausar a atualização automática' })
      await expect(pause).toBeVisible() // the island is live
      await expect(page.locator('.sb-refresh')).toContainText('O placar se atualiza sozinho a cada minuto.')
      // A document that is never replaced keeps this mark.
      await page.evaluate(() => {
        ;(window as unknown as { kept: boolean }).kept = true
      })
      const loads: Request[] = []
      page.on('request', (r) => {
        if (r.url().includes('/scoreboard') && r.resourceType() === 'fetch') loads.push(r)
      })
      const kept = () => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true)

      await page.clock.runFor(61_000)
      await expect.poll(() => loads.length).toBe(1)
      await page.waitForLoadState('networkidle')
      expect(await kept()).toBe(true)
      await expect(page.getByRole('table')).toBeVisible()

      // Paused: minutes go by and nothing is fetched.
      await pause.click()
      await expect(page.locator('.sb-refresh')).toContainText('Atualização automática pausada.')
      await page.clock.runFor(180_000)
      await page.waitForLoadState('networkidle')
      expect(loads).toHaveLength(1)

      // The link refreshes in place too, and says so to screen readers.
      await page.getByRole('link', { name: 'Atualizar', exact: true }).click()
      await expect.poll(() => loads.length).toBe(2)
      await expect(page.getByRole('status').filter({ hasText: /^Placar atualizado em / })).toHaveCount(1)
      expect(await kept()).toBe(true)

      // Resumed: the next minute fetches again.
      await page.getByRole('button', { name: 'Retomar a atualização automática' }).click()
      await page.clock.runFor(61_000)
      await expect.poll(() => loads.length).toBe(3)
      expect(await kept()).toBe(true)
    })
  })
}
