import crypto from 'node:crypto'
import type { z } from 'zod'
import { isPrimary, primaryOrigin } from './primary.server'

// The few writes a GET must make on a user's behalf go through here, never straight from a loader (ADR 006:
// loaders never write). Today: page accesses (page-access.server.ts), "opening a lesson starts its course"
// (modules/learning/courses/enrollment.server.ts) and "opening the notifications marks them seen" (modules/social).
//
// What may come here: idempotent receipts of the read itself, small, whose loss costs nothing but a statistic
// or a "continue" link. They run after the loader has built its answer (a microtask later), never change what
// the page shows, and a failure is only logged (docs/product.md#kernel-requests-and-errors).
//
// Each write is defined once with a name and the schema of its payload, so it can run where the database is
// writable (ADR 018): on the primary it runs here; on a LiteFS replica its payload goes to the primary's
// `POST /internal/get-write` (server.js), which runs the same definition after checking INTERNAL_SECRET.

interface Definition {
  schema: z.ZodType<unknown>
  run: (payload: unknown) => Promise<unknown>
}

const definitions = new Map<string, Definition>()
const pending = new Set<Promise<void>>()
const FORWARD_TIMEOUT_MS = 3000
/** Bigger than any defined payload (200 page accesses of ≤ 300 characters), so the primary can refuse more. */
export const MAX_FORWARDED_BYTES = 128 * 1024

function queue(label: string, work: () => Promise<unknown>): void {
  const job: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error) => console.error(`GET-side write failed (${label})`, error),
    )
    .finally(() => pending.delete(job))
  pending.add(job)
}

async function forward(kind: string, payload: unknown): Promise<void> {
  const origin = primaryOrigin()
  const secret = process.env.INTERNAL_SECRET
  if (!origin || !secret) throw new Error('replica without a primary address or INTERNAL_SECRET')
  const response = await fetch(`${origin}/internal/get-write`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
    body: JSON.stringify({ kind, payload }),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  })
  if (response.status !== 204) throw new Error(`the primary answered ${response.status}`)
}

/** Defines a GET-side write; the returned function queues one (it never throws and never blocks the page). */
export function defineGetWrite<T>(
  kind: string,
  schema: z.ZodType<T>,
  run: (payload: T) => Promise<unknown>,
): (payload: T) => void {
  if (definitions.has(kind)) throw new Error(`GET-side write ${kind} defined twice`)
  definitions.set(kind, { schema, run: run as (payload: unknown) => Promise<unknown> })
  return (payload) => queue(kind, () => (isPrimary() ? run(payload) : forward(kind, payload)))
}

/** Checked before the body is read: a request without the secret costs nothing. */
export function acceptsInternalSecret(given: string | undefined): boolean {
  const expected = process.env.INTERNAL_SECRET
  if (!expected || expected.length < 16 || !given) return false
  return secretMatches(given, expected)
}

/** Constant-time comparison of a shared secret (hashed first, so unequal lengths take the same time too). */
export function secretMatches(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(expected).digest()
  return crypto.timingSafeEqual(a, b)
}

/**
 * The primary's side of a forwarded write: the status to answer. 404 unless INTERNAL_SECRET is set (a single
 * node has no such endpoint) and matches; 400 for an unknown kind or a payload its schema refuses; 409 when
 * this node is not (or no longer) the primary.
 */
export async function runForwardedGetWrite(secret: string | undefined, body: string): Promise<number> {
  if (!acceptsInternalSecret(secret)) return 404
  if (!isPrimary()) return 409
  let parsed: { kind?: unknown; payload?: unknown }
  try {
    parsed = JSON.parse(body)
  } catch {
    return 400
  }
  const definition = typeof parsed?.kind === 'string' ? definitions.get(parsed.kind) : undefined
  const payload = definition?.schema.safeParse(parsed.payload)
  if (!definition || !payload?.success) return 400
  await definition.run(payload.data)
  return 204
}

/** Resolves when every GET-side write queued so far is done (tests, shutdown); says how many there were. */
export async function getWritesSettled(): Promise<number> {
  const now = [...pending]
  await Promise.all(now)
  return now.length
}
