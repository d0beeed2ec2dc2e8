// Issue 15, item 2: a note the renderer cannot take is refused at save with the field's message, keeping what
// was typed (a 422, never a 500 or a frozen server); a good one is saved with its render stored (ADR 012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderKey } from '~/app/rich-text/cache.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { closeRichTextPool } from '~/app/rich-text/pool.server'
import { storedRender } from '~/app/rich-text/store.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, routeArgs } from '~/tests/setup/helpers'
import { type NotesReply, action } from './notes'

// The save's render budget counts from submission: start the worker first, so a loaded machine's cold
// start is not what the good-text case measures.
beforeAll(() => renderRichText(`aquecimento ${Date.now()}`, { prefix: 'br' }), 60_000)
afterAll(() => closeRichTextPool())

const save = (user: { cookie: string }, fields: Record<string, string>) =>
  action(routeArgs(formRequest('/br/notes', fields, { cookie: user.cookie }))) as Promise<Response>
const count = async (userId: number) =>
  (await db.selectFrom('notes').select('id').where('user_id', '=', userId).execute()).length

describe('/{lang}/notes with a hostile text', () => {
  it.each([
    ["'>' × 90 000", '>'.repeat(90_000)],
    ["'1. ' × 30 000", '1. '.repeat(30_000)],
    ["'>' × 40", '>'.repeat(40)],
  ])('refuses %s with the field message and keeps it, on create and update', async (_name, text) => {
    const user = await createTestUser({ is_pro: 1 })
    const res = await save(user, { intent: 'create', title: 'Profunda', text })
    expect(res.status).toBe(422)
    const body = (await res.json()) as NotesReply
    expect(body.errors.text).toContain('richTextTooDeep')
    expect(body.values.text).toBe(text)
    expect(await count(user.id)).toBe(0)

    const { id } = await db
      .insertInto('notes')
      .values({ user_id: user.id, title: 'Antiga', text: 'Guardada' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const update = await save(user, { intent: 'update', note: String(id), title: 'Antiga', text })
    expect(update.status).toBe(422)
    expect(((await update.json()) as NotesReply).errors.text).toContain('richTextTooDeep')
    const row = await db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.text).toBe('Guardada')
  })

  it('saves a good text with its render stored in both prefixes', async () => {
    const user = await createTestUser({ is_pro: 1 })
    const text = `# Pilhas\r\n\r\nUma **pilha** guarda ${Date.now()}.`
    const res = await save(user, { intent: 'create', title: 'Pilhas', text })
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('notes')
      .select('text')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.text).toBe(text.replace(/\r\n/g, '\n'))
    expect(await storedRender(renderKey('br', row.text))).toContain('<strong>pilha</strong>')
    expect(await storedRender(renderKey('gb', row.text))).toContain('<h2>Pilhas</h2>')
  })
})
