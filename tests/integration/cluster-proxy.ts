import http from 'node:http'
import type { AddressInfo } from 'node:net'

// The LiteFS proxy and Fly's replay, as far as the simulated cluster needs them (ADR 018): GET and HEAD go to the
// replica, anything else to the primary; an answer carrying `fly-replay` is replayed on the primary; after the
// primary answered, `afterWrite` (the copy step) brings its changes to the replica before the answer goes back,
// as LiteFS holds a replica's next GET until it has the caller's write.

export interface ReplayProxy {
  base: string
  /** Requests replayed on the primary because the replica answered fly-replay. */
  replays: string[]
  close: () => Promise<void>
}

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'])

export function startProxy(opts: {
  port: number
  primary: () => string
  replica: () => string
  afterWrite: () => Promise<void>
}): Promise<ReplayProxy> {
  const replays: string[] = []
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = chunks.length ? Buffer.concat(chunks) : undefined
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !HOP.has(k)) as [string, string][],
      )
      const send = (origin: string) =>
        fetch(origin + (req.url ?? '/'), { method: req.method, headers, body, redirect: 'manual' })
      const read = req.method === 'GET' || req.method === 'HEAD'
      let answer = await send(read ? opts.replica() : opts.primary())
      let wrote = !read
      if (answer.headers.has('fly-replay')) {
        replays.push(`${req.method} ${req.url}`)
        await answer.arrayBuffer()
        answer = await send(opts.primary())
        wrote = true
      }
      const payload = Buffer.from(await answer.arrayBuffer())
      if (wrote) await opts.afterWrite()
      const out: Record<string, string | string[]> = {}
      answer.headers.forEach((value, key) => {
        if (!HOP.has(key) && key !== 'content-encoding' && key !== 'set-cookie') out[key] = value
      })
      const cookies = answer.headers.getSetCookie()
      if (cookies.length) out['set-cookie'] = cookies
      res.writeHead(answer.status, out).end(payload)
    } catch (error) {
      res.writeHead(502).end(String(error))
    }
  })
  return new Promise((resolve) => {
    server.listen(opts.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        base: `http://127.0.0.1:${port}`,
        replays,
        close: () => new Promise((r) => server.close(() => r())),
      })
    })
  })
}
