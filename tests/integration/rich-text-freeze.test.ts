// Issue 15, item 2 against the built server: while profile pages whose biographies need the slowest renders
// within the bounds are requested (legacy rows, never rendered before: each goes to the rich-text worker),
// the event loop stays free and /healthz answers. No timing assertion: statuses only.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltServer, startBuiltServer } from './built-server'

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer('integration-rich-text', { JUDGE_DISABLED: '1' })
}, 30_000)

afterAll(() => server?.stop())

/** Users with heavy biographies, written straight to the database as old data would be. */
function insertUsers(count: number): number[] {
  const db = new SQLite(path.join(server.dir, 'trilha.db'))
  const insert = db.prepare(
    `INSERT INTO users (name, email, password_hash, terms_accepted_at, biography)
     VALUES (?, ?, 'x', '2026-01-01T00:00:00Z', ?) RETURNING id`,
  )
  const ids = Array.from({ length: count }, (_, i) => {
    const biography = `${i} ${'*a* `b` $x^2$\n\n'.repeat(800)}`
    return (insert.get(`Heavy ${i}`, `heavy${i}-${Date.now()}@example.com`, biography) as { id: number }).id
  })
  db.close()
  return ids
}

describe('rich text off the event loop', () => {
  it('answers /healthz while heavy rich text is rendered', async () => {
    const ids = insertUsers(6)
    const pages = ids.map((id) => server.get(`/br/user/${id}`))
    const probes: number[] = []
    for (let i = 0; i < 5; i++) probes.push((await server.get('/healthz')).status)
    expect(probes).toEqual([200, 200, 200, 200, 200])
    for (const res of await Promise.all(pages)) expect(res.status).toBe(200)
  }, 60_000)
})
