import { describe, expect, it } from 'vitest'
import { createTestUser, exerciseRow } from '~/tests/factories'
import { getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { routeError, solve } from '../test-helpers'
import UserExercises, { ErrorBoundary, SOLVED_PAGE_SIZE, handle, loader } from './user-exercises'

const NS = handle.i18n as string[]
const load = (id: number | string, viewer?: { cookie: string }, query = '') =>
  loader(routeArgs(getRequest(`/br/user/${id}/exercises${query}`, viewer), { id: String(id) }))
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()

describe('/{lang}/user/:id/exercises', () => {
  it('lists each solved exercise once, newest first, only those the viewer may see', async () => {
    const solver = await createTestUser({ name: 'Rafael Nunes Prado' })
    const outsider = await createTestUser()
    const staff = await createTestUser({ permissions: '["create_content"]' })
    const first = await exerciseRow({ title_br: 'Primeiro' })
    const second = await exerciseRow({ title_br: 'Segundo' })
    const hidden = await exerciseRow({ title_br: 'Privado', visibility: 'private', author_id: staff.id })
    const failed = await exerciseRow({ title_br: 'Nunca aceito' })
    await solve(solver.id, first, at(1))
    await solve(solver.id, second, at(2))
    await solve(solver.id, first, at(3)) // solved again: still listed once, at its first acceptance
    await solve(solver.id, hidden, at(4))
    await solve(solver.id, failed, at(5), 'wrong_answer')
    const visitor = await load(solver.id)
    expect(visitor.solved.items.map((s) => s.title)).toEqual(['Segundo', 'Primeiro'])
    expect(visitor.solved.total).toBe(2)
    expect((await load(solver.id, outsider)).solved.total).toBe(2)
    expect((await load(solver.id, staff)).solved.items.map((s) => s.title)).toEqual([
      'Privado',
      'Segundo',
      'Primeiro',
    ])
    const html = (await renderRoute('pt-BR', NS, UserExercises, { loaderData: visitor })).replace(
      /<!-- -->/g,
      '',
    )
    expect(visitor.meta.title).toBe('Exercícios resolvidos por Rafael Prado')
    expect(html).toContain(`href="/br/exercise/${second}"`)
    expect(html).toContain(`href="/br/user/${solver.id}"`)
    expect(html).toContain('2 exercícios resolvidos.')
    expect(html).not.toContain('Privado')
    expect(html).not.toContain('<script')
  })

  it('pages through long lists', async () => {
    const solver = await createTestUser()
    for (let i = 0; i < SOLVED_PAGE_SIZE + 2; i++)
      await solve(solver.id, await exerciseRow({ title_br: `Ex ${i}` }), at(i))
    const one = await load(solver.id)
    expect(one.solved).toMatchObject({ page: 1, pages: 2, total: SOLVED_PAGE_SIZE + 2 })
    expect(one.solved.items).toHaveLength(SOLVED_PAGE_SIZE)
    expect(one.solved.items[0].title).toBe(`Ex ${SOLVED_PAGE_SIZE + 1}`)
    const two = await load(solver.id, undefined, '?page=2')
    expect(two.solved.items.map((s) => s.title)).toEqual(['Ex 1', 'Ex 0'])
    // A page past the end shows the last one.
    expect((await load(solver.id, undefined, '?page=99')).solved.page).toBe(2)
  })

  it('404s an unknown user', async () => {
    const error = await routeError(await thrown(load(987654321)))
    expect(error.status).toBe(404)
    const html = await renderRoute('pt-BR', NS, UserExercises, { error }, ErrorBoundary)
    expect(html).toContain('Esse usuário não existe.')
  })
})
