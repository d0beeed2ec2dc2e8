import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeBlogPost, makeUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import type { BlogList } from '../posts.server'
import Blog, { handle, loader } from './blog'

const NS = ['common', 'blog']
const list = async (url: string) => (await loader(routeArgs(getRequest(url)))).list as BlogList

describe('/{lang}/blog', () => {
  it('public and PRO posts, newest first, 12 a page; drafts never listed', async () => {
    const base = Date.parse('2026-03-01T12:00:00Z')
    for (let i = 0; i < 14; i++)
      await makeBlogPost({
        title_br: `Post número ${i}`,
        visibility: i === 3 ? 'pro' : 'public',
        created_at: new Date(base + i * 3_600_000).toISOString(),
      })
    await makeBlogPost({
      title_br: 'Rascunho',
      visibility: 'draft',
      created_at: new Date(base + 99 * 3_600_000).toISOString(),
    })
    const first = await list('/br/blog')
    expect(first.total).toBe(14)
    expect(first.pages).toBe(2)
    expect(first.items).toHaveLength(12)
    expect(first.items[0].title).toBe('Post número 13')
    expect(first.items.find((i) => i.title === 'Post número 3')?.pro).toBe(true)
    const second = await list('/br/blog?page=2')
    expect(second.items.map((i) => i.title)).toEqual(['Post número 1', 'Post número 0'])
    expect((await list('/br/blog?page=99')).page).toBe(2)
    const html = await renderRoute('pt-BR', NS, Blog, {
      loaderData: await loader(routeArgs(getRequest('/br/blog'))),
    })
    expect(html).toContain('Página 1 de 2')
    expect(html).toContain('href="?page=2"')
    expect(html).not.toContain('Rascunho')
    expect(handle.hydrate).toBeUndefined()
    expect(html).not.toContain('<script')
  })

  it('filters by tag and shows image, English title (or the Portuguese one), author, counts and the tutorial mark', async () => {
    const author = await makeUser('author', { name: 'Carlos Eduardo Autor' })
    const tutorial = await makeBlogPost({
      tag: 'tutorial',
      title_br: 'Recursão sem medo',
      title_gb: 'Recursion without fear',
      author_id: author.id,
      is_tutorial: 1,
    })
    await db
      .updateTable('blog_posts')
      .set({ has_image: 1, comment_count: 3, view_count: 41 })
      .where('id', '=', tutorial.id)
      .execute()
    await makeBlogPost({ tag: 'tutorial', title_br: 'Só em português' })
    await makeBlogPost({ tag: 'event', title_br: 'Maratona de verão' })
    const data = await loader(routeArgs(getRequest('/gb/blog?tag=tutorial')))
    expect(data.list.items.map((i) => i.title)).toEqual(['Só em português', 'Recursion without fear'])
    const html = await renderRoute('en-GB', NS, Blog, { loaderData: data })
    expect(html).toContain(`src="/image/post/${tutorial.id}.webp"`)
    expect(html).toContain(`href="/gb/blog/${tutorial.url}"`)
    expect(html).toContain(`href="/gb/user/${author.id}"`)
    expect(html).toContain('Carlos Autor')
    expect(html).toContain('3 comments')
    expect(html).toContain('41 views')
    expect(html).toContain('post-tag--tutorial')
    expect(html).not.toContain('Maratona de verão')
    expect(html).toMatch(/<option value="tutorial" selected="">Tutorial<\/option>/)
  })

  it('says "no comments" and "no views" for a post nobody read yet (pt-BR counts 0 as singular)', async () => {
    await makeBlogPost({ tag: 'interview', title_br: 'Entrevista nova' })
    const data = await loader(routeArgs(getRequest('/br/blog?tag=interview')))
    const html = await renderRoute('pt-BR', NS, Blog, { loaderData: data })
    expect(html).toContain('Nenhum comentário')
    expect(html).toContain('Nenhuma visualização')
    expect(html).not.toContain('0 comentário')
    const gb = await renderRoute('en-GB', NS, Blog, { loaderData: data })
    expect(gb).toContain('No comments')
  })
})
