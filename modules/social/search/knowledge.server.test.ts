import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeBlogPost, makeExercise } from '~/tests/factories'
import { anyWordExpression, assistantKnowledge } from './knowledge.server'

// The assistant's knowledge from the search index: any word of a question, flagged posts with their text.

describe('assistantKnowledge', () => {
  it('builds an any-word expression from a question, without FTS5 syntax or short words', () => {
    expect(anyWordExpression('Como faço um "laço" for* em C?')).toBe('"como" OR "faço" OR "laço" OR "for"')
    expect(anyWordExpression('a b ? !')).toBeNull()
  })

  it('finds exercises by any word and gives knowledge posts with their text; drafts and unflagged post text stay out', async () => {
    const exercise = await makeExercise({ title_br: 'Palíndromos zarabatanas' })
    const post = await makeBlogPost({
      title_br: 'Dicas sobre zarabatanas',
      text: 'Use dois ponteiros, um de cada ponta.',
    })
    await db.updateTable('blog_posts').set({ is_assistant_knowledge: 1 }).where('id', '=', post.id).execute()
    const plain = await makeBlogPost({ title_br: 'Zarabatanas na história', text: 'Texto comum.' })
    const draft = await makeBlogPost({
      title_br: 'Zarabatanas rascunho',
      text: 'Rascunho.',
      visibility: 'draft',
    })
    await db.updateTable('blog_posts').set({ is_assistant_knowledge: 1 }).where('id', '=', draft.id).execute()

    const items = await assistantKnowledge('o que são zarabatanas?', { user: null, lng: 'pt-BR' })
    expect(items[0]).toMatchObject({
      type: 'post',
      path: `/blog/${post.url}`,
      text: 'Use dois ponteiros, um de cada ponta.',
    })
    expect(items).toContainEqual({
      type: 'exercise',
      title: 'Palíndromos zarabatanas',
      path: `/exercise/${exercise}`,
    })
    const paths = items.map((i) => i.path)
    expect(paths).not.toContain(`/blog/${plain.url}`)
    expect(paths).not.toContain(`/blog/${draft.url}`)
  })
})
