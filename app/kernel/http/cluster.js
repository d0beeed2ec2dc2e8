// Plain JS: server.js (not bundled) uses it, and the tests import it directly.
//
// Both cores (issue 24, ADR 020): WEB_CONCURRENCY=N (or `auto`: one per core) runs N server processes behind one
// port with node:cluster. One of them, the designated process, is the server as it always was: it migrates,
// runs every background job (the judge queue and its pool, rankings, payouts, reminders, grading, backups) and
// answers every request whose effect lives in its memory. The others render pages. What "lives in memory":
// - every write (non-GET): it wakes the judge or the grader, counts rate limits, refreshes caches, and the
//   demo's local payment provider is the designated process's;
// - the judge's live progress (the long poll and the submission page read it from the judge's memory), and
//   the scoreboards it updates with each verdict.
// Those are forwarded by the others over loopback, with the client's address and a key made per run. Without
// WEB_CONCURRENCY (the tests, npm start) there is one process, exactly as before.
import cluster from 'node:cluster'
import crypto from 'node:crypto'
import http from 'node:http'
import os from 'node:os'

/**
 * How many server processes: WEB_CONCURRENCY (a number, or `auto` for one per core), else 1. The demo's local
 * payment provider (STRIPE_LOCAL) lives in one process's memory, so the demo keeps one process.
 * @param {Record<string, string | undefined>} [env]
 */
export function webConcurrency(env = process.env) {
  if (env.STRIPE_LOCAL === '1') return 1
  const raw = (env.WEB_CONCURRENCY ?? '').trim()
  if (raw === 'auto') return os.availableParallelism()
  const n = Number(raw)
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1
}

/**
 * single: no cluster; primary: forks and watches; designated: the full server; page: renders pages.
 * @param {Record<string, string | undefined>} [env]
 */
export function clusterRole(env = process.env) {
  if (cluster.isPrimary) return webConcurrency(env) > 1 ? 'primary' : 'single'
  return env.TRILHA_CLUSTER_ROLE === 'designated' ? 'designated' : 'page'
}

// The judge's live state: the status long poll (JSON, and the exercise page island's HTML fragment: ADR 031), the
// submission page (/br/submission/12, /gb/…), and the scoreboards, which the designated process keeps up to date
// verdict by verdict.
const DESIGNATED_GETS = [
  /^\/api\/programming-exercise\/submission-status\//,
  /^\/(br|gb)\/submission-status\//,
  /^\/(br|gb)\/submission\//,
  /^\/(br|gb)\/competition\/[^/]+\/scoreboard/,
]

/** Whether a request must be answered by the designated process (see the top of this file). */
export function needsDesignated(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return true
  const path = url.split('?')[0]
  return DESIGNATED_GETS.some((re) => re.test(path))
}

/**
 * The primary: forks the designated process first and the page processes once it serves (it migrates first),
 * replaces a process that dies, tells the page processes where the designated one listens, and stops them all
 * on SIGTERM/SIGINT. Never resolves: the process ends when its workers have.
 */
export function runPrimary({ exec, count }) {
  const key = crypto.randomBytes(24).toString('base64url')
  let designatedPort = 0
  let started = false
  let stopping = false
  cluster.setupPrimary({ exec })
  const fork = (role) => {
    const worker = cluster.fork({
      TRILHA_CLUSTER_ROLE: role,
      TRILHA_CLUSTER_KEY: key,
      TRILHA_DESIGNATED_PORT: String(designatedPort),
    })
    worker.on('message', (msg) => {
      if (msg?.type !== 'designated-port') return
      designatedPort = msg.port
      for (const w of Object.values(cluster.workers ?? {}))
        w?.send({ type: 'designated-port', port: msg.port })
      if (!started) {
        started = true
        for (let i = 1; i < count; i++) fork('page')
      }
    })
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
        return
      }
      console.error(
        `server process ${worker.process.pid} (${role}) ended (${signal ?? code}): starting another`,
      )
      fork(role)
    })
  }
  fork('designated')
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal)
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
    })
  }
  return new Promise(() => {})
}

/**
 * In the designated process: a loopback server for the requests the page processes forward, trusted only
 * with the run's key (it carries the client's address, which nobody else may set). Reports its port.
 */
export function listenForForwarded(app) {
  const key = process.env.TRILHA_CLUSTER_KEY ?? ''
  const server = http.createServer((req, res) => {
    const given = String(req.headers['x-trilha-cluster-key'] ?? '')
    if (
      !key ||
      given.length !== key.length ||
      !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(key))
    ) {
      res.writeHead(403).end()
      return
    }
    req.forwardedClientIp = String(req.headers['x-trilha-client-ip'] ?? '') || undefined
    req.headers['x-trilha-cluster-key'] = undefined
    req.headers['x-trilha-client-ip'] = undefined
    app(req, res)
  })
  // exclusive: a port of its own, not one shared through the cluster's primary.
  server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
    if (cluster.isWorker) process.send?.({ type: 'designated-port', port: server.address().port })
  })
  return server
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

/** In a page process: Express middleware sending what needsDesignated() names to the designated process. */
export function forwardToDesignated(clientIpOf) {
  let port = Number(process.env.TRILHA_DESIGNATED_PORT ?? 0)
  if (cluster.isWorker) {
    process.on('message', (msg) => {
      if (msg?.type === 'designated-port') port = msg.port
    })
  }
  const agent = new http.Agent({ keepAlive: true })
  return (req, res, next) => {
    if (!needsDesignated(req.method, req.originalUrl ?? req.url)) return next()
    const headers = {
      ...req.headers,
      'x-trilha-cluster-key': process.env.TRILHA_CLUSTER_KEY ?? '',
      'x-trilha-client-ip': clientIpOf(req),
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.originalUrl ?? req.url, headers, agent },
      (answer) => {
        // Hop-by-hop headers are this connection's own: Node sets them for the caller's. A repeated header
        // (Set-Cookie) keeps every value.
        const headers = new Map()
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i].toLowerCase()
          if (HOP_BY_HOP.has(name)) continue
          headers.set(name, [...(headers.get(name) ?? []), answer.rawHeaders[i + 1]])
        }
        for (const [name, values] of headers) res.setHeader(name, values.length === 1 ? values[0] : values)
        res.writeHead(answer.statusCode ?? 502)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(503, { 'retry-after': '1' }).end()
      else res.destroy()
    })
    // A caller who hangs up ends the forwarded request too (a long poll stops waiting).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }
}
