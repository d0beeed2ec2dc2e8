import { beforeEach, describe, expect, it } from 'vitest'
import { clearRichTextCache } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { withFeature } from '~/tests/setup/features'
import { formRequest, getRequest, routeArgs, thrown } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { findNote } from '../notes.server'
import Notes, { type NotesPageData, type NotesReply, action, handle, loader } from './notes'

const NS = handle.i18n as string[]
type User = { id: number; cookie: string }

const post = (url: string, fields: Record<string, string>, user?: User) =>
  action(routeArgs(formRequest(url, fields, user ? { cookie: user.cookie } : {}))) as Promise<Response>

async function page(url: string, user: User, extraCookie?: string) {
  const cookie = extraCookie ? `${user.cookie}; ${extraCookie}` : user.cookie
  const res = (await loader(routeArgs(getRequest(url, { cookie })))) as unknown as {
    data: NotesPageData
    init: ResponseInit | null
  }
  return { data: res.data, headers: new Headers(res.init?.headers) }
}

async function insertNote(userId: number, title = 'Anotação antiga', text = 'Texto guardado') {
  const row = await db
    .insertInto('notes')
    .values({ user_id: userId, title, text })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const pro = () => createTestUser({ is_pro: 1 })
const free = () => createTestUser({ is_pro: 0 })
const clean = (html: string) => html.replace(/<!-- -->/g, '')

beforeEach(() => clearRichTextCache())

describe('/{lang}/notes — access', () => {
  it('sends visitors to the login page and back, for the page, a note and a post', async () => {
    const res = await thrown(loader(routeArgs(getRequest('/br/notes?note=1'))))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/br/login?login=true&redirectTo=%2Fbr%2Fnotes%3Fnote%3D1')
    const posted = await thrown(post('/gb/notes', { intent: 'create', title: 'x' }))
    expect(posted.headers.get('Location')).toBe('/gb/login?login=true&redirectTo=%2Fgb%2Fnotes')
  })

  it('answers 404 for another user’s note exactly as for an unknown or malformed id', async () => {
    const author = await pro()
    const other = await pro()
    const id = await insertNote(author.id, 'Segredo')
    for (const url of [
      `/br/notes?note=${id}`,
      '/br/notes?note=99999999',
      '/br/notes?note=abc',
      '/br/notes?note=',
    ]) {
      const res = await thrown(loader(routeArgs(getRequest(url, other))))
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('Segredo')
    }
    // Nor can they change or delete it.
    const update = await thrown(
      post('/br/notes', { intent: 'update', note: String(id), title: 'Mudei' }, other),
    )
    expect(update.status).toBe(404)
    const del = await thrown(post('/br/notes', { intent: 'delete', note: String(id) }, other))
    expect(del.status).toBe(404)
    expect(await findNote(author.id, id)).toMatchObject({ title: 'Segredo', text: 'Texto guardado' })
    // The other user's list does not carry it either.
    const { data } = await page('/br/notes', other)
    expect(data.notes).toEqual([])
  })

  it('lists only the author’s notes, newest change first, and keeps them out of shared caches', async () => {
    const user = await pro()
    const old = await insertNote(user.id, 'Primeira')
    await db
      .updateTable('notes')
      .set({ updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', old)
      .execute()
    const recent = await insertNote(user.id, 'Segunda')
    const { data, headers } = await page('/br/notes', user)
    expect(data.notes.map((n) => n.id)).toEqual([recent, old])
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(data.canWrite).toBe(true)
    const html = clean(await renderRoute('pt-BR', NS, Notes, { loaderData: data }))
    expect(html).toContain('<h1>Anotações</h1>')
    expect(html).not.toContain('<script')
    expect(html.indexOf('Segunda')).toBeLessThan(html.indexOf('Primeira'))
    const gb = clean(await renderRoute('en-GB', NS, Notes, { loaderData: data }))
    expect(gb).toContain('<h1>Notes</h1>')
  })
})

describe('/{lang}/notes — PRO users and admins write', () => {
  it('creates a note, redirects to it with the product’s flash, then renders its Markdown', async () => {
    const user = await pro()
    const res = await post(
      '/br/notes',
      { intent: 'create', title: '  Revisão de grafos  ', text: 'Use **BFS**\r\nno fim' },
      user,
    )
    expect(res.status).toBe(302)
    const location = res.headers.get('Location')!
    const id = Number(/^\/br\/notes\?note=(\d+)$/.exec(location)?.[1])
    expect(id).toBeGreaterThan(0)
    expect(await findNote(user.id, id)).toMatchObject({
      title: 'Revisão de grafos',
      text: 'Use **BFS**\nno fim',
    })
    const flashCookie = res.headers.get('Set-Cookie')!.split(';')[0]
    const { data, headers } = await page(location, user, flashCookie)
    expect(data.flash).toBe('saved')
    expect(headers.get('Set-Cookie')).toContain('Max-Age=0')
    const html = clean(await renderRoute('pt-BR', NS, Notes, { loaderData: data }))
    expect(html).toContain('Você atualizou suas anotações.')
    expect(html).toContain('<strong>BFS</strong>')
    expect(html).toContain('Editar anotação')
    const gb = clean(await renderRoute('en-GB', NS, Notes, { loaderData: data }))
    expect(gb).toContain('You updated your notes.')
    // Shown once: without the cookie there is no flash.
    expect((await page(location, user)).data.flash).toBeNull()
  })

  it('updates and deletes (the delete is a confirmed second step) with the flash', async () => {
    const user = await pro()
    const id = await insertNote(user.id)
    await db
      .updateTable('notes')
      .set({ updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute()
    const res = await post(
      '/gb/notes',
      { intent: 'update', note: String(id), title: 'Novo título', text: 'Novo texto' },
      user,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/gb/notes?note=${id}`)
    expect(res.headers.get('Set-Cookie')).toContain('trilha_notes_flash=')
    const saved = await findNote(user.id, id)
    expect(saved).toMatchObject({ title: 'Novo título', text: 'Novo texto' })
    expect(saved!.updatedAt > '2020-01-01T00:00:00.000Z').toBe(true)

    const { data } = await page(`/gb/notes?note=${id}`, user)
    const html = clean(await renderRoute('en-GB', NS, Notes, { loaderData: data }))
    expect(html).toMatch(/<details class="note-delete">/)
    expect(html).toContain('Are you sure? The note “Novo título” will be deleted for good.')
    expect(html).toContain('Yes, delete note')

    const del = await post('/gb/notes', { intent: 'delete', note: String(id) }, user)
    expect(del.status).toBe(302)
    expect(del.headers.get('Location')).toBe('/gb/notes')
    expect(await findNote(user.id, id)).toBeNull()
  })

  it('lets an admin without PRO write', async () => {
    const admin = await createTestUser({ is_admin: 1, is_pro: 0 })
    const res = await post('/br/notes', { intent: 'create', title: 'Do admin' }, admin)
    expect(res.status).toBe(302)
  })

  it('refuses an empty or long title and a text over 50,000 characters at 422, keeping the values', async () => {
    const user = await pro()
    const res = await post(
      '/br/notes',
      { intent: 'create', title: '   ', text: 'Meu rascunho importante' },
      user,
    )
    expect(res.status).toBe(422)
    const reply = (await res.json()) as NotesReply
    expect(reply.errors.title).toEqual(['titleLength'])
    expect(reply.values).toEqual({ title: '   ', text: 'Meu rascunho importante' })
    const { data } = await page('/br/notes', user)
    const html = clean(await renderRoute('pt-BR', NS, Notes, { loaderData: data, actionData: reply }))
    expect(html).toContain('O título precisa ter entre 1 e 120 caracteres.')
    expect(html).toContain('>Meu rascunho importante</textarea>')

    const long = await post(
      '/br/notes',
      { intent: 'create', title: 'x'.repeat(121), text: 'y'.repeat(50_001) },
      user,
    )
    expect(long.status).toBe(422)
    const longReply = (await long.json()) as NotesReply
    expect(longReply.errors).toMatchObject({ title: ['titleLength'], text: ['textLength'] })
    expect(longReply.values.title).toBe('x'.repeat(121))

    const id = await insertNote(user.id, 'Original')
    const bad = await post(
      '/gb/notes',
      { intent: 'update', note: String(id), title: '', text: 'Editado' },
      user,
    )
    expect(bad.status).toBe(422)
    const badReply = (await bad.json()) as NotesReply
    const { data: opened } = await page(`/gb/notes?note=${id}`, user)
    const gb = clean(await renderRoute('en-GB', NS, Notes, { loaderData: opened, actionData: badReply }))
    expect(gb).toContain('<details class="note-edit" open="">')
    expect(gb).toContain('The title must have between 1 and 120 characters.')
    expect(gb).toContain('>Editado</textarea>')
    expect(await findNote(user.id, id)).toMatchObject({ title: 'Original' })
  })
})

describe('/{lang}/notes — after PRO ends the notes stay readable, not writable', () => {
  it('shows existing notes read-only with the PRO notice and no forms', async () => {
    const user = await free()
    const id = await insertNote(user.id, 'Da época PRO', '# Título\n\ntexto')
    const { data } = await page(`/br/notes?note=${id}`, user)
    expect(data.canWrite).toBe(false)
    expect(data.note?.html).toContain('<h2>Título</h2>')
    const html = clean(await renderRoute('pt-BR', NS, Notes, { loaderData: data }))
    expect(html).toContain('Da época PRO')
    expect(html).toContain('Anotações são um recurso PRO.')
    // With FEATURES.pro off (a build without billing's pages): no link to it, only once it is on.
    expect(
      await withFeature('pro', () => renderRoute('pt-BR', NS, Notes, { loaderData: data }), false),
    ).not.toContain('/subscription')
    expect(await withFeature('pro', () => renderRoute('pt-BR', NS, Notes, { loaderData: data }))).toContain(
      'href="/br/subscription"',
    )
    expect(html).not.toContain('<form')
    expect(html).not.toContain('name="title"')
    const list = clean(
      await renderRoute('pt-BR', NS, Notes, { loaderData: (await page('/br/notes', user)).data }),
    )
    expect(list).not.toContain('<form')
    expect(list).toContain('Escolha uma anotação na lista para lê-la.')
  })

  it('answers an update, a create or a delete with 403 and the product’s message, keeping what was typed', async () => {
    const user = await free()
    const id = await insertNote(user.id, 'Intocada', 'Original')
    const res = await post(
      '/br/notes',
      { intent: 'update', note: String(id), title: 'Tentativa', text: 'Meu texto novo' },
      user,
    )
    expect(res.status).toBe(403)
    const reply = (await res.json()) as NotesReply
    expect(reply.values).toEqual({ title: 'Tentativa', text: 'Meu texto novo' })
    expect(await findNote(user.id, id)).toMatchObject({ title: 'Intocada', text: 'Original' })
    const { data } = await page(`/br/notes?note=${id}`, user)
    const html = clean(await renderRoute('pt-BR', NS, Notes, { loaderData: data, actionData: reply }))
    expect(html).toContain('Você não pode atualizar essa anotação.')
    expect(html).toContain('value="Tentativa"')
    expect(html).toContain('>Meu texto novo</textarea>')
    const gb = clean(await renderRoute('en-GB', NS, Notes, { loaderData: data, actionData: reply }))
    expect(gb).toContain('You cannot update this note.')

    expect((await post('/br/notes', { intent: 'create', title: 'Nova' }, user)).status).toBe(403)
    expect((await post('/br/notes', { intent: 'delete', note: String(id) }, user)).status).toBe(403)
    expect(await findNote(user.id, id)).not.toBeNull()
    // Refused before anything is looked up: the answer says nothing about other people's notes.
    const someone = await pro()
    const foreign = await insertNote(someone.id)
    expect(
      (await post('/br/notes', { intent: 'update', note: String(foreign), title: 'x' }, user)).status,
    ).toBe(403)
  })
})
