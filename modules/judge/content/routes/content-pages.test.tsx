import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { call as args, get } from '../../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import NewExercise, { loader as newLoader } from './content.exercise-new'
import MyExercises, { loader as listLoader } from './content.exercises'
import EditExercise, { loader as editLoader } from './exercise.edit'

useOwnJudgeDataDir()

const page = (lng: 'pt-BR' | 'en-GB', Component: ComponentType, loaderData: unknown, actionData?: unknown) =>
  renderRoute(lng, ['common', 'content', 'judge'], Component, { loaderData, actionData })

describe('content pages for programming exercises render complete HTML', () => {
  it('my exercises, new and edit', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, title_br: 'Soma <b>', visibility: 'private' })

    const list = await page(
      'pt-BR',
      MyExercises,
      await listLoader(args(get('/br/content/exercises', author))),
    )
    expect(list).toContain('Meus exercícios de programação')
    expect(list).toContain('Soma &lt;b&gt;')
    expect(list).toContain(`href="/br/exercise/${id}/edit"`)
    expect(list).toContain('href="/br/content/exercises/new"')
    expect(list).toContain('3 testes')
    // The edit link names its exercise with aria-label: no absolutely placed text inside the scrolling table.
    expect(list).toContain(`<a href="/br/exercise/${id}/edit" aria-label="Editar: Soma &lt;b&gt;">Editar</a>`)
    expect(list.split('<tbody>')[1]).not.toContain('visually-hidden')

    const blank = await page(
      'en-GB',
      NewExercise,
      await newLoader(args(get('/gb/content/exercises/new', author))),
    )
    expect(blank).toContain('New programming exercise')
    expect(blank).toContain('name="samples[0].input"')

    const data = await editLoader(args(get(`/gb/exercise/${id}/edit`, author), { id: String(id) }))
    const edit = await page('en-GB', EditExercise, data, {
      values: { ...data.values, title_gb: 'Typed again' },
      errors: { text_br: ['required'] },
      message: null,
      preview: { br: '<p>Rendered</p>', gb: null },
      fileDropped: false,
    })
    expect(edit).toContain('Edit programming exercise')
    expect(edit).toContain('value="Typed again"')
    expect(edit).toContain('Fill in this field.')
    expect(edit).toContain('<p>Rendered</p>')
    expect(edit).toContain('Current package: 3 tests.')
    expect(edit).not.toContain('<script')
  })

  it('shows staff each author by display name (first and last word)', async () => {
    const author = await makeUser('free', { name: 'Carlos Eduardo Autor' })
    await makeExercise({ author_id: author.id, title_br: 'Do Carlos' })
    const staff = await makeUser('author')
    const list = await page('pt-BR', MyExercises, await listLoader(args(get('/br/content/exercises', staff))))
    expect(list).toContain('<td>Carlos Autor</td>')
    expect(list).not.toContain('Carlos Eduardo')
  })
})
