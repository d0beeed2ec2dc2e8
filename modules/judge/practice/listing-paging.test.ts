import { beforeAll, describe, expect, it } from 'vitest'
import { makeExercise, useOwnJudgeDataDir } from '../test-helpers'
import { PAGE_SIZE, listExercises, parseExerciseFilters } from './listing.server'

useOwnJudgeDataDir()

const created: number[] = []

beforeAll(async () => {
  for (let i = 1; i <= PAGE_SIZE; i++) created.push(await makeExercise({ title_br: `Página A ${i}` }, null))
  created.push(await makeExercise({ title_br: 'Página B' }, null))
})

const list = (query: string) => listExercises(null, parseExerciseFilters(new URLSearchParams(query)), 'pt-BR')

describe('paging the exercises list', () => {
  it('shows 25 per page, stable by id, and the rest on the next page', async () => {
    const first = await list('q=Página')
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, page: 1, pages: 2 })
    expect(first.rows.map((r) => r.id)).toEqual(created.slice(0, PAGE_SIZE))
    const second = await list('q=Página&page=2')
    expect(second.rows.map((r) => r.id)).toEqual([created[PAGE_SIZE]])
  })

  it('exactly one page of results is one page', async () => {
    const page = await list('q=Página A')
    expect(page).toMatchObject({ total: PAGE_SIZE, page: 1, pages: 1 })
    expect(page.rows).toHaveLength(PAGE_SIZE)
  })

  it('a page past the end shows the last page; nonsense shows the first', async () => {
    const past = await list('q=Página&page=99')
    expect(past).toMatchObject({ page: 2, pages: 2 })
    expect(past.filters.page).toBe(2)
    expect(past.rows.map((r) => r.id)).toEqual([created[PAGE_SIZE]])
    expect((await list('q=Página&page=0')).page).toBe(1)
  })

  it('no match is an empty first page', async () => {
    expect(await list('q=nada&page=5')).toMatchObject({ total: 0, page: 1, pages: 1, rows: [] })
  })
})
