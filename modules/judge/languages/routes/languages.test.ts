import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { call, get, post } from '../../route-test-helpers'
import { makeUser } from '../../test-helpers'
import { loader as apiLoader } from './api.languages'
import { action, loader } from './languages'

const form = (fields: Record<string, string>, user?: Awaited<ReturnType<typeof makeUser>>) =>
  call(post('/gb/judge/languages', fields, user, true))

describe('/{lang}/judge/languages', () => {
  it('lists every language with the version detected on this host', async () => {
    const data = await loader(call(get('/br/judge/languages')))
    const ids = data.languages.map((l) => l.id)
    expect(ids).toEqual([
      'c',
      'c++',
      'python3',
      'pypy',
      'javascript',
      'java',
      'portugol',
      'rust',
      'go',
      'dart',
    ])
    const c = data.languages.find((l) => l.id === 'c')
    expect(c?.available).toBe(true)
    expect(c?.label).toMatch(/^C \(gcc \d+\.\d+/)
    expect(data.languages.find((l) => l.id === 'dart')?.available).toBe(false)
    expect(data.staff).toBe(false)
    const api = (await (await apiLoader()).json()) as { id: string; time_multiplier: number }[]
    expect(api.find((l) => l.id === 'python3')?.time_multiplier).toBeGreaterThan(1)
  })

  it('lets an admin set a time factor and compile limits, and refuses bad values with 422', async () => {
    const admin = await makeUser('admin')
    const bad = (await action(
      form({ language: 'java', time_multiplier: '50', compile_time_s: '' }, admin),
    )) as Response
    expect(bad.status).toBe(422)
    const ok = (await action(
      form({ language: 'java', time_multiplier: '2.5', compile_time_s: '20', compile_memory_mib: '' }, admin),
    )) as Response
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe('/gb/judge/languages?saved=java')
    const row = await db
      .selectFrom('judge_language_settings')
      .selectAll()
      .where('language', '=', 'java')
      .executeTakeFirst()
    expect(row).toMatchObject({
      time_multiplier: 2.5,
      compile_time_ms: 20_000,
      compile_memory_mib: null,
      updated_by: admin.id,
    })
    const unknown = (await action(form({ language: 'cobol' }, admin))) as Response
    expect(unknown.status).toBe(404)
  })

  it('sends anyone else home without saving', async () => {
    const student = await makeUser('free')
    await expect(action(form({ language: 'c', time_multiplier: '9' }, student))).rejects.toMatchObject({
      status: 302,
    })
    const row = await db
      .selectFrom('judge_language_settings')
      .selectAll()
      .where('language', '=', 'c')
      .executeTakeFirst()
    expect(row).toBeUndefined()
  })
})
