import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n.server'
import { TheoreticalForm } from './TheoreticalForm'
import { blankTheoreticalValues } from './theoretical-form.server'

async function render(lng: 'pt-BR' | 'en-GB', node: () => JSX.Element) {
  const i18n = await createI18nForRender(lng, ['common', 'content'])
  const Stub = createRemixStub([{ path: '/', Component: node }])
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>,
  )
}

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
