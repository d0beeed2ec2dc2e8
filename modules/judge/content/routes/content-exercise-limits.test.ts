// Issue 15 items 6 and 7 through the real exercise form: what a non-staff author may ask of the judge (time,
// memory, tests) and of the disk (expanded size, quota, how many exercises an hour). Real SQLite, real imports.
import { strToU8, zipSync } from 'fflate'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { makeUser, useOwnJudgeDataDir } from '../../test-helpers'
import { MEMBER_LIMITS } from '../author-limits'
import { storedPackageBytes } from '../exercise-admin.server'
import { GOOD_ZIP, countExercises, create, data, edit, idFrom, row } from './content-test-helpers'

useOwnJudgeDataDir()
beforeEach(() => resetRateLimits())

const MiB = 1024 * 1024

/** `tests` tests in group 1; each input is `bytes` zeros (a few KB once zipped: the attack's 245 KB zip). */
function zipOf(tests: number, bytes = 4) {
  const files: Record<string, Uint8Array> = {}
  for (let i = 1; i <= tests; i++) {
    files[`1/${i}.in`] = new Uint8Array(bytes)
    files[`1/${i}.out`] = strToU8('0\n')
  }
  return { name: 'tests.zip', data: zipSync(files, { level: 9 }) }
}

describe('what a non-staff author may ask of the judge', () => {
  it('refuses a time limit over 5 s and memory over 512 MiB at 422 in both languages, keeping what was typed', async () => {
    const author = await makeUser('free')
    const before = await countExercises()
    const br = await create(author, { time_limit_s: '20', memory_limit_mib: '2048' })
    expect(br.status).toBe(422)
    const body = await data(br)
    expect(body.errors).toMatchObject({ time_limit_s: ['timeLimitAbove'], memory_limit_mib: ['memoryAbove'] })
    expect(body.values).toMatchObject({
      title_br: 'Soma de dois',
      time_limit_s: '20',
      memory_limit_mib: '2048',
    })
    const gb = await create(author, { time_limit_s: '5.5' }, undefined, 'gb')
    expect(gb.status).toBe(422)
    expect((await data(gb)).errors).toEqual({ time_limit_s: ['timeLimitAbove'] })
    expect(await countExercises()).toBe(before)
    // At the bound it saves.
    expect((await create(author, { time_limit_s: '5', memory_limit_mib: '512' })).status).toBe(302)
  })

  it('refuses a package of more than 100 tests from a non-staff author; staff may upload it', async () => {
    const author = await makeUser('free')
    const res = await create(author, {}, zipOf(101))
    expect(res.status).toBe(422)
    expect((await data(res)).packageError).toBe('O pacote tem mais de 100 testes.')
    const gb = await create(author, {}, zipOf(101), 'gb')
    expect((await data(gb)).packageError).toBe('The package has more than 100 tests.')
    const staff = await makeUser('author')
    const ok = await create(staff, { time_limit_s: '20' }, zipOf(101))
    expect(ok.status).toBe(302)
    expect(await row(idFrom(ok))).toMatchObject({ test_count: 101, time_limit_ms: 20_000 })
  })
})

describe('what a non-staff author may store', () => {
  it('refuses a small zip that expands past 16 MiB (the 245 KB → 240 MiB attack), keeping the form', async () => {
    const author = await makeUser('free')
    const before = await countExercises()
    const bomb = zipOf(2, 9 * MiB)
    expect(bomb.data.byteLength).toBeLessThan(100 * 1024)
    const res = await create(author, { title_br: 'Bomba' }, bomb)
    expect(res.status).toBe(422)
    const body = await data(res)
    expect(body.packageError).toBe('O pacote é grande demais (limite: 16 MiB).')
    expect(body.values.title_br).toBe('Bomba')
    expect(await countExercises()).toBe(before)
  })

  it('keeps the sum of an author’s packages within 50 MiB; replacing a package counts only the new one', async () => {
    const author = await makeUser('free')
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await create(author, {}, zipOf(1, 15 * MiB))
      expect(res.status).toBe(302)
      ids.push(idFrom(res))
    }
    expect(await storedPackageBytes(author.id)).toBeGreaterThan(45 * MiB)
    const before = await countExercises()
    const over = await create(author, { title_br: 'Mais uma' }, zipOf(1, 15 * MiB))
    expect(over.status).toBe(422)
    const body = await data(over)
    expect(body.packageError).toMatch(
      /^Os pacotes de testes dos seus exercícios ocupariam 60 MiB, e o seu limite é 50 MiB\./,
    )
    expect(body.values.title_br).toBe('Mais uma')
    expect(await countExercises()).toBe(before)
    // Replacing one of the three by a package of the same size fits: the old one goes.
    expect((await edit(author, ids[0], {}, zipOf(1, 15 * MiB))).status).toBe(302)
    // Staff have no quota.
    const staff = await makeUser('author')
    expect(MEMBER_LIMITS.storageQuotaBytes).toBe(50 * MiB)
    expect((await create(staff, {}, zipOf(1, 15 * MiB))).status).toBe(302)
  })

  it('lets a non-staff user create 10 exercises an hour, then answers 429 with Retry-After and the form kept', async () => {
    const author = await makeUser('free')
    for (let i = 0; i < 10; i++)
      expect((await create(author, {}, { name: 't.zip', data: GOOD_ZIP })).status).toBe(302)
    const before = await countExercises()
    const res = await create(author, { title_br: 'A décima primeira' }, { name: 't.zip', data: GOOD_ZIP })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = await data(res)
    expect(body.message).toMatch(/^Você criou muitos exercícios em pouco tempo\. Tente de novo em \d+ min/)
    expect(body.values.title_br).toBe('A décima primeira')
    expect(await countExercises()).toBe(before)
    const [mine] = (
      await db.selectFrom('programming_exercises').select('id').where('author_id', '=', author.id).execute()
    ).map((r) => r.id)
    const gb = await create(author, {}, undefined, 'gb')
    expect((await data(gb)).message).toMatch(/^You have created many exercises in a short time/)
    // Editing is not creating; staff are not limited.
    expect((await edit(author, mine, { title_br: 'Editado' })).status).toBe(302)
    const staff = await makeUser('author')
    for (let i = 0; i < 11; i++) expect((await create(staff)).status).toBe(302)
  })
})
