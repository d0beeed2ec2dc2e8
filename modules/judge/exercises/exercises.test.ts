import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { PackageError } from '~/judge/packages'
import { exerciseAccess } from '../access'
import { packageErrorMessage, setTestPackage } from '../packages/packages.server'
import { packageDir } from '../packages/paths.server'
import { makeExercise, makeUser, scratchDir, useOwnJudgeDataDir, writeTestFolder } from '../test-helpers'
import { createExercise, getExerciseForUser, updateExercise, upsertSubject } from './exercises.server'

const dataDir = useOwnJudgeDataDir()

describe('exercise visibility', () => {
  it('shows a private exercise only to its author and staff, and hides it as not found', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ visibility: 'private', author_id: author.id }, null)
    const [other, pro, creator, admin, moderator] = await Promise.all([
      makeUser('free'),
      makeUser('pro'),
      makeUser('author'),
      makeUser('admin'),
      makeUser('moderator'),
    ])
    expect((await getExerciseForUser(author.session, id, 'pt-BR')).status).toBe('ok')
    expect((await getExerciseForUser(creator.session, id, 'pt-BR')).status).toBe('ok')
    expect((await getExerciseForUser(admin.session, id, 'pt-BR')).status).toBe('ok')
    for (const u of [other, pro, moderator])
      expect((await getExerciseForUser(u.session, id, 'pt-BR')).status).toBe('not_found')
    expect((await getExerciseForUser(null, id, 'pt-BR')).status).toBe('not_found')
    expect((await getExerciseForUser(null, 999_999, 'pt-BR')).status).toBe('not_found')
  })

  it('shows public and community exercises to everyone, visitors included', async () => {
    for (const visibility of ['public', 'community'] as const) {
      const id = await makeExercise({ visibility }, null)
      expect((await getExerciseForUser(null, id, 'en-GB')).status).toBe('ok')
      expect((await getExerciseForUser((await makeUser('free')).session, id, 'en-GB')).status).toBe('ok')
    }
  })

  it('keeps the text of a PRO exercise for PRO users, staff and its author', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ is_free: false, author_id: author.id }, null)
    expect((await getExerciseForUser(null, id, 'pt-BR')).status).toBe('pro_needed')
    expect((await getExerciseForUser((await makeUser('free')).session, id, 'pt-BR')).status).toBe(
      'pro_needed',
    )
    for (const u of [await makeUser('pro'), await makeUser('author'), await makeUser('admin'), author])
      expect((await getExerciseForUser(u.session, id, 'pt-BR')).status).toBe('ok')
    // A private PRO exercise stays hidden (404) rather than asking for PRO.
    expect(exerciseAccess(null, { visibility: 'private', is_free: 0, author_id: null })).toBe('not_found')
  })
})

describe('exercise view', () => {
  it('localizes title, text and subjects, falling back to Portuguese', async () => {
    await upsertSubject({ slug: 'grafos-x', title_br: 'Grafos', title_gb: 'Graphs', category: 'graphs' })
    await upsertSubject({ slug: 'so-br', title_br: 'Só em português', category: 'general' })
    const id = await makeExercise(
      {
        title_gb: null,
        text_gb: 'English text.',
        subjects: ['grafos-x', 'so-br'],
        time_limit_ms: 1500,
        memory_limit_mib: 128,
        original_author: 'OBI 2019',
        checker: { kind: 'custom', source: 'int main(){}' },
        samples: [
          { input: 'a\n', output: 'b\n' },
          { input: 'c\n', output: 'd\n' },
        ],
      },
      null,
    )
    const gb = await getExerciseForUser(null, id, 'en-GB')
    if (gb.status !== 'ok') throw new Error(gb.status)
    expect(gb.exercise).toMatchObject({
      id,
      title: 'Soma',
      text: 'English text.',
      difficulty: 'easy',
      time_limit: 1.5,
      memory_limit: 128,
      samples: [
        { input: 'a\n', output: 'b\n' },
        { input: 'c\n', output: 'd\n' },
      ],
      is_free: true,
      is_offline: false,
      visibility: 'public',
      original_author: 'OBI 2019',
      has_checker: true,
    })
    expect(gb.exercise.subjects.map((s) => s.title)).toEqual(['Graphs', 'Só em português'])
    const br = await getExerciseForUser(null, id, 'pt-BR')
    if (br.status !== 'ok') throw new Error(br.status)
    expect(br.exercise.text).toBe('Some A e B.')
    expect(br.exercise.subjects[0]).toMatchObject({ slug: 'grafos-x', title: 'Grafos', category: 'graphs' })
  })

  it('needs a sample, a tolerance for the float checker and known subjects', async () => {
    const count = async () => (await db.selectFrom('programming_exercises').select('id').execute()).length
    const before = await count()
    await expect(makeExercise({ samples: [] }, null)).rejects.toThrow()
    await expect(makeExercise({ checker: { kind: 'float' } }, null)).rejects.toThrow()
    await expect(makeExercise({ subjects: ['nao-existe'] }, null)).rejects.toThrow(/unknown subjects/)
    // The failed creates left nothing behind (the subjects one ran in a rolled-back transaction).
    expect(await count()).toBe(before)
  })

  it('updates fields, samples and checker columns', async () => {
    const id = await makeExercise({}, null)
    await updateExercise(id, {
      title_gb: 'Addition',
      visibility: 'community',
      checker: { kind: 'float', absolute: 0.001 },
      samples: [{ input: '9 9\n', output: '18\n' }],
      group_weights: { '1': 40, '2': 60 },
    })
    const row = await db
      .selectFrom('programming_exercises')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      title_gb: 'Addition',
      title_br: 'Soma',
      visibility: 'community',
      checker_kind: 'float',
      checker_abs: 0.001,
      checker_rel: null,
      group_weights: '{"1":40,"2":60}',
    })
    const view = await getExerciseForUser(null, id, 'en-GB')
    expect(view.status === 'ok' && view.exercise.samples).toEqual([{ input: '9 9\n', output: '18\n' }])
    await expect(updateExercise(999_999, { title_br: 'x' })).rejects.toThrow(/does not exist/)
  })

  it('upserts subjects by slug', async () => {
    const a = await upsertSubject({ slug: 'dp', title_br: 'PD', category: 'techniques' })
    const b = await upsertSubject({ slug: 'dp', title_br: 'Programação dinâmica', category: 'techniques' })
    expect(b).toBe(a)
    const row = await db.selectFrom('subjects').selectAll().where('id', '=', a).executeTakeFirstOrThrow()
    expect(row.title_br).toBe('Programação dinâmica')
    await expect(upsertSubject({ slug: 'Bad Slug', title_br: 'x', category: 'basic' })).rejects.toThrow()
  })
})

describe('test packages', () => {
  it('lives under JUDGE_DATA_DIR/packages/<id>', () => {
    expect(packageDir(7)).toBe(path.join(dataDir, 'packages', '7'))
    expect(() => packageDir(0)).toThrow()
  })

  it('imports a folder, records its hash and test count, and gives a zip of the same tests the same hash', async () => {
    const id = await makeExercise({}, null)
    const tests = {
      1: { '1': ['1 2\n', '3\n'] as [string, string] },
      2: { '1': ['2 2\n', '4\n'] as [string, string] },
    }
    const folder = await setTestPackage(id, writeTestFolder(tests))
    expect(folder.testCount).toBe(2)
    expect(fs.readFileSync(path.join(packageDir(id), '2', '1.in'), 'utf8')).toBe('2 2\n')
    const row = await db
      .selectFrom('programming_exercises')
      .select(['package_hash', 'test_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ package_hash: folder.packageHash, test_count: 2 })

    const zipPath = path.join(scratchDir(), 'tests.zip')
    const enc = (s: string) => new TextEncoder().encode(s)
    fs.writeFileSync(
      zipPath,
      zipSync({
        '1/1.in': enc('1 2\n'),
        '1/1.out': enc('3\n'),
        '2/1.in': enc('2 2\n'),
        '2/1.out': enc('4\n'),
      }),
    )
    const other = await makeExercise({}, null)
    expect((await setTestPackage(other, zipPath)).packageHash).toBe(folder.packageHash)
  })

  it('refuses a broken package with the engine error, keeps the old one, and says why in both languages', async () => {
    const id = await makeExercise()
    const before = await db
      .selectFrom('programming_exercises')
      .select('package_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const broken = writeTestFolder({ 1: { a: ['1\n', '1\n'] } })
    fs.rmSync(path.join(broken, '1', 'a.out'))
    const error = await setTestPackage(id, broken).catch((e) => e)
    expect(error).toBeInstanceOf(PackageError)
    expect(error.code).toBe('missing_pair')
    expect(packageErrorMessage(error, 'pt-BR')).toMatch(/a\.in.*não tem/)
    expect(packageErrorMessage(error, 'en-GB')).toMatch(/a\.in.*has no matching/)
    const after = await db
      .selectFrom('programming_exercises')
      .select('package_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(after.package_hash).toBe(before.package_hash)
    expect(fs.existsSync(path.join(packageDir(id), '1', '01.in'))).toBe(true)
    await expect(setTestPackage(999_999, broken)).rejects.toThrow(/does not exist/)
  })
})

describe('createExercise defaults', () => {
  it('matches the table defaults', async () => {
    const id = await createExercise({ title_br: 'A', text_br: 'B', samples: [{ input: '', output: '' }] })
    const row = await db
      .selectFrom('programming_exercises')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      difficulty: 'easy',
      time_limit_ms: 1000,
      memory_limit_mib: 256,
      visibility: 'private',
      is_free: 1,
      is_offline: 0,
      checker_kind: 'tokens',
      allow_test_download: 1,
      package_hash: null,
      test_count: 0,
    })
  })
})
