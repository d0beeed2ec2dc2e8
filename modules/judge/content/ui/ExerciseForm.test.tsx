import { describe, expect, it } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { ManageCard } from '../../exercises/ui/ManageCard'
import { blankExerciseValues } from '../exercise-form.server'
import { ExerciseForm, type ExerciseFormProps } from './ExerciseForm'

const render = (lng: 'pt-BR' | 'en-GB', node: () => JSX.Element) =>
  renderRoute(lng, ['common', 'content', 'judge'], node)

const props = (over: Partial<ExerciseFormProps> = {}): ExerciseFormProps => ({
  values: blankExerciseValues(),
  result: undefined,
  subjects: [{ slug: 'somas', title: 'Somas', category: 'basic' }],
  languages: [
    { id: 'c', label: 'C (gcc)' },
    { id: 'python3', label: 'Python 3' },
  ],
  staff: false,
  exercise: null,
  ...over,
})

describe('ExerciseForm', () => {
  it('renders a multipart form whose first submit button saves, with every field', async () => {
    const html = await render('en-GB', () => <ExerciseForm {...props()} />)
    expect(html).toMatch(/enctype="multipart\/form-data"/i)
    const buttons = [...html.matchAll(/<button[^>]*name="intent" value="([^"]+)"/g)].map((m) => m[1])
    expect(buttons[0]).toBe('save')
    expect(buttons).toEqual(expect.arrayContaining(['preview', 'add-sample']))
    for (const name of [
      'title_br',
      'title_gb',
      'text_br',
      'text_gb',
      'difficulty',
      'subjects',
      'time_limit_s',
      'memory_limit_mib',
      'samples[0].input',
      'samples[0].output',
      'package',
      'checker_kind',
      'checker_abs',
      'checker_rel',
      'checker_source',
      'original_author',
      'allow_test_download',
      'visibility',
      'starter[0].language',
      'starter[0].code',
      'starter[1].code',
    ])
      expect(html).toContain(`name="${name}"`)
    // is_free is for staff only.
    expect(html).not.toContain('name="is_free"')
    expect(html).toContain('Add sample')
  })

  it('re-renders what was typed with the errors in the page language', async () => {
    const values = {
      ...blankExerciseValues(),
      title_gb: 'Typed <title>',
      samples: [
        { input: '4 4', output: '' },
        { input: '', output: '' },
      ],
    }
    const result = {
      values,
      errors: { 'samples[0].output': ['sampleIncomplete'], title_br: ['required'] },
      message: 'O arquivo não é um zip válido.',
      preview: null,
      fileDropped: true,
      packageError: 'O arquivo não é um zip válido.',
      checkerOutput: null,
    }
    const html = await render('pt-BR', () => <ExerciseForm {...props({ values, result, staff: true })} />)
    expect(html).toContain('value="Typed &lt;title&gt;"')
    expect(html).toContain('Preencha a entrada e a saída deste exemplo.')
    expect(html).toContain('Preencha este campo.')
    // The package error shows on top and beside the file field, tied to it for screen readers.
    expect(html.split('O arquivo não é um zip válido.')).toHaveLength(3)
    expect(html).toMatch(
      /<input id="f-package"[^>]*aria-invalid="true"[^>]*aria-describedby="f-package-error/,
    )
    expect(html).toMatch(/<ul class="field-errors" id="f-package-error"><li>O arquivo não é um zip válido\./)
    expect(html).toContain('escolha o ZIP de novo')
    expect(html).toContain('name="samples[1].input"')
    expect(html).toContain('name="is_free"')
  })

  it("shows the exercise's own starter code open, the blank languages folded, and a size error by its field", async () => {
    const values = { ...blankExerciseValues(), starter: [{ language: 'python3', code: 'n = int(input())' }] }
    const result = {
      values,
      errors: { 'starter[1].code': ['starterTooLong'] },
      message: null,
      preview: null,
      fileDropped: false,
      packageError: null,
      checkerOutput: null,
    }
    const html = await render('en-GB', () => <ExerciseForm {...props({ values })} />)
    expect(html).toMatch(/<details class="starter-code"><summary>C \(gcc\)<\/summary>/)
    expect(html).toMatch(/<details class="starter-code" open=""><summary>Python 3 · own code<\/summary>/)
    expect(html).toMatch(/name="starter\[1\]\.code"[^>]*>n = int\(input\(\)\)<\/textarea>/)
    const refused = await render('en-GB', () => <ExerciseForm {...props({ values, result })} />)
    expect(refused).toContain('At most 16 KiB of starter code per language.')
  })

  it('lands a no-JavaScript preview or new sample row where the author was, not at the top', async () => {
    const values = {
      ...blankExerciseValues(),
      samples: [
        { input: '1', output: '1' },
        { input: '', output: '' },
      ],
    }
    const html = await render('en-GB', () => (
      <ExerciseForm
        {...props({
          values,
          result: {
            values,
            errors: {},
            message: null,
            preview: { br: '<p>Olá</p>', gb: null },
            fileDropped: false,
            packageError: null,
            checkerOutput: null,
          },
        })}
      />
    ))
    expect(html).toMatch(/<button[^>]*value="preview"[^>]*formAction="#preview"/i)
    expect(html).toMatch(/<section class="content-preview" id="preview"/)
    // Two rows: "add sample" makes row 3, and the reloaded page opens at it.
    expect(html).toMatch(/<button[^>]*value="add-sample"[^>]*formAction="#sample-3"/i)
    expect(html).toContain('id="sample-2"')
  })

  it('shows why a custom checker does not compile, under its source, keeping the source', async () => {
    const values = { ...blankExerciseValues(), checker_kind: 'custom', checker_source: 'int main( {' }
    const result = {
      values,
      errors: { checker_source: ['checkerCompile'] },
      message: null,
      preview: null,
      fileDropped: false,
      packageError: null,
      checkerOutput: "checker.cpp:1:11: error: expected ')' before '{' token",
    }
    const html = await render('pt-BR', () => <ExerciseForm {...props({ values, result })} />)
    expect(html).toContain('O corretor próprio não compila')
    expect(html).toContain('Mensagem do compilador')
    expect(html).toContain('<pre class="content-checker-output"')
    expect(html).toContain('checker.cpp:1:11: error: expected &#x27;)&#x27; before &#x27;{&#x27; token')
    expect(html).toMatch(/<textarea[^>]*name="checker_source"[^>]*>int main\( \{<\/textarea>/)
  })

  it('shows a community exercise’s visibility read-only', async () => {
    const exercise = { id: 7, visibility: 'community' as const, test_count: 4, has_package: true }
    const html = await render('en-GB', () => <ExerciseForm {...props({ exercise })} />)
    expect(html).not.toContain('name="visibility"')
    expect(html).toContain('Community')
    expect(html).toContain('Current package: 4 tests.')
  })
})

describe('ManageCard', () => {
  it('links to the edit page and the test package, with the visibility state', async () => {
    const html = await render('pt-BR', () => (
      <ManageCard exerciseId={12} prefix="br" visibility="public" testCount={1} />
    ))
    expect(html).toContain('href="/br/exercise/12/edit"')
    expect(html).toContain('href="/br/exercise/12/edit#package"')
    expect(html).toContain('Público')
    expect(html).toContain('1 teste no pacote')
  })
})
