import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mediaPath } from '~/app/kernel/files/media.server'
import { db } from '~/db/client.server'
import { makeBlogPost, makeUser } from '~/tests/factories'
import { formRequest, getRequest, multipart, routeArgs, thrown, useOwnMediaDir } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { jpeg, payload, png } from '../test-helpers'
import ContentPost, { action as editAction, loader as editLoader } from './content.post'
import ContentPosts, { action as listAction, loader as listLoader } from './content.posts'

useOwnMediaDir()
const NS = ['common', 'blog']
type Made = Awaited<ReturnType<typeof makeUser>>

const create = (user: Made, fields: Record<string, string>) =>
  listAction(routeArgs(formRequest('/br/content/posts', fields, { cookie: user.cookie })))

function editForm(fields: Record<string, string>, image?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData()
  form.set('intent', 'save')
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (image) form.set('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name)
  return form
}
const edit = (user: Made, id: number, form: FormData) =>
  editAction(routeArgs(multipart(`/br/content/posts/${id}`, form, user), { id: String(id) }))

const BASE = { title_br: 'Como estudar algoritmos', text: '# Olá', tag: 'article', visibility: 'public' }

describe('/{lang}/content/posts', () => {
  it('is for content creators only', async () => {
    const free = await makeUser('pro')
    const res = await thrown(listLoader(routeArgs(getRequest('/br/content/posts', free))))
    expect(res.headers.get('Location')).toBe('/br')
  })

  it('starts a draft; the address must be a unique lower-case slug of at most 120 characters', async () => {
    const author = await makeUser('author')
    for (const url of ['Meu Post', 'meu_post', '-meu-post', 'ação', 'a'.repeat(121)]) {
      const res = payload<{ errors: { url: string[] }; values: { url: string } }>(
        await create(author, { url, title_br: 'Título' }),
      )
      expect(res.status, url).toBe(422)
      expect(res.data.errors.url).toEqual(['slug'])
      expect(res.data.values.url).toBe(url)
    }
    const ok = (await create(author, { url: 'meu-post-2', title_br: 'Título' })) as Response
    expect(ok.status).toBe(302)
    const row = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where('url', '=', 'meu-post-2')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ visibility: 'draft', author_id: author.id, title_br: 'Título' })
    expect(ok.headers.get('Location')).toBe(`/br/content/posts/${row.id}`)
    const taken = payload<{ errors: { url: string[] } }>(
      await create(author, { url: 'meu-post-2', title_br: 'Outro' }),
    )
    expect(taken.status).toBe(422)
    const page = await listLoader(routeArgs(getRequest('/br/content/posts', author)))
    const html = await renderRoute('pt-BR', NS, ContentPosts, {
      loaderData: payload(page).data,
      actionData: taken.data,
    })
    expect(html).toContain('Já existe um post com esse endereço.')
    expect(html).toContain('Rascunho')
    expect(html).toContain(`href="/br/content/posts/${row.id}"`)
  })

  it('states the slug rule with its number when the new address is refused', async () => {
    const author = await makeUser('author')
    const bad = payload(await create(author, { url: 'Meu Post!', title_br: 'Título' }))
    const page = payload(await listLoader(routeArgs(getRequest('/br/content/posts', author))))
    for (const [lng, text] of [
      ['pt-BR', 'até 120 caracteres.'],
      ['en-GB', 'up to 120 characters.'],
    ] as const) {
      const html = await renderRoute(lng, NS, ContentPosts, { loaderData: page.data, actionData: bad.data })
      expect(html).toContain(text)
      expect(html).not.toContain('{{')
      expect(html).toContain('value="Meu Post!"')
    }
  })

  it('edits the fields; the image must be a 900×600 PNG (an 800×600 PNG and a JPEG are refused)', async () => {
    const author = await makeUser('author')
    const post = await makeBlogPost({ author_id: author.id, visibility: 'draft' })
    const fields = { ...BASE, url: post.url, title_gb: 'How to study algorithms', is_tutorial: 'on' }
    for (const image of [
      { bytes: await png(800, 600), name: 'capa.png', type: 'image/png' },
      { bytes: await jpeg(900, 600), name: 'capa.png', type: 'image/png' },
    ]) {
      const res = payload<{ errors: { image: string[] }; values: Record<string, unknown> }>(
        await edit(author, post.id, editForm(fields, image)),
      )
      expect(res.status).toBe(422)
      expect(res.data.errors.image).toEqual(['imageRule'])
      expect(res.data.values).toMatchObject({ title_gb: 'How to study algorithms', is_tutorial: true })
      const page = payload(
        await editLoader(
          routeArgs(getRequest(`/gb/content/posts/${post.id}`, author), { id: String(post.id) }),
        ),
      )
      const html = await renderRoute('en-GB', NS, ContentPost, {
        loaderData: page.data,
        actionData: res.data,
      })
      expect(html).toContain('The post image must be a PNG of exactly 900×600 pixels.')
      expect(html).toContain('value="How to study algorithms"')
    }
    expect(fs.existsSync(mediaPath('post', post.id, 'png'))).toBe(false)

    const ok = (await edit(
      author,
      post.id,
      editForm(fields, { bytes: await png(900, 600), name: 'capa.png', type: 'image/png' }),
    )) as Response
    expect(ok.status).toBe(302)
    const row = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      title_br: 'Como estudar algoritmos',
      title_gb: 'How to study algorithms',
      visibility: 'public',
      is_tutorial: 1,
      is_assistant_knowledge: 0,
      has_image: 1,
    })
    expect(
      fs
        .readFileSync(mediaPath('post', post.id, 'webp'))
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP')
    expect(fs.existsSync(mediaPath('post', post.id, 'png'))).toBe(true)

    // Removing the image; an empty English title is stored as none.
    await edit(author, post.id, editForm({ ...fields, title_gb: '', remove_image: 'on' }))
    const after = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ has_image: 0, title_gb: null })
    expect(fs.existsSync(mediaPath('post', post.id, 'webp'))).toBe(false)
  })

  it('refuses another post’s address, a missing Portuguese title and an unknown visibility', async () => {
    const author = await makeUser('author')
    const other = await makeBlogPost()
    const post = await makeBlogPost({ author_id: author.id })
    const res = payload<{ errors: Record<string, string[]> }>(
      await edit(author, post.id, editForm({ ...BASE, url: other.url, title_br: 'x' })),
    )
    expect(res.data.errors).toEqual({ url: ['urlTaken'] })
    const bad = payload<{ errors: Record<string, string[]> }>(
      await edit(author, post.id, editForm({ ...BASE, url: post.url, title_br: '', visibility: 'secret' })),
    )
    expect(bad.status).toBe(422)
    expect(bad.data.errors).toMatchObject({ title_br: ['required'], visibility: ['invalid'] })
  })

  it('only the author or an admin edits; deleting needs the confirmation box', async () => {
    const author = await makeUser('author')
    const otherCreator = await makeUser('author')
    const admin = await makeUser('admin')
    const post = await makeBlogPost({ author_id: author.id })
    const args = (user: Made) =>
      routeArgs(getRequest(`/br/content/posts/${post.id}`, user), { id: String(post.id) })
    expect((await thrown(editLoader(args(otherCreator)))).status).toBe(403)
    expect(payload(await editLoader(args(admin))).status).toBe(200)
    expect(
      (await thrown(editLoader(routeArgs(getRequest('/br/content/posts/999999', admin), { id: '999999' }))))
        .status,
    ).toBe(404)
    const del = new FormData()
    del.set('intent', 'delete')
    const unconfirmed = payload<{ errors: { confirm: string[] } }>(await edit(author, post.id, del))
    expect(unconfirmed.status).toBe(422)
    expect(unconfirmed.data.errors.confirm).toEqual(['confirm'])
    del.set('confirm', 'on')
    const res = (await edit(author, post.id, del)) as Response
    expect(res.headers.get('Location')).toBe('/br/content/posts')
    expect(
      await db.selectFrom('blog_posts').select('id').where('id', '=', post.id).executeTakeFirst(),
    ).toBeUndefined()
  })
})
