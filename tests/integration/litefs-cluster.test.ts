import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { type Node, freePort, freshDatabase, startServer } from './cluster-processes'
import { type ReplayProxy, startProxy } from './cluster-proxy'

// A simulated two-node LiteFS cluster (issue 25, ADR 018): the built server as the primary and as a replica
// (a `.primary` file in its LITEFS_DIR names the primary; its database is a copy it opens read-only), the proxy
// of cluster-proxy.ts in front (reads to the replica, writes and fly-replay answers to the primary), and a copy
// step — SQLite's backup API, primary → replica — after every write, as LiteFS ships transactions. The writing
// flows go through the proxy's address; a write the replica attempted itself would fail read-only.
const SECRET = 'internal-secret-of-the-test-cluster'
const { dir, dbPath } = freshDatabase('cluster')
const replicaDb = path.join(dir, 'replica', 'trilha.db')
const nodes: Node[] = []
let proxy: ReplayProxy | undefined
afterAll(async () => {
  await proxy?.close()
  for (const node of nodes) await node.kill()
})

let copying = Promise.resolve()
/** The copy step, one at a time: the primary's pages into the replica's file (its readers see them next read). */
function copyToReplica(): Promise<void> {
  copying = copying.then(async () => {
    const source = new SQLite(dbPath, { readonly: true })
    try {
      await source.backup(replicaDb)
    } finally {
      source.close()
    }
  })
  return copying
}

async function form(base: string, url: string, fields: Record<string, string>, cookie = '') {
  return fetch(base + url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    redirect: 'manual',
  })
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

describe('a primary and a read-only replica behind a replaying proxy', () => {
  it('register, post, befriend, answer the friend request by GET and submit through the replica’s address', async () => {
    fs.mkdirSync(path.dirname(replicaDb), { recursive: true })
    await copyToReplica()
    const proxyPort = await freePort()
    const common = { INTERNAL_SECRET: SECRET, PUBLIC_URL: `http://127.0.0.1:${proxyPort}` }
    const primaryFs = path.join(dir, 'primary-litefs')
    const replicaFs = path.join(dir, 'replica-litefs')
    fs.mkdirSync(primaryFs)
    fs.mkdirSync(replicaFs)
    const primary = await startServer({ ...common, DATABASE_PATH: dbPath, LITEFS_DIR: primaryFs })
    nodes.push(primary)
    fs.writeFileSync(path.join(replicaFs, '.primary'), `${new URL(primary.base).host}\n`)
    const replica = await startServer({
      ...common,
      DATABASE_PATH: replicaDb,
      DATABASE_READONLY: '1',
      LITEFS_DIR: replicaFs,
      PRIMARY_URL_TEMPLATE: 'http://{primary}',
    })
    nodes.push(replica)
    proxy = await startProxy({
      port: proxyPort,
      primary: () => primary.base,
      replica: () => replica.base,
      afterWrite: copyToReplica,
    })
    const base = proxy.base
    const sqlite = new SQLite(dbPath, { readonly: true })

    // Register two people; each lands logged in, and the replica already knows the session.
    const people: Record<string, string> = {}
    for (const name of ['Ana Réplica', 'Bia Réplica']) {
      const email = `${name.split(' ')[0].toLowerCase()}-${Date.now()}@example.com`
      const res = await form(base, '/br/login', {
        intent: 'register',
        name,
        email,
        password: 'uma senha comprida',
        confirmPassword: 'uma senha comprida',
        discoverySource: 'friend',
        terms: 'on',
        birthdate: '2000-01-15',
      })
      expect(res.status, await res.text()).toBe(302)
      people[name] = cookieOf(res)
      const welcome = await fetch(`${base}${res.headers.get('location')}`, {
        headers: { cookie: people[name] },
      })
      expect(welcome.status).toBe(200)
      expect(await welcome.text()).toContain(name.split(' ')[0])
    }
    const ana = people['Ana Réplica']
    const bia = people['Bia Réplica']
    const biaId = (sqlite.prepare("select id from users where name = 'Bia Réplica'").get() as { id: number })
      .id

    // A post on the feed, read back from the replica.
    const posted = await form(
      base,
      '/br/news',
      { text: 'Escrito pela réplica', visibility: 'community', tag: 'other' },
      ana,
    )
    expect(posted.status).toBe(302)
    expect(await (await fetch(`${base}/br/news`, { headers: { cookie: ana } })).text()).toContain(
      'Escrito pela réplica',
    )

    // A friend request, and its answer by the bell's GET endpoint: the replica asks for a replay on the primary.
    const asked = await form(
      base,
      '/br/friends',
      { intent: 'request', user: String(biaId), redirectTo: '/br/friends' },
      ana,
    )
    expect(asked.status).toBe(302)
    const notification = sqlite
      .prepare("select id from notifications where user_id = ? and type = 'friend_request'")
      .get(biaId) as { id: number }
    const confirm = `/api/notification/${notification.id}/friend/confirm?locale=gb`
    const answer = await fetch(base + confirm, {
      headers: {
        cookie: bia,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-dest': 'empty',
        'x-requested-with': 'fetch',
      },
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, state: 'friend' })
    expect(proxy.replays).toContain(`GET ${confirm}`)

    // A submission through the JSON API, judged on the primary, its verdict read on the replica.
    const exercise = sqlite
      .prepare("select id from programming_exercises where title_br = 'Soma de dois inteiros'")
      .get() as { id: number }
    const code = '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);}'
    const submitted = await fetch(`${base}/api/programming-exercise/${exercise.id}/submit`, {
      method: 'POST',
      headers: { cookie: ana, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'c', code, exercise_id: exercise.id }),
    })
    expect(submitted.status).toBe(200)
    const { id } = (await submitted.json()) as { id: number }
    const status = `${base}/api/programming-exercise/submission-status/${id}`
    let last = ''
    for (let i = 0; i < 600 && last !== 'accepted'; i++) {
      await copyToReplica() // the judge writes on its own time: LiteFS ships it as it commits
      const res = await fetch(status, { headers: { cookie: ana } })
      expect(res.status).toBe(200)
      last = ((await res.json()) as { status: string }).status
      if (last !== 'accepted') await new Promise((r) => setTimeout(r, 100))
    }
    expect(last).toBe('accepted')

    // Pages a logged-in student opens (each may log its access: a GET-side write, forwarded to the primary).
    for (const page of ['/br/dashboard', '/br/friends', '/br/exercises', `/br/exercise/${exercise.id}`]) {
      expect((await fetch(base + page, { headers: { cookie: ana } })).status, page).toBe(200)
    }
    sqlite.close()
    expect(replica.output()).not.toMatch(/readonly|read-only|SQLITE_READONLY/i)
    expect(primary.output()).not.toMatch(/SQLITE_READONLY/)

    // The simulation has teeth: the same post sent to the replica itself (no proxy) fails read-only.
    const direct = await form(
      replica.base,
      '/br/news',
      { text: 'Direto na réplica', visibility: 'community', tag: 'other' },
      ana,
    )
    expect(direct.status).toBeGreaterThanOrEqual(500)
    expect(replica.output()).toMatch(/readonly/i)
  }, 300_000)
})
