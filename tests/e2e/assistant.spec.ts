import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { registerNew, submit } from './helpers'
import { openProgrammingLesson } from './workspace-helpers'

// The assistant (issue 19) against the e2e server's local model server (tests/fakes/model-script.mjs echoes:
// "You asked: …"). Without JavaScript the floating button is a link to the chat page (form POST → 303 → GET);
// with JavaScript, on a hydrated page (a programming lesson), it opens the dialog, Enter sends and the reply
// streams in.

const fab = (page: Page) => page.getByRole('link', { name: 'Assistente (Ctrl+Espaço)' })

test('a free user asks three questions on a programming lesson; the fourth gets the daily limit', async ({
  page,
}, info) => {
  await registerNew(page, 'assistant')
  const lesson = await openProgrammingLesson(page)

  if (info.project.name === 'js-off') {
    await fab(page).click()
    await expect(page).toHaveURL(`/br/assistant?path=${encodeURIComponent(lesson)}`)
    const main = page.getByRole('main')
    for (let i = 1; i <= 3; i++) {
      await main.getByLabel('Sua pergunta').fill(`Pergunta número ${i}`)
      const res = await submit(page, main.getByRole('button', { name: 'Enviar' }))
      expect(res.status()).toBe(303)
      await expect(main.getByText(`You asked: Pergunta número ${i}`)).toBeVisible()
    }
    await expect(main.getByText('Você não pode enviar mais mensagens hoje.')).toBeVisible()
    await main.getByLabel('Sua pergunta').fill('Pergunta número 4')
    await submit(page, main.getByRole('button', { name: 'Enviar' }))
    const limit = main.getByRole('alert').filter({ hasText: 'apenas 3 mensagens por dia' })
    await expect(limit).toBeVisible()
    await expect(limit.getByRole('link', { name: 'Conheça o PRO' })).toHaveAttribute(
      'href',
      '/br/subscription',
    )
    await expect(main.getByText('You asked: Pergunta número 4')).toHaveCount(0)
    return
  }

  await expect(fab(page)).toHaveAttribute('data-ready', 'true')
  await fab(page).click()
  const dialog = page.getByRole('dialog', { name: 'Assistente' })
  await expect(dialog).toBeVisible()
  const box = dialog.getByLabel('Sua pergunta')
  // Shift+Enter adds a line; an empty question is not sent.
  await box.press('Enter')
  await expect(dialog.getByText('Escreva uma pergunta.')).toBeVisible()
  await box.fill('linha 1')
  await box.press('Shift+Enter')
  await box.pressSequentially('linha 2')
  await expect(box).toHaveValue('linha 1\nlinha 2')
  for (let i = 1; i <= 3; i++) {
    await box.fill(`Pergunta número ${i}`)
    await box.press('Enter')
    await expect(dialog.getByText(`You asked: Pergunta número ${i}`)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeEnabled()
  }
  await box.fill('Pergunta número 4')
  await box.press('Enter')
  const limit = dialog.getByRole('alert').filter({ hasText: 'apenas 3 mensagens por dia' })
  await expect(limit).toBeVisible()
  await expect(limit.getByRole('link', { name: 'Conheça o PRO' })).toHaveAttribute('href', '/br/subscription')
  await expect(dialog.getByText('You asked: Pergunta número 4')).toHaveCount(0)
})

test('Ctrl+Space opens and closes the chat dialog', async ({ page }, info) => {
  test.skip(
    info.project.name === 'js-off',
    'the dialog is the island; without JavaScript the button is a link',
  )
  await registerNew(page, 'assistant-key')
  await openProgrammingLesson(page)
  await expect(fab(page)).toHaveAttribute('data-ready', 'true')
  const dialog = page.getByRole('dialog', { name: 'Assistente' })
  await expect(dialog).toHaveCount(0)
  await page.keyboard.press('Control+Space')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Sua pergunta')).toBeFocused()
  await page.keyboard.press('Control+Space')
  await expect(dialog).toHaveCount(0)
  await expect(fab(page)).toBeFocused()
})

test('a content page keeps no script for a logged-in user: the button is a link to the chat page', async ({
  page,
}) => {
  await registerNew(page, 'assistant-content')
  // A new student's first visit gets the courses page's guided tour, a script (issue 22): seen, it is content again.
  await page.request.post('/br/tours/courses', { form: { intent: 'hide' } })
  await page.goto('/br/courses')
  await expect(fab(page)).toHaveAttribute('href', `/br/assistant?path=${encodeURIComponent('/br/courses')}`)
  await expect(page.locator('script')).toHaveCount(0)
  await fab(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Assistente' })).toBeVisible()
  await expect(page.getByText('Nenhuma mensagem ainda. Faça sua primeira pergunta!')).toBeVisible()
})
