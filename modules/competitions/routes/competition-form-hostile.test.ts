// Issue 15, item 2: a competition description the renderer cannot take is refused at save (new and edit) with
// the field's message, keeping what was typed (a 422, never a 500 or a frozen server); a good one is saved
// with its render stored (ADR 012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderKey } from '~/app/rich-text/cache.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { closeRichTextPool } from '~/app/rich-text/pool.server'
import { storedRender } from '~/app/rich-text/store.server'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeCompetition, makeExercise, makeUser, upcoming } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import type { User } from '../competition-test-helpers'
import { action as editAction, loader as editLoader } from './competition.edit'
import { action as newAction } from './competitions.new'

useOwnJudgeDataDir()
// The save's render budget counts from submission: start the worker first, so a loaded machine's cold
// start is not what the good-text case measures.
beforeAll(() => renderRichText(`aquecimento ${Date.now()}`, { prefix: 'br' }), 60_000)
afterAll(() => closeRichTextPool())

const local = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}
const fields = (exercise: number, description: string) => ({
  title: `Maratona ${Date.now()}`,
  description,
  style: 'icpc',
  starts_at: local(3, 14),
  ends_at: local(3, 19),
  frozen_minutes: '0',
  allowed: 'all',
  password: '',
  capacity: '',
  exercises: String(exercise),
  course_id: '',
})
const create = (user: User, body: Record<string, string>) =>
  settle(newAction(call(post('/br/competitions/new', body, user)))) as Promise<Response>
const edit = (id: number, user: User, body: Record<string, string>) =>
  settle(
    editAction(call(post(`/br/competition/${id}/edit`, body, user), { id: String(id) })),
  ) as Promise<Response>
const reply = async (res: Response) =>
  (await res.json()) as { values: Record<string, string>; errors: Record<string, string[]> }
const count = async () => (await db.selectFrom('competitions').select('id').execute()).length

describe('the competition form with a hostile description', () => {
  it.each([
    ["'>' × 90 000", '>'.repeat(90_000)],
    ["'1. ' × 30 000", '1. '.repeat(30_000)],
    ["'>' × 40", `Regras.\n\n${'>'.repeat(40)}`],
  ])('refuses %s on create and edit, keeping it', async (_name, description) => {
    const owner = await makeUser('pro')
    const exercise = await makeExercise()
    const before = await count()
    const res = await create(owner, fields(exercise, description))
    expect(res.status).toBe(422)
    const body = await reply(res)
    expect(body.errors.description).toContain('richTextTooDeep')
    expect(body.values.description).toBe(description)
    expect(await count()).toBe(before)

    const { id } = await makeCompetition({ ...upcoming(), created_by: owner.id, exercises: [exercise] })
    const page = await loaded(
      settle(editLoader(call(get(`/br/competition/${id}/edit`, owner), { id: String(id) }))),
    )
    if (page instanceof Response) throw page
    const stored = await db
      .selectFrom('competitions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const refused = await edit(id, owner, { ...page.values, description })
    expect(refused.status).toBe(422)
    const edited = await reply(refused)
    expect(edited.errors.description).toContain('richTextTooDeep')
    expect(edited.values.description).toBe(description)
    expect(
      await db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(stored)
  })

  it('saves a good description with its render stored in both prefixes', async () => {
    const owner = await makeUser('pro')
    const description = `Boa **sorte** ${Date.now()}!`
    const res = await create(owner, fields(await makeExercise(), description))
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('competitions')
      .select('description')
      .where('description', '=', description)
      .executeTakeFirstOrThrow()
    for (const prefix of ['br', 'gb'] as const)
      expect(await storedRender(renderKey(prefix, row.description))).toContain('<strong>sorte</strong>')
  })
})
