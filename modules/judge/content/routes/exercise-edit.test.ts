import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { get } from '../../route-test-helpers'
import { makeExercise, makeUser, setVerdict, submitAs, useOwnJudgeDataDir } from '../../test-helpers'
import {
  FIELDS,
  GOOD_ZIP,
  args,
  countExercises,
  create,
  data,
  edit,
  idFrom,
  row,
} from './content-test-helpers'
import { loader as listLoader } from './content.exercises'
import { loader as editLoader } from './exercise.edit'

useOwnJudgeDataDir()

describe('editing a programming exercise', () => {
  it('shows the stored values with one more empty sample row', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'private' })
    const page = await editLoader(args(get(`/gb/exercise/${id}/edit`, author), { id: String(id) }))
    expect(page.values).toMatchObject({ title_gb: 'Sum', time_limit_s: '1', checker_kind: 'tokens' })
    expect(page.values.samples).toEqual([
      { input: '1 1\n', output: '2\n' },
      { input: '', output: '' },
    ])
    expect(page.exercise).toMatchObject({ id, test_count: 3, has_package: true, visibility: 'private' })
  })

  it('lets the author move it between private and public, never to community', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'private' })
    expect((await edit(author, id, { visibility: 'public' })).status).toBe(302)
    expect((await row(id)).visibility).toBe('public')
    expect((await edit(author, id, { visibility: 'private' })).status).toBe(302)
    expect((await row(id)).visibility).toBe('private')
    const community = await edit(author, id, { visibility: 'community' })
    expect(community.status).toBe(422)
    expect((await data(community)).errors).toEqual({ visibility: ['visibilityInvalid'] })
    expect((await row(id)).visibility).toBe('private')
  })

  it('keeps a community exercise community (only the staff review sets it)', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'community' })
    expect((await edit(author, id, { visibility: 'private', title_br: 'Soma nova' })).status).toBe(302)
    expect(await row(id)).toMatchObject({ visibility: 'community', title_br: 'Soma nova' })
  })

  it('makes an exercise public only once it has tests', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'private' }, null)
    const res = await edit(author, id, { visibility: 'public' })
    expect(res.status).toBe(422)
    expect((await data(res)).errors).toEqual({ visibility: ['publicNeedsPackage'] })
    const withZip = await edit(author, id, { visibility: 'public' }, { name: 't.zip', data: GOOD_ZIP })
    expect(withZip.status).toBe(302)
    expect(await row(id)).toMatchObject({ visibility: 'public', test_count: 3 })
  })

  it('keeps the previous package and every field when a new package is refused', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'private' })
    const before = await row(id)
    const res = await edit(
      author,
      id,
      { title_br: 'Outro título' },
      { name: 'bad.zip', data: zipSync({ '1/a.in': strToU8('1\n') }) },
    )
    expect(res.status).toBe(422)
    const body = await data(res)
    expect(body.message).toBe('1/a.in não tem o arquivo .in ou .out correspondente.')
    expect(body.values.title_br).toBe('Outro título')
    const after = await row(id)
    expect(after).toMatchObject({
      title_br: before.title_br,
      package_hash: before.package_hash,
      test_count: 3,
    })
  })

  it('answers 403 to someone else, 404 for an unknown or hidden exercise; staff may edit anyone’s', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'public' })
    for (const kind of ['free', 'pro', 'moderator'] as const) {
      const other = await makeUser(kind)
      await expect(
        editLoader(args(get(`/br/exercise/${id}/edit`, other), { id: String(id) })),
      ).rejects.toMatchObject({
        status: 403,
      })
      await expect(edit(other, id, { title_br: 'Invadido' })).rejects.toMatchObject({ status: 403 })
    }
    expect((await row(id)).title_br).toBe('Soma')
    // A private exercise stays hidden from those who may not see it: 404, not 403.
    const hidden = await makeExercise({ author_id: author.id, visibility: 'private' })
    await expect(edit(await makeUser('pro'), hidden)).rejects.toMatchObject({ status: 404 })
    await expect(edit(author, 999_999)).rejects.toMatchObject({ status: 404 })
    await expect(editLoader(args(get('/br/exercise/abc/edit', author), { id: 'abc' }))).rejects.toMatchObject(
      {
        status: 404,
      },
    )

    const staff = await makeUser('author')
    expect((await edit(staff, id, { is_free: '', visibility: 'public' })).status).toBe(302)
    // Staff may make it PRO; the author stays the author.
    expect(await row(id)).toMatchObject({ is_free: 0, author_id: author.id })
  })
})

describe('my programming exercises', () => {
  it('lists the author’s own exercises with tests and solvers; staff see everyone’s', async () => {
    const author = await makeUser('free')
    const mine = await makeExercise({ author_id: author.id, title_br: 'Meu', title_gb: 'Mine' })
    const empty = await makeExercise({ author_id: author.id, visibility: 'private' }, null)
    const other = await makeExercise({ title_br: 'Alheio' })
    const solver = await makeUser('free')
    await setVerdict(await submitAs(solver, mine), { status: 'accepted', score: 100 })
    await setVerdict(await submitAs(solver, mine), { status: 'accepted', score: 100 })
    await setVerdict(await submitAs(author, mine), { status: 'wrong_answer', score: 0 })

    const list = await listLoader(args(get('/gb/content/exercises', author)))
    expect(list.staff).toBe(false)
    expect(list.exercises.map((e) => e.id).sort()).toEqual([mine, empty].sort())
    expect(list.exercises.find((e) => e.id === mine)).toMatchObject({
      title: 'Mine',
      visibility: 'public',
      test_count: 3,
      has_package: true,
      solvers: 1,
    })
    expect(list.exercises.find((e) => e.id === empty)).toMatchObject({ has_package: false, test_count: 0 })

    const staff = await listLoader(args(get('/br/content/exercises', await makeUser('author'))))
    expect(staff.staff).toBe(true)
    expect(staff.exercises.map((e) => e.id)).toEqual(expect.arrayContaining([mine, empty, other]))
    await expect(listLoader(args(get('/br/content/exercises')))).rejects.toMatchObject({ status: 302 })
  })
})
