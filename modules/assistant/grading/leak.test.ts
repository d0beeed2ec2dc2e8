import { describe, expect, it } from 'vitest'
import { SHARED_RUN, guardFeedback, withoutSolutionRuns } from './leak'

const SOLUTION =
  'Cada um dos 30 estudantes aperta a mão de 29 colegas e cada aperto conta duas vezes: 30 · 29 / 2 = 435.'

describe('feedback without the official solution', () => {
  it('cuts out a run of the solution copied word for word, whatever the case and spacing', () => {
    const feedback = 'Boa tentativa. CADA um dos 30 estudantes  aperta a mão de 29 colegas, pense nisso.'
    expect(withoutSolutionRuns(feedback, SOLUTION, 'NOTE')).toBe('Boa tentativa. (NOTE), pense nisso.')
  })

  it('cuts the worked computation (symbols count as words)', () => {
    const out = withoutSolutionRuns('O certo: conta duas vezes: 30 · 29 / 2 = 435.', SOLUTION, 'NOTE')
    expect(out).not.toContain('435')
  })

  it(`leaves feedback sharing fewer than ${SHARED_RUN} words in a row, and a short solution, alone`, () => {
    const feedback = 'Cada aperto conta duas vezes: o resultado 435 está certo.'
    expect(withoutSolutionRuns(feedback, SOLUTION, 'NOTE')).toBe(feedback)
    expect(withoutSolutionRuns('x = 435 porque sim', '435', 'NOTE')).toBe('x = 435 porque sim')
  })

  it('also withholds a long code block, with the chat’s note, in the student’s language', () => {
    const code = ['```', ...Array.from({ length: 12 }, (_, i) => `a${i} = ${i}`), '```'].join('\n')
    const out = guardFeedback(`Veja:\n${code}`, '', 'en-GB')
    expect(out).not.toContain('a5 = 5')
    expect(out).toMatch(/does not hand over finished solutions/)
  })
})
