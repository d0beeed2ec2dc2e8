import type { ActionFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError, apiLng } from '~/app/kernel/requests/api.server'
import { readBody } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { ask, askSchema } from '../chat/ask.server'
import { replyBody, sse } from '../chat/reply.server'
import type { QuotaRefusal } from '../usage/quota.server'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /api/assistant/ask {path, text} (docs/product.md#assistant) → {text, links} or 429 {error: "DAILY_LIMIT"} (a free
 * user's day) or {error: "RATE_LIMIT"} (too many this minute, with Retry-After). With
 * `Accept: text/event-stream` the answer streams as server-sent events: `delta` {text} as it is written, then
 * `done` (the JSON answer) or `error`. The request's end (the user left) aborts the model call.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return apiError(request, 401)
  const lng = await apiLng(request)
  const parsed = askSchema.safeParse(await readBody(request))
  if (!parsed.success) return apiError(request, 422, { fields: parsed.error.flatten().fieldErrors }, PRIVATE)

  const stop = new AbortController()
  request.signal.addEventListener('abort', () => stop.abort(), { once: true })
  const base = { user, lng, input: parsed.data, now: now(), signal: stop.signal }
  const limited = async (error: QuotaRefusal) =>
    Response.json(await replyBody({ ok: false, error }, lng), {
      status: 429,
      headers: error === 'RATE_LIMIT' ? { ...PRIVATE, 'Retry-After': '60' } : PRIVATE,
    })

  if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) {
    const result = await ask(base)
    if (!result.ok) return limited(result.error)
    return Response.json(await replyBody(result, lng), { headers: PRIVATE })
  }

  const encoder = new TextEncoder()
  let out!: ReadableStreamDefaultController<Uint8Array>
  let open = true
  const send = (event: string, data: unknown) => {
    if (open) out.enqueue(encoder.encode(sse(event, data)))
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller
    },
    cancel() {
      open = false
      stop.abort()
    },
  })
  // The quota is decided before the first byte: a refused question is a plain 429 JSON, not a stream.
  let reserved!: () => void
  const started = new Promise<'started'>((resolve) => {
    reserved = () => resolve('started')
  })
  const result = ask({ ...base, onReserved: reserved, onDelta: (text) => send('delta', { text }) })
  const first = await Promise.race([
    started,
    result.then(
      (r) => r,
      () => null,
    ),
  ])
  if (first !== 'started' && first !== null && !first.ok) return limited(first.error)
  result
    .then(
      async (r) => {
        send('done', await replyBody(r, lng))
      },
      () => send('error', { error: 'INTERNAL_ERROR' }),
    )
    .finally(() => {
      if (open) out.close()
      open = false
    })
  return new Response(body, {
    headers: { ...PRIVATE, 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
  })
}
