import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mediaDir } from '~/app/kernel/files/media.server'
import { MiB } from '~/app/kernel/requests/upload-form.server'
import { db } from '~/db/client.server'
import { makeBlogPost, makeUser } from '~/tests/factories'
import { getRequest, multipart, routeArgs, thrown, useOwnMediaDir } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { sanitiseName } from '../content-files.server'
import { savePostImage } from '../manage.server'
import { payload, png } from '../test-helpers'
import ContentFiles, { action as filesAction, loader as filesLoader } from './content.files'
import ContentImages, { action as imagesAction, loader as imagesLoader } from './content.images'
import { loader as fileLoader } from './file'
import { loader as imageLoader } from './image'
import { loader as postImageLoader } from './image.post'

useOwnMediaDir()
const NS = ['common', 'blog']
type Made = Awaited<ReturnType<typeof makeUser>>

function upload(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData()
  form.set('intent', 'upload')
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}
const removal = (id: number) => {
  const form = new FormData()
  form.set('intent', 'delete')
  form.set('id', String(id))
  return form
}
const postTo = (which: 'images' | 'files', user: Made, form: FormData) =>
  (which === 'images' ? imagesAction : filesAction)(routeArgs(multipart(`/br/content/${which}`, form, user)))
const get = (loader: typeof imageLoader, url: string, params: Record<string, string>, headers = {}) =>
  loader(routeArgs(new Request(`http://test${url}`, { headers }), params)) as Promise<Response>
const lastFile = (kind: 'file' | 'image') =>
  db
    .selectFrom('content_files')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()

describe('/{lang}/content/images and GET /image/:id', () => {
  it('uploads a real image, lists it with a Markdown snippet and serves it with its type', async () => {
    const creator = await makeUser('author')
    const res = (await postTo(
      'images',
      creator,
      upload(await png(320, 200), 'Diagrama da pilha.png', 'image/png'),
    )) as Response
    expect(res.status).toBe(302)
    const row = await lastFile('image')
    expect(row).toMatchObject({ name: 'Diagrama da pilha.png', mime: 'image/png', width: 320, height: 200 })
    expect(row.stored_path).toBe(`content/images/${row.id}.png`)
    expect(fs.existsSync(path.join(mediaDir(), row.stored_path))).toBe(true)

    const page = payload(await imagesLoader(routeArgs(getRequest('/br/content/images', creator))))
    const html = await renderRoute('pt-BR', NS, ContentImages, { loaderData: page.data })
    expect(html).toContain(`value="![Diagrama da pilha](/image/${row.id})"`)
    expect(html).toContain(`src="/image/${row.id}"`)
    expect(html).toContain('320×200')

    for (const file of [String(row.id), `${row.id}.png`]) {
      const served = await get(imageLoader, `/image/${file}`, { file })
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/png')
    }
    expect((await get(imageLoader, '/image/999999', { file: '999999' })).status).toBe(404)
    expect((await get(imageLoader, '/image/..%2Fx', { file: '../x' })).status).toBe(404)
  })

  it('refuses what is not an image (whatever its name), a file over 5 MiB and an empty form', async () => {
    const creator = await makeUser('author')
    const notImage = payload<{ error: string }>(
      await postTo(
        'images',
        creator,
        upload(new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png', 'image/png'),
      ),
    )
    expect(notImage).toMatchObject({ status: 422, data: { error: 'notImage' } })
    const big = payload<{ error: string }>(
      await postTo('images', creator, upload(new Uint8Array(5 * MiB + 10), 'big.png')),
    )
    expect(big).toMatchObject({ status: 422, data: { error: 'tooLarge' } })
    const empty = new FormData()
    empty.set('intent', 'upload')
    expect(payload(await postTo('images', creator, empty)).status).toBe(422)
    const page = payload(await imagesLoader(routeArgs(getRequest('/gb/content/images', creator))))
    const html = await renderRoute('en-GB', NS, ContentImages, {
      loaderData: page.data,
      actionData: big.data,
    })
    expect(html).toContain('The file is larger than 5 MiB.')
  })

  it('the uploader (or an admin) deletes; another creator gets 403', async () => {
    const creator = await makeUser('author')
    const other = await makeUser('author')
    await postTo('images', creator, upload(await png(10, 10), 'a.png'))
    const row = await lastFile('image')
    expect(payload(await postTo('images', other, removal(row.id))).status).toBe(403)
    expect(((await postTo('images', creator, removal(row.id))) as Response).status).toBe(302)
    expect(fs.existsSync(path.join(mediaDir(), row.stored_path))).toBe(false)
    expect((await thrown(postTo('images', creator, removal(row.id)))).status).toBe(404)
  })
})

describe('/{lang}/content/files and GET /file/:id', () => {
  it('keeps any file under a sanitised name and serves it only as an attachment', async () => {
    const creator = await makeUser('author')
    const bytes = new TextEncoder().encode('<script>alert(1)</script>')
    expect(
      ((await postTo('files', creator, upload(bytes, '../../Relatório "final".html'))) as Response).status,
    ).toBe(302)
    const row = await lastFile('file')
    expect(row.name).toBe('Relatório _final_.html')
    expect(row.mime).toBe('application/octet-stream')
    const served = await get(fileLoader, `/file/${row.id}`, { id: String(row.id) })
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('application/octet-stream')
    expect(served.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Relatorio _final_.html"; filename*=UTF-8''Relat%C3%B3rio%20_final_.html`,
    )
    expect(Buffer.from(await served.arrayBuffer()).toString()).toBe('<script>alert(1)</script>')

    await postTo('files', creator, upload(new TextEncoder().encode('%PDF-1.4'), 'apostila.pdf'))
    const pdf = await lastFile('file')
    const servedPdf = await get(fileLoader, `/file/${pdf.id}`, { id: String(pdf.id) })
    expect(servedPdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(servedPdf.headers.get('Content-Disposition')).toMatch(/^attachment;/)
    // Images and files are separate: a file id is not an image.
    expect((await get(imageLoader, `/image/${pdf.id}`, { file: String(pdf.id) })).status).toBe(404)

    const page = payload(await filesLoader(routeArgs(getRequest('/br/content/files', creator))))
    const html = await renderRoute('pt-BR', NS, ContentFiles, { loaderData: page.data })
    expect(html).toContain(`value="[apostila](/file/${pdf.id})"`)
    expect(html).toContain(`href="/file/${pdf.id}"`)
  })

  it('names are cleaned of folders, control characters and leading dots', () => {
    expect(sanitiseName('C:\\Users\\ana\\notas.txt')).toBe('notas.txt')
    expect(sanitiseName('..\u0000.bashrc')).toBe('bashrc')
    expect(sanitiseName('a\r\nb.txt')).toBe('ab.txt')
    expect(sanitiseName('...')).toBe('arquivo')
    expect(sanitiseName(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{196}\.pdf$/)
  })
})

describe('GET /image/post/:id.webp', () => {
  it('serves the WebP with an ETag and answers 304 to it; 404 without an image or for a reader of a draft', async () => {
    const post = await makeBlogPost()
    const url = `/image/post/${post.id}.webp`
    const params = { file: `${post.id}.webp` }
    const visitor = (headers = {}) => get(postImageLoader, url, params, headers)
    expect((await visitor()).status).toBe(404)
    await savePostImage(post.id, await png(900, 600))
    const first = await visitor()
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/webp')
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    const again = await visitor({ 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get(postImageLoader, '/image/post/x.webp', { file: `${post.id}.gif` })).status).toBe(404)

    await db.updateTable('blog_posts').set({ visibility: 'draft' }).where('id', '=', post.id).execute()
    expect((await visitor()).status).toBe(404)
    const creator = await makeUser('author')
    const asCreator = await postImageLoader(routeArgs(getRequest(url, creator), params))
    expect(asCreator.status).toBe(200)
    expect(asCreator.headers.get('Cache-Control')).toBe('private, no-cache')
  })
})
