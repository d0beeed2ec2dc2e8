import { describe, expect, it } from 'vitest'
import { createTestUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { makeCourse, makeExercise, makeLesson, makePost } from '../test-fixtures'
import Search, { type SearchPageData, handle, loader } from './search'

const NS = handle.i18n as string[]

async function load(url: string, user?: { cookie: string }) {
  return (await loader(routeArgs(getRequest(url, user)))) as SearchPageData
}

async function render(lng: 'pt-BR' | 'en-GB', data: SearchPageData) {
  return renderRoute(lng, NS, Search, { loaderData: data })
}

describe('/{lang}/search', () => {
  it('shows only the form when q is empty, with its title', async () => {
    const data = await load('/br/search?q=%20%20')
    expect(data.q).toBe('')
    expect(data.meta.title).toBe('Busca')
    const html = await render('pt-BR', data)
    expect(html).toContain('<form method="get" class="search-page-form" role="search">')
    expect(html).toContain('O que você procura?')
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('<script')
  })

  it('renders the four sections with counts and links, lower-casing the text', async () => {
    const person = await createTestUser({ name: 'Rita Tatu-bola', color: 'orange' })
    const exercise = await makeExercise('Tatu Contador')
    const course = await makeCourse('Curso Tatu')
    const lesson = await makeLesson(course.id, 'Lição do Tatu')
    const data = await load('/br/search?q=TATU')
    expect(data.q).toBe('tatu')
    expect(data.meta.title).toBe('Busca: tatu')
    const html = await render('pt-BR', data)
    for (const [kind, heading] of [
      ['user', 'Pessoas'],
      ['exercise', 'Exercícios'],
      ['lesson', 'Aulas'],
    ])
      expect(html).toContain(
        `<h2 id="search-${kind}">${heading}<span class="search-count">1 resultado</span></h2>`,
      )
    expect(html).toContain(
      '<h2 id="search-post">Posts do blog</h2><p class="search-empty">Nenhum resultado aqui.</p>',
    )
    expect(html).toContain(
      `<a href="/br/user/${person.id}"><span class="name--orange">Rita Tatu-bola</span></a>`,
    )
    expect(html).toContain(`href="/br/exercise/${exercise}"`)
    expect(html).toContain(`href="/br/course/${course.slug}/lesson/${lesson}"`)
    expect(html).toContain('Curso: Curso Tatu')
    expect(html).toContain('value="tatu"')
  })

  it('says nothing was found, in English under /gb', async () => {
    await makePost('Rascunho Escondido Ornitóptero', { visibility: 'draft' })
    const data = await load('/gb/search?q=ornitoptero')
    const html = await render('en-GB', data)
    expect(html).toContain('Nothing found for “ornitoptero”.')
    expect(html).not.toContain('<h2')
  })

  it('shows a viewer’s private exercise to its author only', async () => {
    const author = await createTestUser()
    await makeExercise('Lobo-guará Privado', { visibility: 'private', authorId: author.id })
    expect((await load('/br/search?q=lobo-guara')).sections.exercise.items).toHaveLength(0)
    expect((await load('/br/search?q=lobo-guara', author)).sections.exercise.items).toHaveLength(1)
  })
})
