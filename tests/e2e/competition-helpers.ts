// Competitions driven through the pages: who is logged in (one page, several people), times typed into the
// competition form, solutions sent from the exercise page in competition mode, and the scoreboard's cells.
import type { Cookie, Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { JUDGE_TIMEOUT, numberIn, post, writeSolution } from './workspace-helpers'

/** The sessions of the people a serial spec plays, by name: log in once, switch with actAs. */
export type Sessions = Record<string, Cookie[]>

export async function keepSession(page: Page, sessions: Sessions, who: string) {
  sessions[who] = await page.context().cookies()
}

/** The page's browser becomes `who` (null: a visitor). */
export async function actAs(page: Page, sessions: Sessions, who: string | null) {
  await page.context().clearCookies()
  if (who === null) return
  const cookies = sessions[who]
  if (!cookies) throw new Error(`no session kept for ${who}`)
  await page.context().addCookies(cookies)
}

/** The id of a public exercise, found by its title on the exercises list. */
export async function exerciseIdOf(page: Page, title: string): Promise<number> {
  await page.goto(`/br/exercises?q=${encodeURIComponent(title)}`)
  const link = page.getByRole('main').getByRole('link', { name: title, exact: true }).first()
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/\/br\/exercise\/\d+$/)
  return numberIn(href)
}

/** `ms` as a datetime-local value in São Paulo's wall-clock time (the /br form's zone). */
export function saoPauloInput(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

/**
 * Sends a solution from the exercise page already open (in competition mode) and waits for the judge's
 * `verdict`; returns the submission's id. With JavaScript the verdict is polled in place, without it the
 * form posts and the submission page reloads itself.
 */
export async function sendSolution(
  page: Page,
  javaScript: boolean,
  code: string,
  verdict: string,
): Promise<number> {
  const solution = await writeSolution(page, javaScript, 'python3', code)
  const send = solution.getByRole('button', { name: 'Enviar', exact: true })
  if (javaScript) {
    await send.click()
    const status = page.getByRole('region', { name: /^Submissão #\d+$/ })
    await expect(status.getByText(verdict, { exact: true }).first()).toBeVisible({ timeout: JUDGE_TIMEOUT })
    return numberIn(await status.getByRole('heading', { level: 2 }).innerText())
  }
  await post(page, send, false)
  await expect(page).toHaveURL(/\/br\/submission\/\d+$/)
  const result = page.getByRole('region', { name: 'Resultado' })
  await expect(result.getByText(verdict, { exact: true }).first()).toBeVisible({ timeout: JUDGE_TIMEOUT })
  return numberIn(new URL(page.url()).pathname)
}

/** The standings table of a competition's scoreboard page. */
export function standings(page: Page, title: string): Locator {
  return page.getByRole('table', { name: `Placar de ${title}` })
}

/** The row of a participant (its row header starts with their name; tags such as "você" follow). */
export function standingRow(table: Locator, name: string): Locator {
  return table
    .locator('tbody')
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${name}`) }) })
}

/** An ICPC row's cells: rank, solved, penalty, then one per problem (A, B, C…). */
export function icpcCells(row: Locator) {
  const cells = row.getByRole('cell')
  return {
    rank: cells.nth(0),
    solved: cells.nth(1),
    penalty: cells.nth(2),
    problem: (i: number) => cells.nth(3 + i),
  }
}

/** What a problem cell shows ("+1", "−1", "?1") and what it says aloud. */
export async function cellOf(cell: Locator) {
  const shown = async (selector: string) => {
    const part = cell.locator(selector)
    return (await part.count()) ? (await part.innerText()).trim() : ''
  }
  return {
    main: await shown('.sb-main'),
    pending: await shown('.sb-pending'),
    minute: await shown('.sb-sub'),
    spoken: (await cell.locator('.visually-hidden').count())
      ? ((await cell.locator('.visually-hidden').textContent()) ?? '').trim()
      : '',
  }
}
