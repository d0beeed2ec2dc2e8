// A local server that speaks the part of the OpenAI HTTP API we use (POST /v1/chat/completions, JSON and
// SSE streaming; GET /v1/models), so the real `openai` SDK can be tested here where no model runs (issue 19).
// It records what it received (model, messages, auth header, whether the client went away) and answers through
// a handler the test sets. Plain ESM so both vitest and tests/e2e/serve.mjs can start it.
import http from 'node:http'

const MAX_BODY = 8 * 1024 * 1024

/** The text of the last user message (string content or the text parts of a multi-part message). */
export function lastUserText(body) {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')
  if (!user) return ''
  if (typeof user.content === 'string') return user.content
  return (user.content ?? [])
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n')
}

/** The default answer: says what it was asked, so a test can see its question arrived. */
export function echoHandler(body) {
  // The question, not the page material the assistant puts before it in the same message (chat/prompt.ts).
  return `You asked: ${lastUserText(body).replace(/^<material>[\s\S]*?<\/material>\s*/, '')}`
}

function words(text) {
  return text.match(/\S+\s*/g) ?? [text]
}

function sendError(res, status, message) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', code: null } }))
}

/**
 * @param {{ handler?: Function, apiKey?: string }} [options]
 * handler(body, request) may return (or resolve to) a string, or
 * { text, chunks?, usage?, delayMs? } | { status, message } | { hang: true } (never answers; for abort tests).
 */
export async function startModelServer(options = {}) {
  let handler = options.handler ?? echoHandler
  const requests = []
  let seq = 0

  const server = http.createServer((req, res) => {
    const record = {
      method: req.method,
      path: req.url,
      authorization: req.headers.authorization ?? null,
      body: null,
      aborted: false,
    }
    // 'close' on the response before it finished means the client went away (the SDK's abort).
    res.on('close', () => {
      if (!res.writableFinished) record.aborted = true
    })
    if (req.method === 'GET' && req.url === '/v1/models') {
      requests.push(record)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'tests' }] }),
      )
      return
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return sendError(res, 404, 'not found')
    let size = 0
    const parts = []
    req.on('data', (part) => {
      size += part.length
      if (size > MAX_BODY) req.destroy()
      else parts.push(part)
    })
    req.on('end', async () => {
      requests.push(record)
      try {
        record.body = JSON.parse(Buffer.concat(parts).toString('utf8'))
      } catch {
        return sendError(res, 400, 'invalid JSON')
      }
      if (options.apiKey && record.authorization !== `Bearer ${options.apiKey}`)
        return sendError(res, 401, 'Incorrect API key provided')
      let answer
      try {
        answer = await handler(record.body, record)
      } catch (error) {
        return sendError(res, 500, String(error))
      }
      if (typeof answer === 'string') answer = { text: answer }
      if (answer.hang) return // the test expects the client to abort
      if (answer.status) return sendError(res, answer.status, answer.message ?? 'error')
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs))
      if (res.destroyed) return
      const text = answer.text ?? ''
      const usage = answer.usage ?? {
        prompt_tokens: JSON.stringify(record.body.messages ?? []).length >> 2,
        completion_tokens: Math.max(1, text.length >> 2),
      }
      usage.total_tokens = usage.prompt_tokens + usage.completion_tokens
      const id = `chatcmpl-fake-${++seq}`
      const created = Math.floor(Date.now() / 1000)
      const model = record.body.model
      if (!record.body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
            usage,
          }),
        )
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const chunk = (choices, extra = {}) =>
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`,
        )
      chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }])
      for (const piece of answer.chunks ?? words(text)) {
        if (res.destroyed) return
        chunk([{ index: 0, delta: { content: piece }, finish_reason: null }])
        if (answer.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, answer.chunkDelayMs))
      }
      chunk([{ index: 0, delta: {}, finish_reason: 'stop' }])
      if (record.body.stream_options?.include_usage) chunk([], { usage })
      res.end('data: [DONE]\n\n')
    })
  })

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    /** Every request received, in order (the /v1/models probe included). */
    requests,
    /** Only the chat completions, with their parsed bodies. */
    get completions() {
      return requests.filter((r) => r.path === '/v1/chat/completions')
    },
    setHandler(next) {
      handler = next ?? echoHandler
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
