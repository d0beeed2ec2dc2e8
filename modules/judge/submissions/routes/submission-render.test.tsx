// The submission page as a browser without JavaScript gets it: verdict colours, test names, times, dates,
// the main action after a verdict and the judge's own failures.
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import type { SubmissionPageData } from '../../exercises/workspace-types'
import { addSubmission } from '../../practice/practice-test-helpers'
import { type User, call, get } from '../../route-test-helpers'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from '../../test-helpers'
import { formatDateTime } from '../../ui/format'
import SubmissionPage, { handle, loader } from './submission'

vi.mock('../queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()

const prefixOf = { 'pt-BR': 'br', 'en-GB': 'gb' } as const

async function page(id: number, user: User | undefined, lng: 'pt-BR' | 'en-GB', query = '') {
  const data = (await loader(
    call(get(`/${prefixOf[lng]}/submission/${id}${query}`, user), { id: String(id) }),
  )) as SubmissionPageData
  return renderRoute(lng, handle.i18n as string[], SubmissionPage, { loaderData: data })
}

const REPORT = JSON.stringify([
  { name: 'sample 1', sample: true, verdict: 'accepted', cpuMs: 3, memoryKiB: 1024 },
  { name: '1/01', sample: false, verdict: 'accepted', cpuMs: 1011, memoryKiB: 1_048_576 },
  { name: '2/a', sample: false, verdict: 'wrong_answer', cpuMs: 12, memoryKiB: 2048 },
])

describe('submission page', () => {
  it('names tests and times in the page’s language and offers "try again" first after a failure', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const id = await submitAs(owner, exerciseId)
    await setVerdict(id, { status: 'wrong_answer', score: 50, error_on_sample: 1, report: REPORT })
    await makeExercise() // a next exercise exists

    const br = await page(id, owner, 'pt-BR')
    expect(br).toContain('<th scope="row">Exemplo 1</th>')
    expect(br).toContain('<th scope="row">Teste 1.1</th>')
    expect(br).toContain('<th scope="row">Grupo 2 · a</th>')
    expect(br).not.toMatch(/sample 1|1\/01|2\/a</)
    // 1011 ms in seconds with a decimal comma (never "1.011 ms"); 1 GiB without a thousands point.
    expect(br).toContain('1,01 s')
    expect(br).not.toContain('1.011')
    expect(br).toContain('1024 MiB')
    // The verdict colour class sits under .status-details, where it beats `.card p`.
    expect(br).toMatch(/<div class="status-details"><p class="verdict verdict--bad"/)
    // Try again (primary) goes back to the form; next exercise is secondary.
    const actions = /<p class="form-actions">(.*?)<\/p>/s.exec(br)?.[1] ?? ''
    expect(actions).toMatch(
      new RegExp(`^<a class="button" href="/br/exercise/${exerciseId}#solution">Tentar de novo</a>`),
    )
    expect(actions).toContain('class="button button--ghost" href="/br/exercise/')
    expect(br).toContain('Sua solução falha em um dos exemplos')

    const gb = await page(id, owner, 'en-GB')
    expect(gb).toContain('Sample 1')
    expect(gb).toContain('Test 1.1')
    expect(gb).toContain('Group 2 · a')
    expect(gb).toContain('1.01 s')
    expect(gb).toContain('>Try again</a>')
  })

  it('sends "try again" back to the lesson it came from', async () => {
    const owner = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    await setVerdict(id, { status: 'run_time_error', score: 0, report: '[]' })
    const html = await page(id, owner, 'en-GB', `?return_to=${encodeURIComponent('/gb/course/1/lesson/2')}`)
    expect(html).toContain('<a class="button" href="/gb/course/1/lesson/2#solution">Try again</a>')
  })

  it('makes the next exercise the main action after Accepted, without "try again"', async () => {
    const owner = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    await setVerdict(id, {
      status: 'accepted',
      score: 100,
      report: REPORT.replace('wrong_answer', 'accepted'),
    })
    const next = await makeExercise()
    const html = await page(id, owner, 'en-GB')
    expect(html).toMatch(/<p class="verdict verdict--good"/)
    expect(html).toContain(`<a class="button" href="/gb/exercise/${next}">Next exercise</a>`)
    expect(html).not.toContain('Try again')
  })

  it('tells the student an internal error is not their fault and hides its score', async () => {
    const owner = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    await setVerdict(id, {
      status: 'internal_error',
      score: 0,
      report: '[]',
      log: 'checker does not compile',
    })
    const html = await page(id, owner, 'pt-BR')
    expect(html).toContain('Erro interno do juiz')
    expect(html).toContain('Isso não é culpa sua')
    expect(html).toContain('A equipe vai verificar')
    expect(html).not.toContain('Pontuação')
    expect(html).not.toContain('0/100')
    expect(html).not.toContain('checker does not compile')
  })

  it('speaks of "this solution" to someone reading another person’s public submission', async () => {
    const owner = await makeUser('free')
    const reader = await makeUser('free')
    const id = await submitAs(owner, await makeExercise())
    await setVerdict(id, {
      status: 'wrong_answer',
      score: 0,
      error_on_sample: 1,
      report: REPORT,
      visibility: 'public',
    })
    const html = await page(id, reader, 'pt-BR')
    expect(html).toContain('Esta solução falha em um dos exemplos do enunciado.')
    expect(html).not.toContain('Sua solução')
    // Nothing to try again: it is not theirs.
    expect(html).not.toContain('Tentar de novo')
  })

  it('shows the date in the same time zone and format as the lists (not UTC)', async () => {
    const owner = await makeUser('free')
    const id = await addSubmission(owner.id, await makeExercise(), { created_at: '2026-03-10T02:30:00.000Z' })
    const html = await page(id, owner, 'pt-BR')
    const shown = formatDateTime('2026-03-10T02:30:00.000Z', 'pt-BR')
    // São Paulo is UTC−3: the evening before, as in the submissions list.
    expect(shown).toMatch(/^09\/03\/2026/)
    expect(html).toContain(`<time dateTime="2026-03-10T02:30:00.000Z">${shown}</time>`)
    expect(html).not.toContain('UTC')
  })
})
