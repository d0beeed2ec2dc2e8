import fs from 'node:fs'
import path from 'node:path'

// Which node may write (issue 25, ADR 018). On Fly, LiteFS replicates the SQLite file: one node holds the lease
// (the primary) and the others are read-only replicas. LiteFS tells each node through a file in its FUSE mount:
// `${LITEFS_DIR}/.primary` exists on a replica and holds the primary's hostname; on the primary it is absent.
// Without LITEFS_DIR (npm start, the tests, one machine) this node is the only one, so it is the primary.
//
// Non-GET requests never reach a replica's app: the LiteFS proxy in front sends them to the primary. What is
// left to the app: GETs that write (ensurePrimary below, and the kernel's GET-side writes, get-writes.server.ts)
// and background jobs (whenPrimary).

const CACHE_MS = 1000
let cached: { at: number; primary: string | null } | null = null

/** The primary's hostname when this node is a replica; null on the primary (or with no LiteFS at all). */
export function primaryHost(now = Date.now()): string | null {
  const dir = process.env.LITEFS_DIR
  if (!dir) return null
  if (cached && now - cached.at < CACHE_MS) return cached.primary
  let primary: string | null = null
  try {
    primary = fs.readFileSync(path.join(dir, '.primary'), 'utf8').trim() || null
  } catch {
    primary = null // no file: this node holds the lease
  }
  cached = { at: now, primary }
  return primary
}

export function isPrimary(): boolean {
  return primaryHost() === null
}

/** Tests move a node between roles by writing `.primary`; this forgets the cached answer. */
export function forgetPrimaryCache(): void {
  cached = null
}

/**
 * Where the primary's app answers for node-to-node calls (the GET-side writes). On Fly every machine is
 * `<hostname>.vm.<app>.internal`; the simulated cluster of the tests writes `host:port` into `.primary` and
 * sets PRIMARY_URL_TEMPLATE=http://{primary}.
 */
export function primaryOrigin(): string | null {
  const host = primaryHost()
  if (!host) return null
  const template =
    process.env.PRIMARY_URL_TEMPLATE ||
    `http://{primary}.vm.${process.env.FLY_APP_NAME ?? 'app'}.internal:${process.env.PORT ?? '8081'}`
  return template.replace('{primary}', host)
}

/**
 * For the rare GET that must write in the request itself (the friend-request answer of the API): on a replica
 * the answer is "replay me on the primary" — Fly's proxy (and the LiteFS proxy) replays the same request there.
 */
export function ensurePrimary(): void {
  const host = primaryHost()
  if (host === null) return
  throw new Response(null, { status: 409, headers: { 'fly-replay': `instance=${host}` } })
}

/**
 * Runs a background job (rankings, payouts, reminders, the judge queue) only while this node is the primary:
 * started when the node becomes primary, stopped when it stops being it. Checked every few seconds, so a
 * promotion on Fly (the lease moves) takes over the jobs without a restart.
 */
export function whenPrimary(
  name: string,
  job: { start: () => unknown | Promise<unknown>; stop?: () => unknown },
  everyMs = 5000,
): { ready: Promise<void>; stop: () => void } {
  let running = false
  const check = async () => {
    const primary = isPrimary()
    if (primary && !running) {
      running = true
      try {
        await job.start()
      } catch (error) {
        running = false
        console.error(`job ${name} failed to start`, error)
      }
    } else if (!primary && running) {
      running = false
      job.stop?.()
      console.log(`job ${name} stopped: this node is no longer the primary`)
    }
  }
  const ready = check()
  // One node (no LiteFS): the role never changes, nothing to watch.
  const timer = process.env.LITEFS_DIR ? setInterval(check, everyMs) : null
  timer?.unref()
  return {
    ready,
    stop() {
      if (timer) clearInterval(timer)
      if (running) job.stop?.()
      running = false
    },
  }
}
