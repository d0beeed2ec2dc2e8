import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { listNotifications } from '~/modules/social/notifications.server'
import { makeExercise, makeUser } from '~/tests/factories'
import { enrollStudent, removeStudent } from '../classes/classes.server'
import { makeClass, makeOrg, orgUser } from '../test-helpers'
import { runListNotices } from './list-notices.server'
import { saveList } from './lists.server'

// "A list opens": the job is told the time (the kernel clock in the app), so nothing here waits or compares
// with the wall clock. Saving tells it the time too.
const at = (iso: string) => new Date(iso)
// Saved long before the window: saving announces nothing.
const SAVED_AT = at('2030-01-01T12:00:00Z')

const notices = async (userId: number) =>
  (
    await db
      .selectFrom('notifications')
      .select(['type', 'content'])
      .where('user_id', '=', userId)
      .where('type', '=', 'list_open')
      .orderBy('id')
      .execute()
  ).map((n) => JSON.parse(n.content).list.title as string)

async function classWithStudents() {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const id = await makeClass(org, prof.id, { title: 'Turma das Listas' })
  const [ana, bia] = [await makeUser(), await makeUser()]
  for (const s of [ana, bia]) await enrollStudent(id, org, s.id)
  return { id, org, prof, ana, bia }
}

let exercise = 0
beforeAll(async () => {
  exercise = await makeExercise()
})
const list = (title: string, startsAt: string, endsAt: string) => ({
  title,
  description: '',
  startsAt,
  endsAt,
  latePolicy: 'closed' as const,
  latePenalty: 0,
  items: [{ kind: 'programming' as const, id: exercise }],
})

describe('the "a list opens" notice', () => {
  it('reaches each student of the class once, when the start passes, never before nor after the end', async () => {
    const c = await classWithStudents()
    const listId = await saveList(
      c.id,
      null,
      list('Lista 1', '2030-03-02T12:00:00.000Z', '2030-03-09T12:00:00.000Z'),
      SAVED_AT,
    )
    expect(await notices(c.ana.id)).toEqual([])
    // A minute before the start: nothing.
    expect((await runListNotices(at('2030-03-02T11:59:00Z'))).get(listId)).toBeUndefined()
    // The start: both students, once.
    expect((await runListNotices(at('2030-03-02T12:00:00Z'))).get(listId)).toBe(2)
    expect(await notices(c.ana.id)).toEqual(['Lista 1'])
    expect(await notices(c.bia.id)).toEqual(['Lista 1'])
    // The next runs send nothing more; the professor hears nothing.
    expect((await runListNotices(at('2030-03-02T12:05:00Z'))).get(listId)).toBeUndefined()
    expect(await notices(c.ana.id)).toEqual(['Lista 1'])
    expect(await notices(c.prof.id)).toEqual([])
    // The bell's sentence and link, in both languages.
    const [gb] = await listNotifications(c.ana.id, 'en-GB', 'gb')
    expect(gb.view.text).toMatch(/^A list is open in Turma das Listas: Lista 1, until /)
    expect(gb.view.href).toBe(`/gb/programming-class/${c.id}/list/${listId}`)
    const [br] = await listNotifications(c.ana.id, 'pt-BR', 'br')
    expect(br.view.text).toMatch(/^Lista aberta na turma Turma das Listas: Lista 1, até /)
    expect(br.view.href).toBe(`/br/programming-class/${c.id}/list/${listId}`)
  })

  it('a student who joins while it is open hears once; a removed one hears nothing; a closed list is never announced', async () => {
    const c = await classWithStudents()
    const open = await saveList(
      c.id,
      null,
      list('Aberta', '2030-04-01T12:00:00.000Z', '2030-04-08T12:00:00.000Z'),
      SAVED_AT,
    )
    const past = await saveList(
      c.id,
      null,
      list('Passada', '2030-03-20T12:00:00.000Z', '2030-03-27T12:00:00.000Z'),
      SAVED_AT,
    )
    await removeStudent(c.id, c.bia.id)
    await runListNotices(at('2030-04-01T12:00:00Z'))
    expect(await notices(c.bia.id)).toEqual([])
    const carla = await makeUser()
    await enrollStudent(c.id, c.org, carla.id)
    const run = await runListNotices(at('2030-04-02T12:00:00Z'))
    expect(run.get(open)).toBe(1)
    expect(run.get(past)).toBeUndefined()
    expect(await notices(carla.id)).toEqual(['Aberta'])
    expect(await notices(c.ana.id)).toEqual(['Aberta'])
  })

  it('is announced at creation when created already open', async () => {
    const c = await classWithStudents()
    await saveList(
      c.id,
      null,
      list('Já aberta', '2030-05-01T12:00:00.000Z', '2030-05-08T12:00:00.000Z'),
      at('2030-05-03T12:00:00Z'),
    )
    expect(await notices(c.ana.id)).toEqual(['Já aberta'])
    expect(await notices(c.bia.id)).toEqual(['Já aberta'])
    // Saving it again (an edit) sends nothing more.
    const [row] = await db.selectFrom('org_lists').select('id').where('class_id', '=', c.id).execute()
    await saveList(
      c.id,
      row.id,
      list('Já aberta', '2030-05-01T12:00:00.000Z', '2030-05-08T12:00:00.000Z'),
      at('2030-05-03T13:00:00Z'),
    )
    expect(await notices(c.ana.id)).toEqual(['Já aberta'])
  })

  it('a hidden or archived class is not told; once shown, its students hear of the open list', async () => {
    const c = await classWithStudents()
    const set = (flags: { hidden: number; archived: number }) =>
      db.updateTable('org_classes').set(flags).where('id', '=', c.id).execute()
    await set({ hidden: 1, archived: 0 })
    const id = await saveList(
      c.id,
      null,
      list('Escondida', '2030-06-01T12:00:00.000Z', '2030-06-08T12:00:00.000Z'),
      SAVED_AT,
    )
    expect((await runListNotices(at('2030-06-01T12:00:00Z'))).get(id)).toBeUndefined()
    await set({ hidden: 0, archived: 1 })
    expect((await runListNotices(at('2030-06-02T12:00:00Z'))).get(id)).toBeUndefined()
    await set({ hidden: 0, archived: 0 })
    expect((await runListNotices(at('2030-06-03T12:00:00Z'))).get(id)).toBe(2)
  })
})
