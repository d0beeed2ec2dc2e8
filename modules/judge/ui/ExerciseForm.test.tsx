import { describe, expect, it } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { blankExerciseValues } from '../exercise-form.server'
import { ExerciseForm, type ExerciseFormProps } from './ExerciseForm'
import { ManageCard } from './ManageCard'

const render = (lng: 'pt-BR' | 'en-GB', node: () => JSX.Element) =>
  renderRoute(lng, ['common', 'content', 'judge'], node)

const props = (over: Partial<ExerciseFormProps> = {}): ExerciseFormProps => ({
  values: blankExerciseValues(),
  result: undefined,
  subjects: [{ slug: 'somas', title: 'Somas', category: 'basic' }],
  staff: false,
  exercise: null,
  ...over,
})

describe('ExerciseForm', () => {
  it('renders a multipart form whose first submit button saves, with every spec field', async () => {
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
    }
    const html = await render('pt-BR', () => <ExerciseForm {...props({ values, result, staff: true })} />)
    expect(html).toContain('value="Typed &lt;title&gt;"')
    expect(html).toContain('Preencha a entrada e a saída deste exemplo.')
    expect(html).toContain('Preencha este campo.')
    expect(html).toContain('O arquivo não é um zip válido.')
    expect(html).toContain('escolha o ZIP de novo')
    expect(html).toContain('name="samples[1].input"')
    expect(html).toContain('name="is_free"')
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
