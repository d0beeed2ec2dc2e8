import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { makeBlogPost, makeUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { createFeedPost } from '../feed.server'
import { befriend, payload } from '../test-helpers'
import FeedPage, { action as feedAction, loader as feedLoader } from './feed'
import News, { action, handle, loader } from './news'

const NS = ['common', 'blog']
type Made = Awaited<ReturnType<typeof makeUser>>

beforeEach(() => resetRateLimits())

const postNews = (user: Made | null, fields: Record<string, string>, lang = 'br') =>
  action(routeArgs(formRequest(`/${lang}/news`, fields, user ? { cookie: user.cookie } : {})))

const cookieOf = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0]

describe('/{lang}/news', () => {
  it('a too-long text is refused at 422 with "Your text is too long" and everything typed kept', async () => {
    const user = await makeUser('free')
    const text = `Começo\n${'x'.repeat(1000)}`
    const res = payload<{ values: Record<string, string>; errors: Record<string, string[]> }>(
      await postNews(user, { text, visibility: 'friends', tag: 'jobs' }),
    )
    expect(res.status).toBe(422)
    expect(res.data.values).toEqual({ text, visibility: 'friends', tag: 'jobs' })
    expect(await db.selectFrom('feed_posts').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    )
    const page = payload(await loader(routeArgs(getRequest('/br/news', user)))).data
    const br = await renderRoute('pt-BR', NS, News, { loaderData: page, actionData: res.data })
    expect(br).toContain('Seu texto é muito longo')
    expect(br).toContain('Até 1000 caracteres.')
    expect(br).toContain('xxxxxxxxxx</textarea>')
    expect(br).toMatch(/<option value="friends" selected="">Somente amigos<\/option>/)
    expect(br).toMatch(/<option value="jobs" selected="">Vagas<\/option>/)
    const gb = await renderRoute('en-GB', NS, News, { loaderData: page, actionData: res.data })
    expect(gb).toContain('Your text is too long')
  })

  it('posts, redirects back with a one-time notice, and shows the post', async () => {
    const user = await makeUser('free', { name: 'Lia Souza' })
    const res = (await postNews(user, {
      text: '  Dica: leia o enunciado duas vezes.  ',
      visibility: 'community',
      tag: 'hint',
    })) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/news')
    const request = getRequest('/br/news', user)
    request.headers.set('cookie', `${user.cookie}; ${cookieOf(res)}`)
    const page = payload<{ flash: string; feed: { items: { text: string }[] } }>(
      await loader(routeArgs(request)),
    )
    expect(page.data.flash).toBe('posted')
    expect(page.data.feed.items[0].text).toBe('Dica: leia o enunciado duas vezes.')
    const html = await renderRoute('pt-BR', NS, News, { loaderData: page.data })
    expect(html).toContain('Sua publicação está no feed.')
    expect(html).toContain('Lia Souza')
    expect(handle.hydrate).toBeUndefined()
    expect(html).not.toContain('<script')
  })

  it('the 11th post in a minute gets 429 with the too-many-requests message, values kept', async () => {
    const user = await makeUser('free')
    for (let i = 0; i < 10; i++)
      expect(
        ((await postNews(user, { text: `p${i}`, visibility: 'community', tag: 'other' })) as Response).status,
      ).toBe(302)
    const res = payload<{ values: { text: string } }>(
      await postNews(user, { text: 'mais uma', visibility: 'community', tag: 'other' }),
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(res.data.values.text).toBe('mais uma')
    const page = payload(await loader(routeArgs(getRequest('/br/news', user)))).data
    const html = await renderRoute('pt-BR', ['common', 'blog'], News, {
      loaderData: page,
      actionData: res.data,
    })
    expect(html).toContain('Muitas requisições')
    expect(html).toContain('mais uma</textarea>')
  })

  it('visitors read the community posts, see no form and are sent to log in when they post', async () => {
    const author = await makeUser('free')
    await createFeedPost(author.session, { text: 'para todos', visibility: 'community', tag: 'humor' })
    await createFeedPost(author.session, { text: 'só amigos', visibility: 'friends', tag: 'humor' })
    const page = payload<{ feed: { items: { text: string }[] } }>(
      await loader(routeArgs(getRequest('/gb/news'))),
    )
    const texts = page.data.feed.items.map((i) => i.text)
    expect(texts).toContain('para todos')
    expect(texts).not.toContain('só amigos')
    const html = await renderRoute('en-GB', NS, News, { loaderData: page.data })
    expect(html).toContain('Log in to post to the feed.')
    expect(html).not.toContain('name="text"')
    const res = await thrown(postNews(null, { text: 'oi', visibility: 'community', tag: 'other' }, 'gb'))
    expect(res.headers.get('Location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Fnews')
  })

  it('filters by tag, links to older posts and shows the latest public news posts on top', async () => {
    const author = await makeUser('free')
    for (let i = 0; i < 22; i++)
      await createFeedPost(author.session, { text: `vaga ${i}`, visibility: 'community', tag: 'jobs' })
    await createFeedPost(author.session, { text: 'piada', visibility: 'community', tag: 'humor' })
    await makeBlogPost({ tag: 'news', title_br: 'Novo curso de Python', title_gb: 'New Python course' })
    await makeBlogPost({ tag: 'news', title_br: 'Rascunho secreto', visibility: 'draft' })
    await makeBlogPost({ tag: 'article', title_br: 'Artigo comum' })
    const page = payload<{ feed: { items: { text: string }[]; older: number | null } }>(
      await loader(routeArgs(getRequest('/gb/news?tag=jobs'))),
    )
    expect(page.data.feed.items).toHaveLength(20)
    expect(page.data.feed.items.every((i) => i.text.startsWith('vaga'))).toBe(true)
    const html = await renderRoute('en-GB', NS, News, { loaderData: page.data })
    expect(html).toContain(`href="?tag=jobs&amp;before=${page.data.feed.older}"`)
    expect(html).toContain('New Python course')
    expect(html).not.toContain('Rascunho secreto')
    expect(html).not.toContain('Artigo comum')
    const older = payload<{ feed: { items: unknown[]; older: number | null } }>(
      await loader(routeArgs(getRequest(`/gb/news?tag=jobs&before=${page.data.feed.older}`))),
    )
    expect(older.data.feed.items).toHaveLength(2)
    expect(older.data.feed.older).toBeNull()
  })
})

describe('/{lang}/feed/:id', () => {
  it('a friends-only post: the friend sees it, a third user and visitors get 404', async () => {
    const author = await makeUser('free', { name: 'Beatriz Santos' })
    const friend = await makeUser('free')
    const third = await makeUser('pro')
    await befriend(author.id, friend.id)
    const id = await createFeedPost(author.session, {
      text: 'Linha 1\nLinha 2 com **negrito**',
      visibility: 'friends',
      tag: 'hint',
    })
    const get = (user?: Made) => feedLoader(routeArgs(getRequest(`/br/feed/${id}`, user), { id: String(id) }))
    expect((await thrown(get(third))).status).toBe(404)
    expect((await thrown(get())).status).toBe(404)
    expect((await thrown(feedLoader(routeArgs(getRequest('/br/feed/x'), { id: 'x' })))).status).toBe(404)
    const data = await get(friend)
    const html = await renderRoute('pt-BR', NS, FeedPage, { loaderData: data })
    expect(html).toContain(`href="/br/user/${author.id}"`)
    expect(html).toContain('Somente amigos')
    expect(html).toContain('Dica')
    // Plain text: the line break stays (CSS pre-line), the asterisks are not Markdown.
    expect(html).toContain('Linha 1\nLinha 2 com **negrito**')
    expect(html).not.toContain('Excluir publicação')
    const mine = await renderRoute('pt-BR', NS, FeedPage, { loaderData: await get(author) })
    expect(mine).toContain('Excluir publicação')
  })

  it('deletes for its author, 403 for a friend, 404 for a stranger', async () => {
    const author = await makeUser('free')
    const friend = await makeUser('free')
    const stranger = await makeUser('free')
    await befriend(author.id, friend.id)
    const id = await createFeedPost(author.session, { text: 'apagar', visibility: 'friends', tag: 'other' })
    const del = (user: Made) =>
      feedAction(
        routeArgs(formRequest(`/br/feed/${id}`, { intent: 'delete' }, { cookie: user.cookie }), {
          id: String(id),
        }),
      )
    expect((await thrown(del(stranger))).status).toBe(404)
    expect((await thrown(del(friend))).status).toBe(403)
    const res = (await del(author)) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/news')
    expect(
      await db.selectFrom('feed_posts').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined()
  })
})
