// Issue 15, item 2: a post whose text the renderer cannot take is refused at save with the field's message,
// keeping what was typed (a 422, never a 500 or a frozen server); a good one is saved with the renders of
// its text and of its teaser stored (ADR 012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderKey } from '~/app/rich-text/cache.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { closeRichTextPool } from '~/app/rich-text/pool.server'
import { storedRender } from '~/app/rich-text/store.server'
import { db } from '~/db/client.server'
import { makeBlogPost, makeUser } from '~/tests/factories'
import { multipart, routeArgs, useOwnMediaDir } from '~/tests/setup/helpers'
import { payload } from '../test-helpers'
import { action } from './content.post'

useOwnMediaDir()
// The save's render budget counts from submission: start the worker first, so a loaded machine's cold
// start is not what the good-text case measures.
beforeAll(() => renderRichText(`aquecimento ${Date.now()}`, { prefix: 'br' }), 60_000)
afterAll(() => closeRichTextPool())

type Reply = { errors: Record<string, string[]>; values: Record<string, unknown> }

async function save(text: string) {
  const author = await makeUser('author')
  const post = await makeBlogPost({ author_id: author.id })
  const form = new FormData()
  for (const [k, v] of Object.entries({
    intent: 'save',
    url: post.url,
    title_br: 'Recursão',
    text,
    tag: 'article',
    visibility: 'pro',
  }))
    form.set(k, v)
  const raw = await action(
    routeArgs(multipart(`/br/content/posts/${post.id}`, form, author), { id: String(post.id) }),
  )
  const row = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('id', '=', post.id)
    .executeTakeFirstOrThrow()
  // A save is a redirect (a Response); a refusal is data() with its status.
  const res = raw instanceof Response ? { status: raw.status, data: null } : payload<Reply>(raw)
  return { res, before: post, row }
}

describe('/{lang}/content/posts/:id with a hostile text', () => {
  it.each([
    ["'>' × 90 000", '>'.repeat(90_000)],
    ["'1. ' × 30 000", '1. '.repeat(30_000)],
    ["'>' × 40", `Começo.\n\n${'>'.repeat(40)}`],
  ])('refuses %s with the field message, keeps it and saves nothing', async (_name, text) => {
    const { res, before, row } = await save(text)
    expect(res.status).toBe(422)
    expect(res.data?.errors.text).toContain('richTextTooDeep')
    // A browser's multipart form sends line breaks as CRLF.
    expect(res.data?.values.text).toBe(text.replace(/\n/g, '\r\n'))
    expect(row).toEqual(before)
  })

  it('refuses a text past the upload field limit instead of saving the post blank', async () => {
    const { res, before, row } = await save('x'.repeat(600_000))
    expect(res.status).toBe(422)
    expect(res.data?.errors.text).toEqual(['tooLong'])
    expect(row).toEqual(before)
  })

  it('saves a good text with the renders of the text and of the teaser', async () => {
    const text = `Uma função que chama a si mesma ${Date.now()}.\n\n## Caso base\n\nSem ele, **nunca** para.`
    const { res, row } = await save(text)
    expect(res.status).toBe(302)
    expect(row.text).toBe(text.replace(/\n/g, '\r\n'))
    for (const prefix of ['br', 'gb'] as const) {
      expect(await storedRender(renderKey(prefix, row.text))).toContain('<strong>nunca</strong>')
      expect(await storedRender(renderKey(prefix, text.split('\n\n')[0]))).toContain('chama a si mesma')
    }
  })
})
