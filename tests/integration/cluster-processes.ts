import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type SQLite from 'better-sqlite3'

// Real processes on loopback for the deployment's proofs (issue 25): the built server as a primary or a replica,
// judge workers, all on one SQLite folder that outlives their restarts. `npm run build` first.

export interface Node {
  base: string
  child: ChildProcess
  output: () => string
  kill: (signal?: NodeJS.Signals) => Promise<void>
}

/** A fresh folder under tests/.tmp with a migrated, seeded database. */
export function freshDatabase(name: string): { dir: string; dbPath: string } {
  if (!fs.existsSync('build/server/index.js')) throw new Error('build missing: run `npm run build` first')
  const dir = path.resolve('tests/.tmp', name)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const dbPath = path.join(dir, 'trilha.db')
  const env = { ...process.env, DATABASE_PATH: dbPath }
  execFileSync(process.execPath, ['build/tools/db.js', 'migrate'], { env, stdio: 'ignore' })
  execFileSync(process.execPath, ['build/tools/db.js', 'seed'], { env, stdio: 'ignore' })
  return { dir, dbPath }
}

function track(child: ChildProcess) {
  let output = ''
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString()
  })
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    output: () => output,
    kill: async (signal: NodeJS.Signals = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** server.js on `port` (0: any), resolved once it listens. */
export function startServer(env: Record<string, string>, port = 0): Promise<Node> {
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      NODE_ENV: 'production',
      FLY_APP_NAME: '',
      SMTP_URL: '',
      TRILHA_DEV_OUTBOX: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const t = track(child)
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', () => {
      const m = t.output().match(/listening on (http:\/\/[^\s]+)/)
      if (m) resolve({ base: m[1], child, ...t })
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${t.output()}`)))
  })
}

/** A judge worker process (build/judge/remote-worker.js), resolved once it claims. */
export function startWorker(env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['build/judge/remote-worker.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const t = track(child)
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (/claiming from/.test(t.output())) resolve({ base: env.PRIMARY_URL, child, ...t })
    })
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${t.output()}`)))
  })
}

/** Polls `probe` until it gives a value (bounded by a count of tries, not by a clock reading). */
export async function until<T>(probe: () => T | undefined, what: string, tries = 2400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = probe()
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`gave up waiting for ${what}`)
}

/** Queues `n` C submissions of `code` for the seeded "Soma de dois inteiros", spread over three users. */
export function sumSubmitter(sqlite: SQLite.Database): (code: string, n: number) => number[] {
  const exercise = sqlite
    .prepare("select id from programming_exercises where title_br = 'Soma de dois inteiros'")
    .get() as { id: number }
  const users = sqlite.prepare('select id from users order by id limit 3').all() as { id: number }[]
  const insert = sqlite.prepare(
    "insert into submissions (user_id, exercise_id, language, code, status, created_at) values (?, ?, 'c', ?, 'in_queue', ?)",
  )
  return (code, n) =>
    Array.from({ length: n }, (_, i) =>
      Number(
        insert.run(users[i % users.length].id, exercise.id, code, new Date().toISOString()).lastInsertRowid,
      ),
    )
}

/** A port nobody listens on now (a node restarted on it keeps its address). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
