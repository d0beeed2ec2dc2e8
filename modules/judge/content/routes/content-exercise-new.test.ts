import fs from 'node:fs'
import path from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { upsertSubject } from '../../exercises/exercises.server'
import { packageDir } from '../../packages/paths.server'
import { get } from '../../route-test-helpers'
import { makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import {
  FIELDS,
  GOOD_ZIP,
  args,
  countExercises,
  create,
  data,
  edit,
  idFrom,
  multipart,
  row,
} from './content-test-helpers'
import { action as newAction, loader as newLoader } from './content.exercise-new'

useOwnJudgeDataDir()

describe('creating a programming exercise', () => {
  it('lets any logged-in user create one with a real ZIP: package imported, samples and subjects saved', async () => {
    await upsertSubject({ slug: 'somas', title_br: 'Somas', title_gb: 'Sums', category: 'basic' })
    const author = await makeUser('free')
    const page = await newLoader(args(get('/br/content/exercises/new', author)))
    expect(page.subjects.map((s) => s.slug)).toContain('somas')
    expect(page.values.samples).toEqual([{ input: '', output: '' }])

    const res = await create(
      author,
      { subjects: 'somas', is_free: '' },
      { name: 'tests.zip', data: GOOD_ZIP },
    )
    expect(res.status).toBe(302)
    const id = idFrom(res)
    expect(res.headers.get('location')).toBe(`/br/exercise/${id}?saved=1`)
    const saved = await row(id)
    expect(saved).toMatchObject({
      title_br: 'Soma de dois',
      title_gb: 'Sum of two',
      difficulty: 'medium',
      time_limit_ms: 1500,
      memory_limit_mib: 128,
      visibility: 'private',
      author_id: author.id,
      original_author: 'OBI 2019',
      allow_test_download: 1,
      // is_free is staff-only: a free user's exercise stays free whatever was posted.
      is_free: 1,
      test_count: 3,
      checker_kind: 'tokens',
    })
    expect(saved.package_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(packageDir(id), '2', 'c.out'), 'utf8')).toBe('15\n')
    const samples = await db
      .selectFrom('exercise_samples')
      .selectAll()
      .where('exercise_id', '=', id)
      .execute()
    // CRLF from the textarea becomes LF; a sample ends with a newline; the empty row is ignored.
    expect(samples.map((s) => [s.position, s.input, s.output])).toEqual([[1, '1 2\n', '3\n']])
    const subjects = await db
      .selectFrom('exercise_subjects')
      .select('subject_id')
      .where('exercise_id', '=', id)
      .execute()
    expect(subjects).toHaveLength(1)
  })

  it('refuses an invalid ZIP at 422 with the engine message in both languages, keeping the fields and creating nothing', async () => {
    const author = await makeUser('free')
    const before = await countExercises()
    const br = await create(author, {}, { name: 'tests.zip', data: strToU8('not a zip at all') })
    expect(br.status).toBe(422)
    const brData = await data(br)
    expect(brData.message).toBe('O arquivo não é um zip válido.')
    expect(brData.values).toMatchObject({
      title_br: 'Soma de dois',
      text_gb: 'Read **A** and B.',
      original_author: 'OBI 2019',
    })
    expect(brData.values.samples[0]).toEqual({ input: '1 2\r\n', output: '3' })
    expect(brData.fileDropped).toBe(true)

    const flat = zipSync({ 'a.in': strToU8('1\n'), 'a.out': strToU8('1\n') })
    const gb = await create(author, {}, { name: 'flat.zip', data: flat }, 'gb')
    expect(gb.status).toBe(422)
    expect((await data(gb)).message).toBe('a.in is not inside a numbered folder (expected e.g. 1/a.in).')
    expect(await countExercises()).toBe(before)
  })

  it('refuses a package over 20 MB with 413, keeping what was typed', async () => {
    const author = await makeUser('free')
    const before = await countExercises()
    const big = new Uint8Array(20 * 1024 * 1024 + 1)
    const res = await create(author, {}, { name: 'big.zip', data: big }, 'gb')
    expect(res.status).toBe(413)
    const body = await data(res)
    expect(body.message).toBe('The test package is larger than 20 MB. Upload a smaller ZIP.')
    expect(body.values.title_gb).toBe('Sum of two')
    expect(await countExercises()).toBe(before)
  })

  it('needs at least one complete sample; a half-filled row is an error; empty rows are ignored', async () => {
    const author = await makeUser('free')
    const none = await create(author, { 'samples[0].input': ' ', 'samples[0].output': '' })
    expect(none.status).toBe(422)
    expect((await data(none)).errors).toEqual({ samples: ['samplesRequired'] })

    const half = await create(author, { 'samples[1].input': '4 4' })
    expect(half.status).toBe(422)
    const halfData = await data(half)
    expect(halfData.errors).toEqual({ 'samples[1].output': ['sampleIncomplete'] })
    expect(halfData.values.samples).toEqual([
      { input: '1 2\r\n', output: '3' },
      { input: '4 4', output: '' },
    ])
  })

  it('adds an empty sample row and previews the statement without saving', async () => {
    const author = await makeUser('free')
    const before = await countExercises()
    const more = await create(author, { intent: 'add-sample' })
    expect(more.status).toBe(200)
    expect((await data(more)).values.samples).toEqual([
      { input: '1 2\r\n', output: '3' },
      { input: '', output: '' },
      { input: '', output: '' },
    ])
    const preview = await create(author, { intent: 'preview', text_gb: '' })
    expect(preview.status).toBe(200)
    const previewData = await data(preview)
    expect(previewData.preview?.br).toContain('Leia')
    expect(previewData.preview?.gb).toBeNull()
    expect(previewData.errors).toEqual({})
    expect(await countExercises()).toBe(before)
  })

  it('reports every field error at once: required title, limits out of range, checker without tolerance', async () => {
    const author = await makeUser('free')
    const res = await create(author, {
      title_br: '',
      time_limit_s: '25',
      memory_limit_mib: '8',
      checker_kind: 'float',
      visibility: 'community',
    })
    expect(res.status).toBe(422)
    expect((await data(res)).errors).toEqual({
      title_br: ['required'],
      time_limit_s: ['range'],
      memory_limit_mib: ['range'],
      checker_abs: ['toleranceRequired'],
      visibility: ['visibilityInvalid'],
    })
  })

  it(
    'refuses a custom checker that does not compile (422) with the compiler output, keeping every value',
    {
      timeout: 60_000,
    },
    async () => {
      const author = await makeUser('free')
      const before = await countExercises()
      const broken = '#include <cstdio>\nint main(int argc, char** argv) {\n  return oops;\n}\n'
      const res = await create(author, { checker_kind: 'custom', checker_source: broken, title_gb: 'Kept' })
      expect(res.status).toBe(422)
      const body = await data(res)
      expect(body.errors).toEqual({ checker_source: ['checkerCompile'] })
      expect(body.checkerOutput).toMatch(/checker\.cpp:3:\d+: error: .*oops/)
      expect(body.values).toMatchObject({ checker_kind: 'custom', title_gb: 'Kept' })
      // Multipart bodies carry CRLF line ends, as a browser sends them.
      expect(body.values.checker_source.replace(/\r\n/g, '\n')).toBe(broken)
      expect(body.values.samples[0]).toEqual({ input: '1 2\r\n', output: '3' })
      expect(await countExercises()).toBe(before)

      // Editing: the stored checker stays until a compiling one is sent.
      const id = idFrom(await create(author))
      const edited = await edit(author, id, { checker_kind: 'custom', checker_source: broken })
      expect(edited.status).toBe(422)
      expect((await data(edited)).checkerOutput).toContain('oops')
      expect(await row(id)).toMatchObject({ checker_kind: 'tokens', checker_source: null })
    },
  )

  it('saves a custom checker and float tolerances', { timeout: 60_000 }, async () => {
    const author = await makeUser('free')
    const custom = await create(author, {
      checker_kind: 'custom',
      checker_source: 'int main(){return 0;}\r\n',
    })
    expect(custom.status).toBe(302)
    expect(await row(idFrom(custom))).toMatchObject({
      checker_kind: 'custom',
      checker_source: 'int main(){return 0;}\n',
    })
    const float = await create(author, { checker_kind: 'float', checker_rel: '0.001' })
    expect(await row(idFrom(float))).toMatchObject({
      checker_kind: 'float',
      checker_abs: null,
      checker_rel: 0.001,
    })
  })

  it('sends visitors home', async () => {
    await expect(newAction(args(multipart('/br/content/exercises/new', FIELDS)))).rejects.toMatchObject({
      status: 302,
    })
  })
})
