// The social side (issue 7's proof, docs/product.md#social), with and without JavaScript: two new users
// become friends through a request and its notification, form a team, one posts to the feed for friends
// only (a third user and a visitor get a 404), a PRO user writes a note nobody else can open, and the search
// finds a lesson by a query without accents. One page plays everyone in turn (actAs): the steps depend on
// each other.
import type { Page } from '@playwright/test'
import { type Sessions, actAs, keepSession } from './competition-helpers'
import { expect, test } from './fixtures'
import { DEMO, loginAs, openUserMenu, register, submit, uniqueEmail, userMenu } from './helpers'
import { numberIn, openProgrammingLesson } from './workspace-helpers'

interface Person {
  name: string
  id: number
}

const state = {
  nonce: '',
  sessions: {} as Sessions,
  ana: { name: '', id: 0 } as Person,
  bruno: { name: '', id: 0 } as Person,
  feedPath: '',
  notePath: '',
}

/** Registers someone new; returns their display name and id (from the user menu's profile link). */
async function newPerson(page: Page, first: string, who: string): Promise<Person> {
  // Letters only: a surname no other test or run uses, so lists can be searched by it.
  const surname = `T${state.nonce}`
  const name = `${first} ${surname}`
  await register(page, { name, email: uniqueEmail(who), password: 'senha-e2e-123' })
  await expect(page).toHaveURL(/\/br\/welcome$/)
  await openUserMenu(page)
  const href = (await userMenu(page).getByRole('link', { name: 'Meu perfil' }).getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/br\/user\/\d+$/)
  await keepSession(page, state.sessions, who)
  return { name, id: numberIn(href) }
}

test.describe.configure({ mode: 'serial' })

test.describe('friends, teams, the feed, notes and search', () => {
  test.beforeAll(() => {
    state.nonce = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')
    state.sessions = {}
  })

  test('two new users become friends through a request and its notification', async ({ page }) => {
    state.ana = await newPerson(page, 'Ana', 'ana')
    await page.context().clearCookies()
    state.bruno = await newPerson(page, 'Bruno', 'bruno')

    await actAs(page, state.sessions, 'ana')
    await page.goto(`/br/user/${state.bruno.id}`)
    await expect(page.getByRole('heading', { level: 1, name: state.bruno.name })).toBeVisible()
    await submit(page, page.getByRole('button', { name: 'Adicionar amigo' }))
    await expect(page.getByText('Convite enviado')).toBeVisible()

    await actAs(page, state.sessions, 'bruno')
    await page.goto('/br/dashboard')
    await expect(page.getByTestId('notification-badge')).toHaveText('1')
    await page.goto('/br/notifications')
    const request = page
      .getByRole('listitem')
      .filter({ hasText: `${state.ana.name} enviou um pedido de amizade` })
    await expect(request).toBeVisible()
    await submit(page, request.getByRole('button', { name: 'Confirmar' }))
    await expect(page.getByText(`${state.ana.name} enviou um pedido de amizade`)).toHaveCount(0)

    await page.goto('/br/friends')
    const friends = page.getByRole('region', { name: 'Seus amigos' })
    await expect(friends.getByRole('link', { name: state.ana.name })).toBeVisible()

    // The one who asked hears back, and the profile now says so.
    await actAs(page, state.sessions, 'ana')
    await page.goto('/br/notifications')
    await expect(page.getByText(`Você e ${state.bruno.name} agora são amigos`)).toBeVisible()
    await page.goto(`/br/user/${state.bruno.id}`)
    await expect(page.getByRole('main').getByText('Amigos', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Desfazer amizade' })).toBeVisible()
  })

  test('they form a team: one creates it, the other joins with its invite password', async ({ page }) => {
    const team = `Equipe ${state.nonce}`
    await actAs(page, state.sessions, 'ana')
    await page.goto('/br/teams')
    const create = page.getByRole('main').locator('form').filter({ hasText: 'Criar equipe' })
    await create.getByLabel('Nome').fill(team)
    await create.getByLabel('Senha de convite').fill('convite-e2e')
    await submit(page, create.getByRole('button', { name: 'Criar equipe' }))
    await expect(page).toHaveURL(/\/br\/team\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: team })).toBeVisible()
    const teamPath = new URL(page.url()).pathname

    await actAs(page, state.sessions, 'bruno')
    await page.goto(teamPath)
    const join = page.getByRole('main').locator('form').filter({ hasText: 'Entrar' })
    await join.getByLabel('Senha de convite').fill('senha-errada')
    const refused = await submit(page, join.getByRole('button', { name: 'Entrar', exact: true }))
    expect(refused.status()).toBe(403)
    await expect(page.getByText('Senha incorreta.')).toBeVisible()
    await page.getByRole('main').getByLabel('Senha de convite').fill('convite-e2e')
    await submit(page, page.getByRole('main').getByRole('button', { name: 'Entrar', exact: true }))
    const members = page.getByRole('main').getByRole('listitem')
    await expect(members.filter({ hasText: state.ana.name }).filter({ hasText: 'capitão' })).toBeVisible()
    await expect(members.filter({ hasText: state.bruno.name })).toBeVisible()
  })

  test('a friends-only feed post: the friend reads it, a third user and a visitor get 404', async ({
    page,
  }) => {
    const text = `Dica para ${state.nonce}: leia o enunciado duas vezes antes de programar.`
    await actAs(page, state.sessions, 'ana')
    await page.goto('/br/news')
    const form = page.getByRole('region', { name: 'Publicar no feed' })
    await form.getByLabel('O que você quer compartilhar?').fill(text)
    await form.getByLabel('Quem pode ver').selectOption({ label: 'Somente amigos' })
    await form.getByLabel('Assunto').selectOption({ label: 'Dica' })
    await submit(page, form.getByRole('button', { name: 'Publicar' }))
    await expect(page.getByText('Sua publicação está no feed.')).toBeVisible()
    const post = page.locator('article.feed-post').filter({ hasText: text })
    await expect(post.getByText('Somente amigos')).toBeVisible()
    state.feedPath = (await post.locator('a[href*="/feed/"]').getAttribute('href')) ?? ''
    expect(state.feedPath).toMatch(/^\/br\/feed\/\d+$/)

    await actAs(page, state.sessions, 'bruno')
    expect((await page.goto(state.feedPath))?.status()).toBe(200)
    await expect(page.getByText(text)).toBeVisible()
    await page.goto('/br/notifications')
    await expect(page.getByText(/Nova publicação no feed/).first()).toBeVisible()

    await page.context().clearCookies()
    await loginAs(page, DEMO.author)
    await keepSession(page, state.sessions, 'author')
    expect((await page.goto(state.feedPath))?.status()).toBe(404)
    await page.goto('/br/news')
    await expect(page.getByText(text)).toHaveCount(0)

    await actAs(page, state.sessions, null)
    expect((await page.goto(state.feedPath))?.status()).toBe(404)
  })

  test('a PRO user writes a note that another user cannot open', async ({ page }) => {
    const title = `Plano de estudos ${state.nonce}`
    await page.context().clearCookies()
    await loginAs(page, DEMO.pro)
    await page.goto('/br/notes')
    await expect(page.getByRole('heading', { level: 1, name: 'Anotações' })).toBeVisible()
    const create = page.getByRole('main').locator('form').filter({ hasText: 'Salvar anotação' })
    await create.getByLabel('Título').fill(title)
    await create.getByLabel('Texto').fill('Revisar recursão na terça e grafos na quinta.')
    await submit(page, create.getByRole('button', { name: 'Salvar anotação' }))
    await expect(page.getByText('Você atualizou suas anotações.')).toBeVisible()
    await page.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/br\/notes\?note=\d+$/)
    await expect(
      page.locator('p', { hasText: 'Revisar recursão na terça e grafos na quinta.' }),
    ).toBeVisible()
    state.notePath = new URL(page.url()).pathname + new URL(page.url()).search

    await actAs(page, state.sessions, 'ana')
    expect((await page.goto(state.notePath))?.status()).toBe(404)
    await expect(page.getByText('Revisar recursão')).toHaveCount(0)
  })

  test('the search finds a lesson by a query without accents', async ({ page }) => {
    await actAs(page, state.sessions, null)
    await page.goto('/br/search?q=processamento+saida')
    const lessons = page.getByRole('region', { name: /Aulas/ })
    await expect(lessons.getByRole('link', { name: /Entrada, processamento e saída/ })).toBeVisible()
    // The top bar's form leads to the same page.
    await page.goto('/br/courses')
    await page.getByRole('banner').getByRole('searchbox').fill('PROCESSAMENTO SAIDA')
    await page.getByRole('banner').getByRole('searchbox').press('Enter')
    await expect(page).toHaveURL(/\/br\/search\?q=PROCESSAMENTO\+SAIDA$/)
    await expect(
      page
        .getByRole('region', { name: /Aulas/ })
        .getByRole('link', { name: /Entrada, processamento e saída/ }),
    ).toBeVisible()
  })

  test('with JavaScript, the bell opens a 600 px dialog and the search box suggests as you type', async ({
    page,
  }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, 'islands need JavaScript')
    // A programming lesson hydrates (its code editor), so the top bar's islands come alive there (the exercise
    // page does not hydrate, ADR 031).
    await actAs(page, state.sessions, 'bruno')
    await openProgrammingLesson(page)
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notificações/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notificações/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Notificações' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(/Nova publicação no feed/).first()).toBeVisible()
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(600)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const box = page.getByRole('banner').getByRole('combobox')
    await box.pressSequentially('processamento saida')
    const suggestions = page.getByRole('listbox', { name: 'Sugestões de busca' })
    const lesson = suggestions.getByRole('option', { name: /Entrada, processamento e saída/ })
    await expect(lesson).toBeVisible()
    await lesson.click()
    await expect(page).toHaveURL(/\/br\/course\/[a-z0-9-]+\/lesson\/\d+$/)
  })
})
