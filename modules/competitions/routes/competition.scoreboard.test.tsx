// The scoreboard page as a browser without JavaScript gets it: cells, totals, the freeze banner, the organizers'
// note, the refresh link while running (no automatic reload without JavaScript), pages of 100 with the viewer's
// own row.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeUser, plainUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { at, join, makeBoardCompetition, now, submission } from '../scoreboard/scoreboard-test-helpers'
import ScoreboardRoute, { handle, loader } from './competition.scoreboard'

useOwnJudgeDataDir()

type Data = Awaited<ReturnType<typeof loader>>
type User = Awaited<ReturnType<typeof makeUser>>

async function load(id: number, user?: User, query = '', prefix = 'br') {
  return loader(call(get(`/${prefix}/competition/${id}/scoreboard${query}`, user), { id: String(id) }))
}

async function html(data: Data, lng: 'pt-BR' | 'en-GB' = 'pt-BR') {
  const out = await renderRoute(lng, handle.i18n as string[], ScoreboardRoute, { loaderData: data })
  return out.replace(/<!-- -->/g, '')
}

/** Whether the page ships its island (the in-place refresh): only while the competition runs. */
const hydrates = (data: Data) => (handle.hydrate as (d: unknown) => boolean)(data)

describe('/competition/:id/scoreboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const thrown = await loader(call(get(`/br/competition/${id}/scoreboard`), { id })).catch((e) => e)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })

  it('says when it opens before the start, without a table', async () => {
    const { id } = await makeBoardCompetition()
    vi.setSystemTime(now(-30))
    const data = await load(id)
    expect(data.page.state).toBe('upcoming')
    const page = await html(data)
    expect(page).toContain('O placar ainda não abriu')
    expect(page).not.toContain('<table')
    expect(hydrates(data)).toBe(false)
  })

  it('renders ICPC cells, totals and first solves, and a refresh link (no meta refresh) while running', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const ana = await plainUser('Ana Maria Souza')
    const bruno = await plainUser('Bruno')
    await join(id, { userId: ana })
    await join(id, { userId: bruno })
    await submission(id, ana, exercises[0], at(3), 'wrong_answer')
    await submission(id, ana, exercises[0], at(5), 'compilation_error')
    await submission(id, ana, exercises[0], at(42))
    await submission(id, bruno, exercises[0], at(50))
    await submission(id, bruno, exercises[1], at(51), 'wrong_answer')
    await submission(id, bruno, exercises[1], at(52), 'wrong_answer')
    await submission(id, bruno, exercises[2], at(53), 'in_queue')
    vi.setSystemTime(now(60))
    const data = await load(id, undefined, '', 'gb')
    expect(hydrates(data)).toBe(true)
    expect(data.meta.title).toBe('Scoreboard: Maratona de teste')
    const page = await html(data, 'en-GB')
    expect(page).toContain('<abbr title="Sum">A</abbr>')
    expect(page).toContain(`href="/gb/user/${ana}"`)
    expect(page).toContain('>Ana Souza</a>')
    // Ana: 1 solved, 42 + 20 = 62, "+1" at minute 42, first to solve A.
    expect(page).toMatch(/<td class="sb-total">1<\/td><td class="sb-total">62<\/td>/)
    expect(page).toContain('class="sb-cell sb-cell--solved sb-cell--first"')
    expect(page).toContain('<span class="sb-main">+1</span><span class="sb-sub">42</span>')
    expect(page).toContain('solved at minute 42, after 1 wrong try; first to solve')
    expect(page).toContain('<span class="sb-main">−2</span>')
    expect(page).toContain('2 wrong tries')
    expect(page).toContain('<span class="sb-pending">?1</span>')
    expect(page).toContain('1 submission in the queue')
    expect(page).toContain('Updated at')
    // WCAG 2.2.1: nothing reloads by itself without JavaScript; the reader refreshes with a link to the page.
    expect(page).not.toMatch(/http-equiv/i)
    expect(page).toContain(`href="/gb/competition/${id}/scoreboard">Refresh</a>`)
    expect(page).not.toContain('Pause automatic refresh')

    vi.setSystemTime(now(400))
    const ended = await load(id)
    expect(hydrates(ended)).toBe(false)
    expect(await html(ended)).not.toContain('>Atualizar</a>')
  })

  it('keeps the cells\u2019 visually hidden texts inside the scrolling box (no sideways page scroll on phones)', async () => {
    const { id, exercises } = await makeBoardCompetition()
    const ana = await plainUser('Ana')
    await join(id, { userId: ana })
    await submission(id, ana, exercises[2], at(7))
    vi.setSystemTime(now(60))
    const page = await html(await load(id))
    // The texts are position: absolute; an unpositioned scroll box would not clip them, and the page would
    // grow as wide as the table at 360 px.
    expect(page).toMatch(/<div class="scroll-region sb-scroll"[^>]*>[\s\S]*<span class="visually-hidden">/)
    const css = readFileSync(path.join(process.cwd(), 'modules/competitions/styles/scoreboard.css'), 'utf8')
    const rule = /\.sb-scroll \{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(rule).toMatch(/position: relative/)
    expect(rule).toMatch(/overflow-x: auto/)
  })

  it('shows the freeze to the public and tells organizers they see the board unfrozen', async () => {
    const organizer = await makeUser('pro')
    const { id, exercises } = await makeBoardCompetition({ frozen_minutes: 60, created_by: organizer.id })
    const bruno = await plainUser()
    await join(id, { userId: bruno })
    await submission(id, bruno, exercises[0], at(250))
    vi.setSystemTime(now(270))
    const visitor = await html(await load(id))
    expect(visitor).toContain('Placar congelado desde')
    expect(visitor).toContain('<span class="sb-pending">?1</span>')
    expect(visitor).toContain('1 envio congelado')
    expect(visitor).not.toContain('vê o placar sem congelamento')
    expect(visitor).not.toContain('/manage')

    const data = await load(id, organizer)
    const page = await html(data)
    expect(page).toContain('Placar congelado desde')
    expect(page).toContain('vê o placar sem congelamento')
    expect(page).toContain('resolvido no minuto 250, de primeira')
    expect(page).toContain(`href="/br/competition/${id}/manage"`)
  })

  it('pages 1,000 participants 100 at a time and links the viewer to their own row', async () => {
    const { id, exercises } = await makeBoardCompetition({ style: 'olympiad' })
    const viewer = await makeUser('free')
    const mine = await join(id, { userId: viewer.id })
    await submission(id, viewer.id, exercises[0], at(1), 'wrong_answer', 10)
    for (let i = 0; i < 999; i++) {
      const u = await plainUser()
      await join(id, { userId: u })
      await submission(id, u, exercises[i % 3], at(2), 'wrong_answer', 20 + (i % 80))
    }
    vi.setSystemTime(now(100))
    const data = await load(id, viewer, '?page=3')
    if (data.page.state !== 'board') throw new Error('no board')
    expect(data.page).toMatchObject({
      total: 1000,
      pages: 10,
      page: 3,
      mine: { id: mine, rank: 1000, page: 10 },
    })
    const page = await html(data)
    expect(page.match(/<tr id="p-/g)).toHaveLength(100)
    expect(page).toContain(`href="?page=10#p-${mine}"`)
    expect(page).toContain('Página 3 de 10')
    expect(page).toContain('class="sb-cell sb-cell--partial"')
    expect(page).toContain('<th scope="col">Pontos</th>')

    const last = await html(await load(id, viewer, '?page=10'))
    expect(last).toContain(`<tr id="p-${mine}" class="sb-mine">`)
  })
})
