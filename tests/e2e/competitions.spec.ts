// Competitions (issue 6's proof, docs/product.md#competitions), with and without JavaScript: a PRO user creates an ICPC
// competition with a password and three problems; two students and a team join (a wrong password first fails);
// they send right and wrong solutions from the exercise page in competition mode, judged for real; the
// scoreboard ranks them, freezes for everyone but the organizers and the sender, and unfreezes; a clarification
// is asked, answered and notified. One page plays everyone in turn (actAs): the steps depend on each other.
import type { Page } from '@playwright/test'
import {
  type Sessions,
  actAs,
  cellOf,
  exerciseIdOf,
  icpcCells,
  keepSession,
  saoPauloInput,
  sendSolution,
  standingRow,
  standings,
} from './competition-helpers'
import { expect, test } from './fixtures'
import { DEMO, loginAs, newAccount, register, submit } from './helpers'

const PASSWORD = 'maratona-2026'
const DURATION_MINUTES = 120
const TEAM = 'Equipe Trilha'
/** Letters A, B, C in this order; only A and B get solutions. */
const PROBLEMS = ['Soma de dois inteiros', 'Média das notas', 'Olá, mundo'] as const

const SUM = 'a, b = map(int, input().split())\nprint(a + b)\n'
const AVERAGE = 'n = int(input())\nmarks = list(map(int, input().split()))\nprint(sum(marks) / n)\n'
const WRONG = 'print(0)\n'

interface State {
  id: number
  title: string
  path: string
  startMs: number
  endMs: number
  exerciseIds: number[]
  sessions: Sessions
}

const state: State = { id: 0, title: '', path: '', startMs: 0, endMs: 0, exerciseIds: [], sessions: {} }

/** Opens problem A, B or C (0, 1, 2) from the competition page: the exercise page in competition mode. */
async function openProblem(page: Page, index: number) {
  const letter = 'ABC'[index]
  await page.goto(state.path)
  await page.getByRole('link', { name: `${letter} ${PROBLEMS[index]}`, exact: true }).click()
  await expect(page).toHaveURL(`/br/exercise/${state.exerciseIds[index]}?competition=${state.id}`)
  await expect(page.getByRole('complementary', { name: 'Competição' })).toContainText(
    `${state.title} · Problema ${letter}`,
  )
}

/** Reloads the scoreboard until `check` passes (verdicts reach the cached board a moment after the judge). */
async function onScoreboard(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(`${state.path}/scoreboard`)
    await expect(page.getByRole('heading', { level: 1, name: `Placar: ${state.title}` })).toBeVisible()
    await check()
  }).toPass({ timeout: 20_000 })
}

/** A row solved `solved` problems with `penalty`; the cell of each problem as shown and read aloud. */
async function expectRow(
  page: Page,
  name: string,
  want: { rank: number; solved: number; penalty: number; cells: [string, RegExp][] },
) {
  const row = standingRow(standings(page, state.title), name)
  const cells = icpcCells(row)
  await expect(cells.rank).toHaveText(String(want.rank), { timeout: 1000 })
  await expect(cells.solved).toHaveText(String(want.solved), { timeout: 1000 })
  await expect(cells.penalty).toHaveText(String(want.penalty), { timeout: 1000 })
  for (const [i, [main, spoken]] of want.cells.entries()) {
    const cell = await cellOf(cells.problem(i))
    expect(`${cell.main}${cell.pending}`).toBe(main)
    expect(cell.spoken).toMatch(spoken)
  }
}

/** The minute of an accepted cell (what the penalty is made of). */
async function acceptedMinute(page: Page, name: string, index: number) {
  const cell = await cellOf(icpcCells(standingRow(standings(page, state.title), name)).problem(index))
  const minute = Number(cell.minute)
  expect(Number.isInteger(minute) && minute >= 0, `minute of ${name}'s problem ${index}`).toBe(true)
  // Counted from the competition's start (not from joining): never more minutes than have passed since.
  expect(minute).toBeLessThanOrEqual(Math.floor((Date.now() - state.startMs) / 60_000))
  return minute
}

// Each step builds on the one before: a failure skips the rest.
test.describe.configure({ mode: 'serial' })

test.describe('an ICPC competition from creation to the unfrozen scoreboard', () => {
  test('a PRO user creates a running ICPC competition with a password and three problems', async ({
    page,
  }) => {
    state.sessions = {}
    state.exerciseIds = []
    for (const title of PROBLEMS) state.exerciseIds.push(await exerciseIdOf(page, title))

    await loginAs(page, DEMO.pro)
    await keepSession(page, state.sessions, 'pro')
    await page.goto('/br/competitions')
    await page.getByRole('link', { name: 'Criar uma competição' }).click()
    await expect(page).toHaveURL('/br/competitions/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Nova competição' })).toBeVisible()

    const main = page.getByRole('main')
    state.title = `Maratona E2E ${test.info().project.name} ${Date.now().toString(36)}`
    await main.getByLabel('Título').fill(state.title)
    await main.getByLabel('Descrição').fill('Três problemas, **duas horas**.')
    await main.getByRole('radio', { name: /^ICPC/ }).check()
    // Starts in the current minute (the form takes minutes; São Paulo's wall clock on /br) and runs 2 h.
    state.startMs = Math.floor(Date.now() / 60_000) * 60_000
    state.endMs = state.startMs + DURATION_MINUTES * 60_000
    await main.getByLabel('Início', { exact: true }).fill(saoPauloInput(state.startMs))
    await main.getByLabel('Fim', { exact: true }).fill(saoPauloInput(state.endMs))
    await main.getByLabel('Minutos de congelamento').fill('0')
    await main.getByLabel('Quem pode participar').selectOption({ label: 'Todos' })
    await main.getByLabel('Senha (opcional)').fill(PASSWORD)
    await main.getByLabel(/^Problemas/).fill(state.exerciseIds.join(', '))
    await submit(page, main.getByRole('button', { name: 'Criar competição' }))

    await expect(page).toHaveURL(/\/br\/competition\/\d+$/)
    state.path = new URL(page.url()).pathname
    state.id = Number(state.path.split('/').pop())
    await expect(page.getByRole('heading', { level: 1, name: state.title })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Competição criada.' })).toBeVisible()
    // Running now: the start was read in São Paulo's zone, not the server's.
    await expect(main.getByText('Acontecendo', { exact: true })).toBeVisible()
    await expect(main.getByText('Estilo: ICPC')).toBeVisible()
    await expect(main.getByRole('definition').filter({ hasText: /^2 h 0 min$/ })).toBeVisible()
    await expect(main.getByRole('definition').filter({ hasText: 'O placar não congela.' })).toBeVisible()
    const problems = page.getByRole('region', { name: 'Problemas' }).getByRole('link')
    await expect(problems).toHaveText(PROBLEMS.map((title, i) => `${'ABC'[i]} ${title}`))
    await expect(page.getByRole('link', { name: 'Gerenciar', exact: true })).toBeVisible()

    await page.goto('/br/competitions')
    await expect(page.getByRole('link', { name: state.title })).toBeVisible()
  })

  test('two students join, one after a wrong password, and a team joins through its captain', async ({
    page,
  }) => {
    for (const [who, name] of [
      ['alice', 'Alice Maratona'],
      ['bruno', 'Bruno Maratona'],
    ] as const) {
      await actAs(page, state.sessions, null)
      await register(page, { ...newAccount(who), name })
      await expect(page).toHaveURL(/\/br\/welcome$/)
      await keepSession(page, state.sessions, who)

      await page.goto(state.path)
      const join = page.getByRole('region', { name: 'Inscrição' })
      await expect(join).toContainText('A competição já começou')
      if (who === 'alice') {
        await join.getByLabel('Senha da competição').fill('senha-errada')
        const refused = await submit(page, join.getByRole('button', { name: 'Inscrever-se' }))
        expect(refused.status()).toBe(403)
        const again = page.getByRole('region', { name: 'Inscrição' })
        await expect(again.getByRole('alert')).toHaveText('Senha incorreta.')
        await expect(page.getByRole('main')).not.toContainText('Você está inscrito')
      }
      const form = page.getByRole('region', { name: 'Inscrição' })
      await form.getByLabel('Senha da competição').fill(PASSWORD)
      await submit(page, form.getByRole('button', { name: 'Inscrever-se' }))
      await expect(page).toHaveURL(state.path)
      await expect(page.getByRole('status').filter({ hasText: 'Inscrição feita! Boa prova.' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Você está inscrito.' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Inscrição' })).toHaveCount(0)
    }

    // The team's captain registers the team: its members come along.
    await actAs(page, state.sessions, null)
    await loginAs(page, DEMO.free)
    await keepSession(page, state.sessions, 'aluna')
    await page.goto(state.path)
    const join = page.getByRole('region', { name: 'Inscrição' })
    await join.getByRole('radio', { name: `${TEAM} (equipe)` }).check()
    await join.getByLabel('Senha da competição').fill(PASSWORD)
    await submit(page, join.getByRole('button', { name: 'Inscrever-se' }))
    await expect(page).toHaveURL(state.path)
    await expect(
      page.getByRole('status').filter({ hasText: `Você está inscrito com a equipe ${TEAM}.` }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('definition').filter({ hasText: /^3$/ })).toBeVisible()
  })

  test('solutions sent from the exercise page in competition mode are judged and ranked', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(5 * 60_000)
    const javaScript = javaScriptEnabled !== false

    await actAs(page, state.sessions, 'alice')
    await openProblem(page, 0)
    await sendSolution(page, javaScript, WRONG, 'Resposta errada')
    await openProblem(page, 0)
    await sendSolution(page, javaScript, SUM, 'Aceito')

    await actAs(page, state.sessions, 'aluna')
    await openProblem(page, 1)
    await sendSolution(page, javaScript, AVERAGE, 'Aceito')

    await actAs(page, state.sessions, 'bruno')
    await openProblem(page, 0)
    await sendSolution(page, javaScript, WRONG, 'Resposta errada')

    // Seen by a visitor: the team (1 solved, no wrong try) above Alice (1 solved, +20 for her wrong try),
    // above Bruno (nothing solved; his wrong try shows, costing nothing while unsolved).
    await actAs(page, state.sessions, null)
    await onScoreboard(page, async () => {
      const table = standings(page, state.title)
      await expect(table.getByRole('rowheader')).toHaveText(
        [new RegExp(`^${TEAM}`), /^Alice Maratona/, /^Bruno Maratona/],
        { timeout: 1000 },
      )
      await expect(page.getByText('3 participantes')).toBeVisible({ timeout: 1000 })
      const alice = await acceptedMinute(page, 'Alice Maratona', 0)
      const team = await acceptedMinute(page, TEAM, 1)
      await expectRow(page, TEAM, {
        rank: 1,
        solved: 1,
        penalty: team,
        cells: [
          ['', /^$/],
          ['+', new RegExp(`^resolvido no minuto ${team}, de primeira; primeiro a resolver$`)],
          ['', /^$/],
        ],
      })
      await expectRow(page, 'Alice Maratona', {
        rank: 2,
        solved: 1,
        penalty: alice + 20,
        cells: [
          [
            '+1',
            new RegExp(`^resolvido no minuto ${alice}, depois de 1 tentativa errada; primeiro a resolver$`),
          ],
          ['', /^$/],
          ['', /^$/],
        ],
      })
      await expectRow(page, 'Bruno Maratona', {
        rank: 3,
        solved: 0,
        penalty: 0,
        cells: [
          ['−1', /^1 tentativa errada$/],
          ['', /^$/],
          ['', /^$/],
        ],
      })
    })
    await expect(page.getByRole('alert').filter({ hasText: 'Placar congelado' })).toHaveCount(0)
  })

  test('the scoreboard freezes for everyone but the organizers and the sender, until it is unfrozen', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(3 * 60_000)
    const javaScript = javaScriptEnabled !== false

    // The organizer makes the freeze cover now: it starts within the last minute (whole minutes before the end).
    // It cannot start in the competition's first minute (part of it must stay unfrozen); the judging above
    // usually takes longer than that, else the clock is waited for.
    const earliest = state.startMs + 61_000
    await expect.poll(() => Date.now(), { timeout: 65_000, intervals: [1000] }).toBeGreaterThan(earliest)
    await actAs(page, state.sessions, 'pro')
    await page.goto(`${state.path}/edit`)
    await expect(page.getByRole('heading', { level: 1, name: 'Editar competição' })).toBeVisible()
    const frozen = Math.ceil((state.endMs - Date.now()) / 60_000)
    expect(frozen).toBeLessThan(DURATION_MINUTES)
    await page.getByRole('main').getByLabel('Minutos de congelamento').fill(String(frozen))
    await submit(page, page.getByRole('main').getByRole('button', { name: 'Salvar' }))
    await expect(page).toHaveURL(state.path)
    await expect(page.getByRole('status').filter({ hasText: 'Competição salva.' })).toBeVisible()
    await expect(
      page.getByRole('definition').filter({ hasText: `(${frozen} min antes do fim)` }),
    ).toBeVisible()

    // Bruno solves A while frozen: he sees his own verdict.
    await actAs(page, state.sessions, 'bruno')
    await openProblem(page, 0)
    const accepted = await sendSolution(page, javaScript, SUM, 'Aceito')
    await page.goto(`${state.path}/submissions`)
    await expect(
      page.getByRole('heading', { level: 1, name: `Minhas submissões · ${state.title}` }),
    ).toBeVisible()
    const own = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `#${accepted}`, exact: true }) })
    await expect(own).toContainText('Aceito')
    await expect(own).toContainText('Soma de dois inteiros')

    // Another participant sees the frozen board: Bruno's try after the freeze is a "?", not a solve.
    await actAs(page, state.sessions, 'alice')
    await onScoreboard(page, async () => {
      await expect(page.getByRole('alert').filter({ hasText: /^Placar congelado desde/ })).toBeVisible({
        timeout: 1000,
      })
      const bruno = icpcCells(standingRow(standings(page, state.title), 'Bruno Maratona'))
      await expect(bruno.solved).toHaveText('0', { timeout: 1000 })
      const cell = await cellOf(bruno.problem(0))
      expect(cell.pending).toMatch(/^\?\d$/)
      expect(cell.spoken).toMatch(/envios? congelados?/)
    })
    // So does a visitor.
    await actAs(page, state.sessions, null)
    await onScoreboard(page, async () => {
      await expect(page.getByRole('alert').filter({ hasText: /^Placar congelado desde/ })).toBeVisible({
        timeout: 1000,
      })
      const bruno = icpcCells(standingRow(standings(page, state.title), 'Bruno Maratona'))
      await expect(bruno.solved).toHaveText('0', { timeout: 1000 })
      expect((await cellOf(bruno.problem(0))).pending).toMatch(/^\?\d$/)
    })

    // The organizer sees it all: Bruno's solve ranks him (behind Alice: same penalty at most, later solve).
    await actAs(page, state.sessions, 'pro')
    await onScoreboard(page, async () => {
      await expect(page.getByRole('alert').filter({ hasText: 'Você organiza esta competição' })).toBeVisible({
        timeout: 1000,
      })
      const bruno = await acceptedMinute(page, 'Bruno Maratona', 0)
      await expectRow(page, 'Bruno Maratona', {
        rank: 3,
        solved: 1,
        penalty: bruno + 20,
        cells: [
          ['+1', new RegExp(`^resolvido no minuto ${bruno}, depois de 1 tentativa errada$`)],
          ['', /^$/],
          ['', /^$/],
        ],
      })
    })

    await page.goto(`${state.path}/manage`)
    await expect(page.getByText(/^O placar público está congelado desde/)).toBeVisible()
    await submit(page, page.getByRole('button', { name: 'Descongelar o placar' }))
    await expect(page).toHaveURL(`${state.path}/manage`)
    await expect(page.getByRole('status').filter({ hasText: /^Placar descongelado\./ })).toBeVisible()
    await expect(page.getByText(/^Placar descongelado em/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Descongelar o placar' })).toHaveCount(0)

    // Unfrozen: everyone sees the result.
    await actAs(page, state.sessions, 'alice')
    await onScoreboard(page, async () => {
      await expect(page.getByRole('alert').filter({ hasText: 'Placar congelado' })).toHaveCount(0, {
        timeout: 1000,
      })
      const table = standings(page, state.title)
      await expect(table.getByRole('rowheader')).toHaveText(
        [new RegExp(`^${TEAM}`), /^Alice Maratona/, /^Bruno Maratona/],
        { timeout: 1000 },
      )
      const bruno = icpcCells(standingRow(table, 'Bruno Maratona'))
      await expect(bruno.solved).toHaveText('1', { timeout: 1000 })
      const cell = await cellOf(bruno.problem(0))
      expect(cell.main).toBe('+1')
      expect(cell.pending).toBe('')
    })
  })

  test('a student asks a question, the organizer answers it, and the student is notified', async ({
    page,
  }) => {
    const question = `O A aceita números negativos? (${test.info().project.name})`
    const answer = 'Sim: de −10⁹ a 10⁹, como diz o enunciado.'
    const unread = async () => {
      const res = await page.request.get('/api/notification/count')
      expect(res.status()).toBe(200)
      return ((await res.json()) as { n_notifications: number }).n_notifications
    }

    await actAs(page, state.sessions, 'alice')
    const before = await unread()
    await page.goto(`${state.path}/clarifications`)
    const ask = page.getByRole('region', { name: 'Pergunte aos organizadores' })
    await ask.getByLabel('Problema').selectOption({ label: `A · ${PROBLEMS[0]}` })
    await ask.getByLabel('Sua pergunta').fill(question)
    await submit(page, ask.getByRole('button', { name: 'Enviar pergunta' }))
    await expect(page.getByRole('status').filter({ hasText: 'Pergunta enviada.' })).toBeVisible()
    const mine = page.getByRole('listitem').filter({ hasText: question })
    await expect(mine).toContainText(`Problema A · ${PROBLEMS[0]}`)
    await expect(mine).toContainText('Aguardando resposta.')

    await actAs(page, state.sessions, 'pro')
    await page.goto(`${state.path}/clarifications`)
    const asked = page.getByRole('listitem').filter({ hasText: question })
    await expect(asked).toContainText('Perguntado por Alice Maratona')
    await asked.getByLabel('Resposta', { exact: true }).fill(answer)
    await submit(page, asked.getByRole('button', { name: 'Enviar resposta' }))
    await expect(page.getByRole('status').filter({ hasText: 'Resposta enviada.' })).toBeVisible()

    await actAs(page, state.sessions, 'alice')
    await page.goto(`${state.path}/clarifications`)
    const answered = page.getByRole('listitem').filter({ hasText: question })
    await expect(answered).toContainText(answer)
    await expect(answered).not.toContainText('Aguardando resposta.')
    expect(await unread()).toBe(before + 1)

    // Bruno did not ask, and the answer was not for everyone: he does not see it.
    await actAs(page, state.sessions, 'bruno')
    await page.goto(`${state.path}/clarifications`)
    await expect(
      page.getByRole('heading', { level: 1, name: `Esclarecimentos · ${state.title}` }),
    ).toBeVisible()
    await expect(page.getByText(question)).toHaveCount(0)
  })
})
