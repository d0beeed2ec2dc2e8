// Acceptance rate (issue 16): accepted / judged submissions and the solvers, on the exercise page and in the list.
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'
import { renderRoute } from '~/tests/setup/render'
import ExercisePage, { handle, loader } from '../../exercises/routes/exercise'
import { call, get } from '../../route-test-helpers'
import { makeExercise, useOwnJudgeDataDir } from '../../test-helpers'
import { listExercises } from '../listing.server'
import { acceptanceRate, exerciseStats } from '../practice-stats.server'
import { addSubmission, plainUser } from '../practice-test-helpers'
import { ExerciseTable } from '../ui/ExerciseTable'

vi.mock('../../submissions/queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()

/** Two solvers, four judged submissions (2 accepted); queued, frozen and the judge's failures not judged. */
async function exercise() {
  const id = await makeExercise({ title_br: 'Taxa', title_gb: 'Rate' }, null)
  const [a, b, c] = [await plainUser(), await plainUser(), await plainUser()]
  await addSubmission(a, id, { status: 'wrong_answer', score: 0 })
  await addSubmission(a, id)
  await addSubmission(b, id)
  await addSubmission(c, id, { status: 'time_limit_exceeded', score: 20 })
  await addSubmission(c, id, { status: 'in_queue', score: null })
  await addSubmission(c, id, { status: 'frozen', score: null })
  await addSubmission(c, id, { status: 'internal_error', score: null })
  return id
}

describe('acceptance rate', () => {
  it('counts accepted over judged submissions, and is none before a verdict', async () => {
    const id = await exercise()
    const fresh = await makeExercise({}, null)
    const stats = await exerciseStats([id, fresh], null)
    expect(stats.get(id)).toMatchObject({ solvers: 2, judged: 4, accepted: 2 })
    expect(acceptanceRate(stats.get(id) ?? { accepted: 0, judged: 0 })).toBe(50)
    expect(stats.get(fresh)).toBeUndefined()
    expect(acceptanceRate({ accepted: 0, judged: 0 })).toBeNull()
    expect(acceptanceRate({ accepted: 1, judged: 3 })).toBe(33)
  })

  it('shows the rate and the solvers on the exercise page', async () => {
    const id = await exercise()
    const loaderData = (await loader(call(get(`/br/exercise/${id}`), { id: String(id) }))) as {
      data: unknown
    }
    const html = await renderRoute('pt-BR', handle.i18n as string[], ExercisePage, {
      loaderData: loaderData.data,
    })
    expect(html.replace(/<!-- -->/g, '')).toMatch(
      /<dt>Aceitação<\/dt><dd class="acceptance-rate">50% \(2 de 4 submissões julgadas\)<\/dd>/,
    )
    expect(html.replace(/<!-- -->/g, '')).toContain('<dt>Resolvido por</dt><dd>2 pessoas</dd>')
  })

  it('gives each listed exercise its rate, with the counts for screen readers', async () => {
    const id = await exercise()
    const page = await listExercises(
      null,
      { difficulty: null, subjects: [], source: null, status: null, q: 'Rate', page: 1 },
      'en-GB',
    )
    const row = page.rows.find((r) => r.id === id)
    expect(row).toMatchObject({ solvers: 2, judged: 4, accepted: 2 })
    const i18n = await createI18nForRender('en-GB', ['practice', 'judge'])
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ExerciseTable rows={row ? [row] : []} loggedIn={false} />
      </I18nextProvider>,
    )
    expect(html).toContain('<th scope="col" class="num practice-col-rate">Acceptance</th>')
    expect(html).toContain(
      '<span class="acceptance-rate" title="2 of 4 judged submissions accepted">50%<span class="visually-hidden"> (2 of 4 judged submissions accepted)</span></span>',
    )
  })
})
