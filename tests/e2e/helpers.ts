import fs from 'node:fs'
import type { Locator, Page, Response } from '@playwright/test'
import { AUTH_LOG, OUTBOX_PATH } from './e2e-env'
import { expect, test } from './fixtures'

/** Demo accounts of db/seed/index.ts; `name` is the display form (first and last word). */
export const DEMO = {
  free: { email: 'aluna@trilha.dev', password: 'demo-aluna-123', name: 'Beatriz Santos' },
  pro: { email: 'pro@trilha.dev', password: 'demo-pro-123', name: 'Pedro Lima' },
  author: { email: 'autor@trilha.dev', password: 'demo-autor-123', name: 'Carlos Autor' },
  admin: { email: 'admin@trilha.dev', password: 'demo-admin-123', name: 'Ana Admin' },
} as const

export interface Account {
  name: string
  email: string
  password: string
  /** YYYY-MM-DD; the register helpers type an adult's when absent. */
  birthdate?: string
  guardianEmail?: string
}

/** An e-mail no other test (or project, or earlier run) uses. */
export function uniqueEmail(tag: string) {
  const project = test.info().project.name
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return `e2e-${tag}-${project}-${nonce}@example.com`
}

/** A new account's data: two-word name (shown as typed), unique e-mail. */
export function newAccount(tag: string, name = 'Teste Trilheira'): Account {
  return { name, email: uniqueEmail(tag), password: 'senha-e2e-123' }
}

/** A name no other test (or retry) uses, in letters only: for finding this user's row in a shared list. */
export function uniqueName(first: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('')
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`
}

// ---------------------------------------------------------------------------------------------
// The auth rate limit. The server allows 30 auth POSTs (login, register, reset, change password)
// per client address per fixed 60 s window, and every test comes from 127.0.0.1. Both projects
// together make ~40 of them, so each one first takes a slot here: at most AUTH_LIMIT in any
// AUTH_WINDOW_MS (a sliding window slightly longer than the server's, so request latency can't
// push two of our windows' worth into one of its). The log is a file so it survives worker
// restarts; globalSetup empties it.
const AUTH_LIMIT = 27
const AUTH_WINDOW_MS = 62_000

function readAuthLog(): number[] {
  try {
    return JSON.parse(fs.readFileSync(AUTH_LOG, 'utf8')) as number[]
  } catch {
    return []
  }
}

export async function authBudget() {
  for (;;) {
    const now = Date.now()
    const recent = readAuthLog().filter((t) => t > now - AUTH_WINDOW_MS)
    if (recent.length < AUTH_LIMIT) {
      fs.writeFileSync(AUTH_LOG, JSON.stringify([...recent, now]))
      return
    }
    const wait = recent[0] + AUTH_WINDOW_MS - now + 100
    const info = test.info()
    info.setTimeout(info.timeout + wait)
    info.annotations.push({
      type: 'auth-budget',
      description: `waited ${Math.round(wait / 1000)} s for the auth rate limit`,
    })
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Clicks a submit button and waits until the page shows the answer; returns the POST's response
 * (so tests can check 400/409/422/429 statuses). Pages without scripts post natively: the answer
 * is a new document, so wait for it to commit and load (before that the old DOM, with the values
 * just typed, is still there). A hydrated page would post with fetch instead; then the POST's
 * response finishing is the signal.
 */
export async function submit(page: Page, button: Locator, { auth = false } = {}): Promise<Response> {
  if (auth) await authBudget()
  const hydrated = (await page.locator('script').count()) > 0
  const responded = page.waitForResponse((r) => r.request().method() === 'POST')
  const navigated = hydrated
    ? null
    : page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame())
  await button.click()
  const response = await responded
  if (navigated) {
    await navigated
    await page.waitForLoadState('load')
  } else {
    await response.finished()
    await page.waitForLoadState('networkidle')
  }
  return response
}

export async function fillRegisterForm(
  page: Page,
  account: Account,
  { terms = true, discovery = 'Um amigo' } = {},
) {
  const form = page.getByRole('main')
  await form.getByLabel('Nome', { exact: true }).fill(account.name)
  await form.getByLabel('E-mail', { exact: true }).fill(account.email)
  await form.getByLabel('Senha', { exact: true }).fill(account.password)
  await form.getByLabel('Confirme a senha').fill(account.password)
  // An adult unless the test says otherwise (ADR 023: under 14 also needs a guardian's e-mail).
  await form.getByLabel('Data de nascimento').fill(account.birthdate ?? '2000-01-15')
  if (account.guardianEmail) await form.getByLabel('E-mail do responsável').fill(account.guardianEmail)
  await form.getByLabel('Como você conheceu a Trilha?').selectOption({ label: discovery })
  if (terms) await form.getByRole('checkbox', { name: /Li e concordo/ }).check()
}

/** Fills /br/login?register=true and submits it. */
export async function register(
  page: Page,
  account: Account,
  options?: { terms?: boolean; discovery?: string },
) {
  await page.goto('/br/login?register=true')
  await fillRegisterForm(page, account, options)
  return submit(page, page.getByRole('main').getByRole('button', { name: 'Criar conta' }), { auth: true })
}

/** Registers and checks it landed logged in on the welcome page. */
export async function registerNew(page: Page, tag: string, name?: string): Promise<Account> {
  const account = newAccount(tag, name)
  await register(page, account)
  await expect(page).toHaveURL(/\/br\/welcome$/)
  return account
}

/** Fills /br/login?login=true and submits it. */
export async function login(page: Page, email: string, password: string) {
  await page.goto('/br/login?login=true')
  return submitLogin(page, email, password)
}

/** Submits the login form already on the page (after a failed attempt it keeps the e-mail). */
export async function submitLogin(page: Page, email: string, password: string) {
  const main = page.getByRole('main')
  await main.getByLabel('E-mail', { exact: true }).fill(email)
  await main.getByLabel('Senha', { exact: true }).fill(password)
  return submit(page, main.getByRole('button', { name: 'Entrar', exact: true }), { auth: true })
}

/** Logs in and checks it reached the dashboard. */
export async function loginAs(page: Page, account: { email: string; password: string; name: string }) {
  await login(page, account.email, account.password)
  await expect(page).toHaveURL(/\/br\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}!` })).toBeVisible()
}

/** The avatar menu in the top bar: a <details>, opened by clicking its summary. */
export function userMenu(page: Page) {
  return page.locator('details.user-menu')
}

export async function openUserMenu(page: Page) {
  if ((await userMenu(page).getAttribute('open')) === null) await page.getByLabel('Menu do usuário').click()
  await expect(userMenu(page)).toHaveAttribute('open', '')
}

/** Logs out with the user menu's button and checks it landed on the /br landing page. */
export async function logout(page: Page) {
  await openUserMenu(page)
  await submit(page, userMenu(page).getByRole('button', { name: 'Sair' }))
  await expect(page).toHaveURL(/\/br$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible()
}

export interface OutboxMail {
  subject: string
  text: string
}

/** The mails to `to` on the dev outbox page (/br/dev/outbox?key=…), newest first. */
export async function readOutbox(page: Page, to: string): Promise<OutboxMail[]> {
  await page.goto(OUTBOX_PATH)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Caixa de saída (desenvolvimento)' }),
  ).toBeVisible()
  const items = page.getByRole('main').getByRole('listitem').filter({ hasText: to })
  const mails: OutboxMail[] = []
  for (const item of await items.all()) {
    mails.push({
      subject: (await item.locator('strong').first().innerText()).trim(),
      text: await item.locator('pre').innerText(),
    })
  }
  return mails
}
