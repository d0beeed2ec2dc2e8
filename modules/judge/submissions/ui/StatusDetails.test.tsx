import { describe, expect, it } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import type { StatusDetail } from '../../exercises/workspace-types'
import { StatusDetails } from './StatusDetails'

const base: StatusDetail = {
  id: 7,
  exercise_id: 3,
  status: 'in_queue',
  score: null,
  can_download_test_case: false,
  error_on_sample: false,
  next_exercise: null,
  compilation_error_message: null,
  runtime_error_message: null,
  log: [],
  level: 'easy',
  progress: { stage: 'queued' },
  sample_failure: null,
  reward: null,
}

const render = (lng: 'pt-BR' | 'en-GB', detail: StatusDetail, own = true) =>
  renderRoute(lng, ['common', 'judge', 'exercise'], () => (
    <StatusDetails detail={detail} nextHref={null} failedTestHref={null} own={own} />
  ))

describe('StatusDetails (issue 16)', () => {
  it('names the stage the judge reports while in queue', async () => {
    expect(await render('pt-BR', base)).toContain('<span class="verdict-name">Na fila</span>')
    expect(await render('pt-BR', { ...base, progress: { stage: 'compiling' } })).toContain('Compilando…')
    expect(await render('en-GB', { ...base, progress: { stage: 'testing', test: 3, tests: 12 } })).toContain(
      'Running test 3 of 12…',
    )
  })

  it('celebrates an Accepted with the XP and a level up', async () => {
    const html = await render('pt-BR', {
      ...base,
      status: 'accepted',
      score: 100,
      progress: null,
      reward: { xp: 35, level_ups: [{ category: 'basic', level: 2 }] },
    })
    expect(html).toContain('Parabéns, você resolveu!')
    expect(html).toContain('+35 XP')
    expect(html).toContain('Você subiu para o nível 2 em Básico!')
    expect(await render('pt-BR', { ...base, status: 'accepted', score: 100, progress: null })).not.toContain(
      'Parabéns',
    )
  })

  it('puts a failed sample’s expected output beside the program’s, and keeps compiler output unwrapped', async () => {
    const html = await render('en-GB', {
      ...base,
      status: 'wrong_answer',
      score: 0,
      progress: null,
      error_on_sample: true,
      sample_failure: { sample: 2, input: '2 3\n', expected: '5\n', output: '6 &lt;\n' },
      compilation_error_message: 'a.c:3:5: error\n    3 |     x\n      |     ^',
    })
    expect(html).toContain('Sample 2 failed')
    expect(html).toMatch(/<figcaption>Expected output<\/figcaption><pre tabindex="0"><samp>5\n<\/samp>/)
    expect(html).toMatch(
      /<figcaption>Program output<\/figcaption><pre tabindex="0"><samp>6 &amp;lt;\n<\/samp>/,
    )
    expect(html).toContain('<pre class="judge-message" tabindex="0">')
  })
})
