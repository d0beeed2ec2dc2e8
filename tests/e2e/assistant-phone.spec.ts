import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { registerNew, submit } from './helpers'
import { openProgrammingLesson } from './workspace-helpers'

// The assistant on a phone (issue 19): the round button sits above the bottom navigation and, scrolled to the
// end, covers nothing of the page; with JavaScript (on a programming lesson, a hydrated page) the chat dialog
// fills the screen; without it the button leads to the chat page, which fits the screen and answers (POST →
// 303 → GET).

const PHONE = { width: 390, height: 844 }

const fab = (page: Page) => page.getByRole('link', { name: 'Assistente (Ctrl+Espaço)' })

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the button sits above the navigation and covers nothing at the end of the page', async ({ page }) => {
    await registerNew(page, 'assistant-phone')
    await openProgrammingLesson(page)
    const button = fab(page)
    await expect(button).toBeVisible()
    const box = (await button.boundingBox())!
    const nav = (await page.locator('.bottom-nav').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(nav.y)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    // Scrolled to the end, the last of the page (the footer) ends above the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = (await page.locator('footer').last().boundingBox())!
    const after = (await button.boundingBox())!
    expect(footer.y + footer.height).toBeLessThanOrEqual(after.y)
  })

  test('the chat works full screen: the dialog with JavaScript, the page without', async ({ page }, info) => {
    await registerNew(page, 'assistant-phone-chat')
    const lesson = await openProgrammingLesson(page)
    if (info.project.name === 'js-off') {
      await fab(page).click()
      await expect(page).toHaveURL(`/br/assistant?path=${encodeURIComponent(lesson)}`)
      const main = page.getByRole('main')
      await main.getByLabel('Sua pergunta').fill('Como começo no celular?')
      const res = await submit(page, main.getByRole('button', { name: 'Enviar' }))
      expect(res.status()).toBe(303)
      await expect(main.getByText('You asked: Como começo no celular?')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      return
    }
    await expect(fab(page)).toHaveAttribute('data-ready', 'true')
    await fab(page).click()
    const dialog = page.getByRole('dialog', { name: 'Assistente' })
    await expect(dialog).toBeVisible()
    const box = (await dialog.boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
    const question = dialog.getByLabel('Sua pergunta')
    await question.fill('Como começo no celular?')
    await question.press('Enter')
    await expect(dialog.getByText('You asked: Como começo no celular?')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeInViewport()
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    await expect(dialog).toHaveCount(0)
  })
})
