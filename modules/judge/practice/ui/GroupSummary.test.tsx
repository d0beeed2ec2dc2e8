import { describe, expect, it } from 'vitest'
import { renderRoute } from '~/tests/setup/render'
import { GroupSummary } from './GroupSummary'

const summary = (
  lng: 'pt-BR' | 'en-GB',
  stats: { exercises: number; solved: number; average: number | null },
) => renderRoute(lng, ['common', 'practice'], () => <GroupSummary stats={stats} loggedIn />)

describe('GroupSummary', () => {
  it('says "nenhum" for zero (pt-BR counts 0 as singular: never "0 exercício")', async () => {
    const br = await summary('pt-BR', { exercises: 0, solved: 0, average: null })
    expect(br).toContain('Nenhum exercício · nenhum resolvido por você · nota média —')
    expect(await summary('en-GB', { exercises: 0, solved: 0, average: null })).toContain(
      'No exercises · none solved by you',
    )
    expect(await summary('pt-BR', { exercises: 1, solved: 1, average: 80 })).toContain(
      '1 exercício · 1 resolvido por você · nota média 80',
    )
  })
})
