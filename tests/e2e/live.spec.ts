// Issue 22's live classes and calendar, with and without JavaScript: the month grid and list in São Paulo time,
// PRO-only links hidden from visitors and free users, event links opening in a new tab (never embedded), the
// reminders form and the personal ICS feed (made, fetched and parsed, revoked).
import { expect, test } from './fixtures'
import { DEMO, loginAs, registerNew, submit } from './helpers'

const DAY = 86_400_000

/** The month of the seeded one-off event (db/seed/live.ts: three days ahead, 15:00 UTC). */
function seededMonth() {
  return new Date(Math.floor(Date.now() / DAY) * DAY + 3 * DAY + 15 * 3_600_000).toISOString().slice(0, 7)
}

/**
 * The month of the next PRO class (Tuesdays and Thursdays, 19:00 São Paulo = 22:00 UTC): near a month's end
 * there may be none left in the seeded event's month (the series is written from now on).
 */
function nextProClassMonth() {
  for (let day = 1; ; day++) {
    const at = new Date(Math.floor(Date.now() / DAY) * DAY + day * DAY + 22 * 3_600_000)
    if (at.getUTCDay() === 2 || at.getUTCDay() === 4) return at.toISOString().slice(0, 7)
  }
}

test('the calendar: grid and list, PRO-only classes without their link for visitors', async ({ page }) => {
  await page.goto(`/br/calendar?month=${seededMonth()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendário de aulas ao vivo' })).toBeVisible()
  const grid = page.locator('table.live-grid')
  await expect(grid.getByRole('columnheader')).toHaveCount(7)
  // The one-off event: in the grid at 12:00 (São Paulo), linked to its card in the list.
  const gridEntry = grid.getByRole('link', { name: '12:00 Maratona de dúvidas: recursão' })
  await expect(gridEntry).toBeVisible()
  const card = page.locator(`li${(await gridEntry.getAttribute('href')) ?? ''}`)
  await expect(card.getByRole('heading', { name: 'Maratona de dúvidas: recursão' })).toBeVisible()
  const join = card.getByRole('link', { name: 'Entrar na aula (abre em nova aba)' })
  await expect(join).toHaveAttribute('target', '_blank')
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer')
  // No frame of another origin on the page: links only.
  await expect(page.locator('iframe')).toHaveCount(0)
  // A PRO class at 19:00: listed, but its link is for PRO subscribers.
  if (nextProClassMonth() !== seededMonth()) await page.goto(`/br/calendar?month=${nextProClassMonth()}`)
  const proEntry = grid.getByRole('link', { name: '19:00 Aula ao vivo PRO' }).first()
  await expect(proEntry).toBeVisible()
  const proCard = page.locator(`li${(await proEntry.getAttribute('href')) ?? ''}`)
  await expect(proCard.getByText('Esta aula é só para assinantes PRO.')).toBeVisible()
  await expect(proCard.getByRole('link', { name: /Entrar na aula/ })).toHaveCount(0)
  await expect(
    page.getByRole('link', { name: 'Entre para receber lembretes e assinar o calendário' }),
  ).toBeVisible()
})

test('reminders and the ICS feed: made, read by a calendar app, revoked', async ({ page, playwright }) => {
  test.setTimeout(60_000)
  await registerNew(page, 'live')
  await page.goto('/br/calendar')
  const mine = page.locator('#mine')
  await mine.getByLabel('Avise-me uma hora antes de cada aula ao vivo').check()
  await submit(page, mine.getByRole('button', { name: 'Salvar lembretes' }))
  await expect(page.getByText('Salvo.')).toBeVisible()
  await expect(page.locator('#mine').getByLabel('Avise-me uma hora antes de cada aula ao vivo')).toBeChecked()

  await submit(page, page.getByRole('button', { name: 'Criar link do calendário' }))
  const url = await page.getByLabel('Link do calendário').inputValue()
  expect(url).toMatch(/\/api\/live\/calendar\/[A-Za-z0-9_-]{32}\.ics$/)
  // A calendar app fetches it without a session.
  const app = await playwright.request.newContext()
  const feed = await app.get(url)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  const text = await feed.text()
  expect(text).toContain('BEGIN:VCALENDAR')
  expect(text).toMatch(/UID:live-\d+@/)
  expect(text).toContain('SUMMARY:Maratona de dúvidas: recursão')
  // Shown once: a reload no longer shows the URL, the feed stays active.
  await page.reload()
  await expect(page.getByLabel('Link do calendário')).toHaveCount(0)
  await expect(page.getByText('Você tem um link de calendário ativo.')).toBeVisible()
  await submit(page, page.getByRole('button', { name: 'Revogar o link' }))
  await expect(page.getByText('O link foi revogado.')).toBeVisible()
  expect((await app.get(url)).status()).toBe(404)
  await app.dispose()
})

test('the video center: a video we serve in ranges with captions; a PRO video says "not PRO yet"', async ({
  page,
}) => {
  await page.goto('/br/videos')
  await expect(page.getByRole('heading', { level: 1, name: 'Vídeos das aulas ao vivo' })).toBeVisible()
  const open = page.locator('.live-video-card').filter({ hasText: 'Aula ao vivo: recursão sem medo' })
  await expect(open.getByText('Novo', { exact: true })).toBeVisible()
  await open.getByRole('link', { name: 'Aula ao vivo: recursão sem medo' }).click()
  await expect(page).toHaveURL(/\/br\/videos\/\d+$/)
  const player = page.locator('video.live-player')
  await expect(player).toHaveCount(1)
  await expect(player.locator('track[kind="captions"]')).toHaveCount(1)
  await expect(page.getByText('Parte da aula: Parte 1 de 1')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Exercícios de programação' })).toBeVisible()
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Aula ao vivo: busca binária' }),
  ).toBeVisible()
  // Seeking on a slow link: the server answers a part of the file.
  const src = (await player.locator('source').getAttribute('src')) ?? ''
  const part = await page.request.get(src, { headers: { Range: 'bytes=0-99' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/)
  expect((await part.body()).length).toBe(100)
  expect((await page.request.get(src, { headers: { Range: 'bytes=99999999-' } })).status()).toBe(416)
  const hasNew = await page.request.get('/api/videos/has-new')
  expect(await hasNew.json()).toEqual({ has_new: true })

  await page.goto('/br/videos')
  await page.getByRole('link', { name: 'Aula ao vivo: busca binária' }).click()
  await expect(page.getByText('Você ainda não é PRO: este vídeo é para assinantes PRO.')).toBeVisible()
  await expect(page.locator('video')).toHaveCount(0)
})

test('a training guide: tabs, join, its path and its discussion, leave', async ({ page }) => {
  test.setTimeout(60_000)
  await registerNew(page, 'guide')
  await page.goto('/br/training-guides')
  await expect(page.getByRole('link', { name: 'Disponíveis' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: 'Guia: primeiros passos em programação' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guia: primeiros passos em programação' }),
  ).toBeVisible()
  // The calendar tab: the guide's own live class.
  await expect(page.getByRole('heading', { name: 'Guia primeiros passos: laços' })).toBeVisible()
  await submit(page, page.getByRole('button', { name: 'Participar do guia' }))
  await expect(page.getByText('Você participa deste guia.')).toBeVisible()
  await page.getByRole('link', { name: 'Lista' }).click()
  await expect(page.locator('.live-guide-items li').first()).toBeVisible()
  await page.getByRole('link', { name: 'Discussão' }).click()
  await expect(page.getByText('Alguém quer revisar os laços comigo antes da aula?')).toBeVisible()
  const message = `Eu quero! Sexta antes da aula? ${Date.now().toString(36)}`
  await page.getByLabel('Sua mensagem').fill(message)
  await submit(page, page.getByRole('button', { name: 'Publicar' }))
  await expect(page.getByText(message)).toBeVisible()
  await page.goto('/br/training-guides?tab=participating')
  await expect(page.getByRole('link', { name: 'Guia: primeiros passos em programação' })).toBeVisible()
  await page.getByRole('link', { name: 'Guia: primeiros passos em programação' }).click()
  await submit(page, page.getByRole('button', { name: 'Sair do guia' }))
  await expect(page.getByRole('button', { name: 'Participar do guia' })).toBeVisible()
})

test('the mentoring profile: a visitor and a non-member are sent home by the guard', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/br/behring-academy/profile')
  await expect(page).toHaveURL(/\/br$/)
  await loginAs(page, DEMO.free)
  await page.goto('/br/behring-academy/profile')
  await expect(page).toHaveURL(/\/br\/dashboard$/)
})

test('the mentoring profile of the demo member', async ({ page }) => {
  await loginAs(page, { email: 'jtt@trilha.dev', password: 'demo-jtt-123', name: 'Júlia Tavares' })
  await page.goto('/br/behring-academy/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de pontos da mentoria' })).toBeVisible()
  await expect(page.getByText('Total: 16 pontos')).toBeVisible()
  await expect(page.locator('figure svg[role="img"]')).toHaveAttribute(
    'aria-label',
    /Programação: 6, Matemática: 2, Inglês: 5/,
  )
  await expect(page.getByRole('cell', { name: '5 horas de inglês' })).toBeVisible()
})
