import { describe, expect, it } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { TheoreticalForm } from './TheoreticalForm'
import { blankTheoreticalValues } from './theoretical-form.server'

const render = (lng: 'pt-BR' | 'en-GB', node: () => JSX.Element) =>
  renderRoute(lng, ['common', 'content'], node)

describe('TheoreticalForm', () => {
  it('renders rows, one radio group per question and the add buttons; save is the default button', async () => {
    const values = blankTheoreticalValues()
    values.questions[0]!.correct = '1'
    const html = await render('en-GB', () => <TheoreticalForm values={values} result={undefined} />)
    const buttons = [...html.matchAll(/<button[^>]*name="intent" value="([^"]+)"/g)].map((m) => m[1])
    expect(buttons[0]).toBe('save')
    expect(buttons).toEqual(expect.arrayContaining(['preview', 'add-question', 'add-option:0']))
    expect(html).toMatch(
      /<input type="radio"[^>]*name="questions\[0\]\.correct"[^>]*checked=""[^>]*value="1"/,
    )
    expect(html).toContain('name="questions[0].options[1].text_gb"')
    expect(html).not.toContain('<script')
  })

  it('shows the errors of each question in the page language, keeping the values', async () => {
    const values = blankTheoreticalValues()
    values.questions[0]!.prompt_br = 'Quanto é 1 + 1?'
    const result = {
      values,
      errors: { 'questions[0]': ['correctNone'], title_br: ['required'] },
      preview: null,
    }
    const html = await render('pt-BR', () => <TheoreticalForm values={values} result={result} />)
    expect(html).toContain('Marque a alternativa correta desta questão.')
    expect(html).toContain('Preencha este campo.')
    expect(html).toContain('Quanto é 1 + 1?')
    expect(html).toContain('Não foi possível salvar.')
  })
})
