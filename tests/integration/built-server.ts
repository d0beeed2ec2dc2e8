import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface BuiltServer {
  base: string
  process: ChildProcess
  dir: string
  /** fetch against the server, redirects not followed. */
  get: (p: string, init?: RequestInit) => Promise<Response>
  stop: () => void
}

/**
 * The built server.js on its own fresh SQLite file under tests/.tmp/<name>, on a free port of 127.0.0.1.
 * `npm test` builds first; `seed` runs the real demo seed before starting. Resolves once it listens.
 */
export async function startBuiltServer(
  name: string,
  env: Record<string, string> = {},
  { seed = false } = {},
): Promise<BuiltServer> {
  if (!fs.existsSync('build/server/index.js')) throw new Error('build missing: run `npm run build` first')
  const dir = path.resolve('tests/.tmp', name)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dir, 'trilha.db'),
    PUBLIC_URL: 'https://trilha.test',
    TRILHA_DEV_OUTBOX: '',
    SMTP_URL: '',
    FLY_APP_NAME: '',
    NODE_ENV: 'production',
    ...env,
  }
  if (seed) {
    const { execFileSync } = await import('node:child_process')
    execFileSync(process.execPath, ['build/tools/db.js', 'seed'], { env: fullEnv, stdio: 'ignore' })
  }
  const child = spawn(process.execPath, ['server.js'], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = chunk.toString().match(/listening on (http:\/\/[^\s]+)/)
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'))
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)))
  })
  return {
    base,
    process: child,
    dir,
    get: (p, init = {}) => fetch(base + p, { redirect: 'manual', ...init }),
    stop: () => child.kill(),
  }
}

/** Runs server.js with `env` and resolves with its exit code and stderr when it refuses to start. */
export function serverExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['server.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/listening on/.test(chunk.toString())) {
        child.kill()
        resolve({ code: null, stderr: 'started' })
      }
    })
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}
