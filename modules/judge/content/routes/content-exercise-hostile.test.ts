// Issue 15, item 2: the exercise form's preview and save refuse a text the renderer cannot take (over the
// bounds) with a field message, keeping what was typed: a 422, never a 500 or a frozen server.
import { afterAll, describe, expect, it } from 'vitest'
import { closeRichTextPool } from '~/app/rich-text/pool.server'
import { makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { countExercises, create, data } from './content-test-helpers'

useOwnJudgeDataDir()
afterAll(() => closeRichTextPool())

describe('the exercise form with a hostile statement', () => {
  it.each([
    ["'>' × 90 000", '>'.repeat(90_000)],
    ["'1. ' × 30 000", '1. '.repeat(30_000)],
  ])('previews %s as a field error and keeps the text', async (_name, text) => {
    const author = await makeUser('free')
    const res = await create(author, { intent: 'preview', text_br: text })
    expect(res.status).toBe(422)
    const body = await data(res)
    expect(body.preview).toBeNull()
    expect(body.errors.text_br).toEqual(['richTextTooDeep'])
    expect(body.values.text_br).toBe(text)
  })

  it('refuses to save it, in the en-GB text too', async () => {
    const author = await makeUser('free')
    const before = await countExercises()
    const res = await create(author, { text_gb: '1. '.repeat(30_000) })
    expect(res.status).toBe(422)
    const body = await data(res)
    expect(body.errors.text_gb).toEqual(['richTextTooDeep'])
    expect(body.values.text_gb).toBe('1. '.repeat(30_000))
    expect(await countExercises()).toBe(before)
  })
})
