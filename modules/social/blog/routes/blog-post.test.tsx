import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { makeBlogPost, makeUser } from '~/tests/factories'
import { withFeature } from '~/tests/setup/features'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { payload } from '../test-helpers'
import { resetViewMemory } from '../views.server'
import BlogPost, { action, loader } from './blog-post'

const NS = ['common', 'blog']
type Made = Awaited<ReturnType<typeof makeUser>>

beforeEach(() => {
  resetRateLimits()
  resetViewMemory()
})

const open = async (url: string, user?: Made, cookie?: string) => {
  const request = getRequest(`/br/blog/${url}`, user)
  if (cookie) request.headers.set('cookie', [user?.cookie, cookie].filter(Boolean).join('; '))
  return payload<Record<string, unknown>>(await loader(routeArgs(request, { url })))
}
const send = (url: string, fields: Record<string, string>, user?: Made, lang = 'br') =>
  action(routeArgs(formRequest(`/${lang}/blog/${url}`, fields, user ? { cookie: user.cookie } : {}), { url }))
const views = async (id: number) =>
  (await db.selectFrom('blog_posts').select('view_count').where('id', '=', id).executeTakeFirstOrThrow())
    .view_count
const counts = async (id: number) =>
  (await db.selectFrom('blog_posts').select('comment_count').where('id', '=', id).executeTakeFirstOrThrow())
    .comment_count

const TEXT =
  '# Título interno\n\nO **primeiro** parágrafo conta a ideia.\n\nO segundo parágrafo só para PRO.\n\n```python\nprint(1)\n```'

describe('/{lang}/blog/:url', () => {
  it('renders the Markdown, the image, author and date; unknown addresses and drafts are 404', async () => {
    const author = await makeUser('author', { name: 'Carlos Autor' })
    const post = await makeBlogPost({ text: TEXT, author_id: author.id, title_gb: 'English title' })
    await db.updateTable('blog_posts').set({ has_image: 1 }).where('id', '=', post.id).execute()
    const page = await open(post.url)
    const html = await renderRoute('pt-BR', NS, BlogPost, { loaderData: page.data })
    expect(html).toContain(`<h1>${post.title_br}</h1>`)
    expect(html).toContain('<strong>primeiro</strong>')
    expect(html).toContain('O segundo parágrafo só para PRO.')
    expect(html).toContain('<h2>Título interno</h2>')
    expect(html).toContain(`src="/image/post/${post.id}.webp"`)
    expect(html).toContain(`href="/br/user/${author.id}"`)
    expect(html).not.toContain('<script')

    expect((await thrown(open('nao-existe'))).status).toBe(404)
    const draft = await makeBlogPost({ visibility: 'draft' })
    expect((await thrown(open(draft.url))).status).toBe(404)
    expect((await thrown(open(draft.url, await makeUser('pro')))).status).toBe(404)
    expect((await open(draft.url, author)).status).toBe(200)
  })

  it('a PRO post: non-PRO readers get the title, image and first paragraph, then a subscription link', async () => {
    const post = await makeBlogPost({ text: TEXT, visibility: 'pro' })
    await db.updateTable('blog_posts').set({ has_image: 1 }).where('id', '=', post.id).execute()
    for (const reader of [undefined, await makeUser('free')]) {
      const page = await open(post.url, reader)
      const html = await renderRoute('pt-BR', NS, BlogPost, { loaderData: page.data })
      expect(html).toContain('O <strong>primeiro</strong> parágrafo conta a ideia.')
      expect(html).not.toContain('O segundo parágrafo')
      expect(html).not.toContain('print')
      expect(html).toContain(`src="/image/post/${post.id}.webp"`)
      expect(html).toContain('provavelmente é necessária uma assinatura PRO')
      // With FEATURES.pro off (a build without billing's pages): no link to it, only once it is on.
      expect(
        await withFeature('pro', () => renderRoute('pt-BR', NS, BlogPost, { loaderData: page.data }), false),
      ).not.toContain('/subscription')
      const on = await withFeature('pro', () => renderRoute('pt-BR', NS, BlogPost, { loaderData: page.data }))
      expect(on).toContain('href="/br/subscription"')
    }
    const pro = await open(post.url, await makeUser('pro'))
    const html = await renderRoute('en-GB', NS, BlogPost, { loaderData: pro.data })
    expect(html).toContain('O segundo parágrafo só para PRO.')
    expect(html).not.toContain('probably a PRO subscription is needed')
    // A teaser reader cannot comment either.
    const free = await makeUser('free')
    const refused = payload(await send(post.url, { intent: 'comment', text: 'oi' }, free))
    expect(refused.status).toBe(403)
  })

  it('counts a view once a day per browser (cookie) and per logged-in user', async () => {
    const post = await makeBlogPost()
    const first = await open(post.url)
    expect(await views(post.id)).toBe(1)
    const cookie = (first.headers.get('Set-Cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^blog_views=/)
    await open(post.url, undefined, cookie)
    expect(await views(post.id)).toBe(1)
    await open(post.url) // another browser, no cookie
    expect(await views(post.id)).toBe(2)
    const reader = await makeUser('free')
    await open(post.url, reader)
    await open(post.url, reader) // same user, cookie cleared
    expect(await views(post.id)).toBe(3)
    // A cookie from yesterday does not count for today.
    await open(post.url, undefined, `blog_views=2000-01-01%3A${post.id}`)
    expect(await views(post.id)).toBe(4)
  })
})

describe('comments', () => {
  it('visitors see "You need to log in first" with a login link, and posting answers 401 with it', async () => {
    const post = await makeBlogPost()
    const page = await open(post.url)
    const gb = await renderRoute('en-GB', NS, BlogPost, { loaderData: page.data })
    expect(gb).toContain('You need to log in first.')
    expect(gb).toContain(`href="/br/login?login=true&amp;redirectTo=%2Fbr%2Fblog%2F${post.url}"`)
    expect(gb).not.toContain('name="text"')
    const res = payload<{ error: string }>(await send(post.url, { intent: 'comment', text: 'Oi!' }))
    expect(res.status).toBe(401)
    expect(res.data.error).toBe('needLogin')
    expect(await counts(post.id)).toBe(0)
  })

  it('adds a comment, keeps the count in step, notifies the author (not for their own comments)', async () => {
    const author = await makeUser('author')
    const reader = await makeUser('free', { name: 'Joana Reis' })
    const post = await makeBlogPost({ author_id: author.id, title_br: 'Listas ligadas' })
    const res = (await send(
      post.url,
      { intent: 'comment', text: '  Ótimo post!\nObrigada.  ' },
      reader,
    )) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toMatch(new RegExp(`^/br/blog/${post.url}#comment-\\d+$`))
    await send(post.url, { intent: 'comment', text: 'Obrigado!' }, author)
    expect(await counts(post.id)).toBe(2)
    const notes = await db
      .selectFrom('notifications')
      .select(['type', 'content'])
      .where('user_id', '=', author.id)
      .execute()
    expect(notes).toEqual([
      {
        type: 'blog_comment',
        content: JSON.stringify({
          post: { id: post.id, url: post.url, title: 'Listas ligadas', title_gb: null },
          user: { id: reader.id, name: 'Joana Reis' },
        }),
      },
    ])
    const page = await open(post.url, reader)
    const html = await renderRoute('pt-BR', NS, BlogPost, { loaderData: page.data })
    expect(html).toContain('2 comentários')
    expect(html).toContain('Ótimo post!\nObrigada.')
    expect(html).toContain('Joana Reis')
  })

  it('empty or too-long comments are 422 with the text kept', async () => {
    const post = await makeBlogPost()
    const user = await makeUser('free')
    const long = 'y'.repeat(4001)
    const res = payload<{ errors: { text: string[] }; values: { text: string } }>(
      await send(post.url, { intent: 'comment', text: long }, user),
    )
    expect(res.status).toBe(422)
    expect(res.data).toMatchObject({ errors: { text: ['tooLong'] }, values: { text: long } })
    expect(payload(await send(post.url, { intent: 'comment', text: '   ' }, user)).status).toBe(422)
    expect(await counts(post.id)).toBe(0)
  })

  it('deleting: its author or a moderator; anyone else gets 403 "You cannot perform this action"', async () => {
    const post = await makeBlogPost()
    const writer = await makeUser('free')
    const other = await makeUser('pro')
    const moderator = await makeUser('moderator')
    await send(post.url, { intent: 'comment', text: 'primeiro' }, writer)
    await send(post.url, { intent: 'comment', text: 'segundo' }, writer)
    const [a, b] = await db
      .selectFrom('blog_comments')
      .select('id')
      .where('post_id', '=', post.id)
      .orderBy('id')
      .execute()
    const refused = payload<{ error: string }>(
      await send(post.url, { intent: 'deleteComment', comment: String(a.id) }, other),
    )
    expect(refused.status).toBe(403)
    const page = await open(post.url, other)
    const html = await renderRoute('en-GB', NS, BlogPost, { loaderData: page.data, actionData: refused.data })
    expect(html).toContain('You cannot perform this action.')
    expect(html.match(/Delete comment/g)).toBeNull()
    expect(await counts(post.id)).toBe(2)
    expect(
      ((await send(post.url, { intent: 'deleteComment', comment: String(a.id) }, writer)) as Response).status,
    ).toBe(302)
    expect(
      ((await send(post.url, { intent: 'deleteComment', comment: String(b.id) }, moderator)) as Response)
        .status,
    ).toBe(302)
    expect(await counts(post.id)).toBe(0)
    expect(
      (await thrown(send(post.url, { intent: 'deleteComment', comment: String(b.id) }, writer))).status,
    ).toBe(404)
  })

  it('the 11th comment in a minute gets 429', async () => {
    const post = await makeBlogPost()
    const user = await makeUser('free')
    for (let i = 0; i < 10; i++) await send(post.url, { intent: 'comment', text: `c${i}` }, user)
    const res = payload<{ error: string; values: { text: string } }>(
      await send(post.url, { intent: 'comment', text: 'c10' }, user),
    )
    expect(res.status).toBe(429)
    expect(res.data).toMatchObject({ error: 'tooManyRequests', values: { text: 'c10' } })
    expect(await counts(post.id)).toBe(10)
  })
})
