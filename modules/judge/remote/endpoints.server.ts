import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'
import { secretMatches } from '~/app/kernel/runtime/get-writes.server'
import { primaryHost } from '~/app/kernel/runtime/primary.server'
import { type DB, db as defaultDb } from '~/db/client.server'
import type { JudgeReport } from '~/judge/types'
import { claimForWorker, claimedFile, finishClaim, renewClaim } from './claims.server'
import { JUDGE_SECRET_HEADER, claimRequest, heartbeat, verdict } from './wire'

// `/internal/judge/*` on the primary (server.js mounts it before the HTTP guard, as /internal/get-write): the
// endpoints judge workers call with JUDGE_SECRET in `x-judge-secret`. Without the secret configured (one
// machine, the default) every path answers 404, like any unknown one. Bodies are bounded before they are read.
//   POST claim      {worker}               → 200 {id, token, leaseMs, task} | 204 nothing queued
//   POST heartbeat  {id, token, progress?} → 204 | 409 the claim is no longer this worker's
//   POST verdict    {id, token, report}    → 204 | 409 stale token (refused) | 400
//   GET  file?id=&token=&key=              → the package file | 404
// On a replica the answer is 409 with `fly-replay`, so Fly's proxy replays the call on the primary.

const LIMITS: Record<string, number> = { claim: 1024, heartbeat: 4096, verdict: 4 << 20 }

/** JUDGE_SECRET, when long enough to mean something. */
export function judgeSecret(): string | null {
  const secret = process.env.JUDGE_SECRET
  return secret && secret.length >= 16 ? secret : null
}

export async function handleJudgeInternal(
  req: IncomingMessage,
  res: ServerResponse,
  conn: DB = defaultDb,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://internal')
  const action = url.pathname.replace(/^\/internal\/judge\//, '')
  const secret = judgeSecret()
  const given = req.headers[JUDGE_SECRET_HEADER]
  if (!secret || typeof given !== 'string' || !secretMatches(given, secret)) return end(res, 404)
  const primary = primaryHost()
  if (primary !== null) return end(res, 409, { 'fly-replay': `instance=${primary}` })
  try {
    if (req.method === 'GET' && action === 'file') return await sendFile(url, res, conn)
    if (req.method !== 'POST' || !(action in LIMITS)) return end(res, 404)
    const body = await readJson(req, LIMITS[action])
    if (body === TOO_LARGE) return end(res, 413)
    if (action === 'claim') {
      const input = parse(claimRequest, body)
      if (!input) return end(res, 400)
      const claim = await claimForWorker(conn, input.worker)
      return claim ? json(res, 200, claim) : end(res, 204)
    }
    if (action === 'heartbeat') {
      const input = parse(heartbeat, body)
      if (!input) return end(res, 400)
      return end(res, (await renewClaim(conn, input.id, input.token, input.progress)) ? 204 : 409)
    }
    const input = parse(verdict, body)
    if (!input) return end(res, 400)
    const saved = await finishClaim(conn, input.id, input.token, input.report as JudgeReport)
    return end(res, saved === 'saved' ? 204 : 409)
  } catch (error) {
    console.error(`judge: /internal/judge/${action} failed`, error)
    return end(res, 503)
  }
}

async function sendFile(url: URL, res: ServerResponse, conn: DB) {
  const id = Number(url.searchParams.get('id'))
  const token = url.searchParams.get('token') ?? ''
  const key = url.searchParams.get('key') ?? ''
  if (!Number.isSafeInteger(id) || id <= 0) return end(res, 400)
  const file = await claimedFile(conn, id, token, key)
  if (!file) return end(res, 404)
  const { size } = await fs.promises.stat(file)
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size })
  await new Promise<void>((resolve, reject) => {
    fs.createReadStream(file).on('error', reject).pipe(res).on('finish', resolve).on('error', reject)
  })
}

const TOO_LARGE = Symbol('too large')

async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return TOO_LARGE
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return TOO_LARGE
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

function parse<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> | null {
  const result = schema.safeParse(body)
  return result.success ? result.data : null
}

function end(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, headers).end()
}

function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}
