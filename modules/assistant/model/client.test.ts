import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ModelServer, startModelServer } from '../../../tests/fakes/model-server.mjs'
import { stream, ModelUnavailableError, complete, configureModel } from './client.server'
import { type ModelConfig, modelConfigFromEnv } from './config.server'

let server: ModelServer
const config = (): ModelConfig => ({
  apiKey: 'sk-test-key',
  baseURL: server.url,
  assistantModel: 'tutor-model',
  graderModel: 'grader-model',
  vision: false,
  timeoutMs: 5_000,
  maxRetries: 0,
})

beforeAll(async () => {
  server = await startModelServer({ apiKey: 'sk-test-key' })
})
afterAll(() => server.close())
afterEach(() => {
  server.setHandler()
  server.requests.length = 0
  configureModel(undefined)
})

describe('model configuration', () => {
  it('is off without a key or a base URL, and reads the rest with defaults', () => {
    expect(modelConfigFromEnv({})).toBeNull()
    const local = modelConfigFromEnv({
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      ASSISTANT_MODEL: 'llama3',
    })
    expect(local).toMatchObject({
      apiKey: 'not-needed',
      assistantModel: 'llama3',
      graderModel: 'llama3',
      vision: false,
    })
    expect(
      modelConfigFromEnv({ OPENAI_API_KEY: 'k', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: 'x' }),
    ).toMatchObject({
      baseURL: undefined,
      maxRetries: 0,
      timeoutMs: 60_000,
    })
    expect(() => modelConfigFromEnv({ OPENAI_BASE_URL: 'ftp://x' })).toThrow(/http/)
  })
})

describe('complete', () => {
  it('sends the model, the messages and the key through the SDK, and returns the text and usage', async () => {
    configureModel(config())
    const reply = await complete({
      purpose: 'assistant',
      messages: [{ role: 'user', content: 'O que é uma PA?' }],
    })
    expect(reply.text).toBe('You asked: O que é uma PA?')
    expect(reply.model).toBe('tutor-model')
    expect(reply.completionTokens).toBeGreaterThan(0)
    const [received] = server.completions
    expect(received.authorization).toBe('Bearer sk-test-key')
    expect(received.body.model).toBe('tutor-model')
    expect(received.body.messages).toEqual([{ role: 'user', content: 'O que é uma PA?' }])
  })

  it('uses the grader model and asks for JSON when a schema is given', async () => {
    configureModel(config())
    server.setHandler(() => '{"ok":true}')
    await complete({
      purpose: 'grader',
      messages: [{ role: 'user', content: 'grade' }],
      jsonSchema: { name: 'grade', schema: { type: 'object' } },
    })
    const body = server.completions[0].body
    expect(body.model).toBe('grader-model')
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'grade' } })
  })

  it('turns a refused key, a server error and an empty reply into ModelUnavailableError', async () => {
    configureModel({ ...config(), apiKey: 'wrong' })
    await expect(
      complete({ purpose: 'assistant', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toThrow(ModelUnavailableError)
    configureModel(config())
    server.setHandler(() => ({ status: 500, message: 'boom' }))
    await expect(
      complete({ purpose: 'assistant', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toThrow(/500/)
    server.setHandler(() => '   ')
    await expect(
      complete({ purpose: 'assistant', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toThrow(/empty/)
  })

  it('retries a failed call as configured, then succeeds', async () => {
    configureModel({ ...config(), maxRetries: 2 })
    let calls = 0
    server.setHandler(() => (++calls === 1 ? { status: 503, message: 'busy' } : 'second time'))
    const reply = await complete({ purpose: 'assistant', messages: [{ role: 'user', content: 'x' }] })
    expect(reply.text).toBe('second time')
    expect(calls).toBe(2)
  })

  it('without a configuration refuses at once and reaches no server', async () => {
    configureModel(null)
    await expect(
      complete({ purpose: 'assistant', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toThrow(/no model/)
    expect(server.requests).toHaveLength(0)
  })
})

describe('stream', () => {
  it('hands over each piece as it arrives and the usage at the end', async () => {
    configureModel(config())
    server.setHandler(() => ({
      chunks: ['Uma ', 'PA ', 'soma ', 'uma razão.'],
      usage: { prompt_tokens: 7, completion_tokens: 4 },
    }))
    const pieces: string[] = []
    const reply = await stream({ purpose: 'assistant', messages: [{ role: 'user', content: 'PA?' }] }, (d) =>
      pieces.push(d),
    )
    expect(pieces).toEqual(['Uma ', 'PA ', 'soma ', 'uma razão.'])
    expect(reply).toMatchObject({ text: 'Uma PA soma uma razão.', promptTokens: 7, completionTokens: 4 })
    expect(server.completions[0].body.stream).toBe(true)
  })

  it('aborts the HTTP call when the signal fires (the user left), and the server sees the client go', async () => {
    configureModel(config())
    server.setHandler(() => ({ hang: true }))
    const controller = new AbortController()
    const pending = stream(
      { purpose: 'assistant', messages: [{ role: 'user', content: 'x' }], signal: controller.signal },
      () => {},
    )
    await expect.poll(() => server.completions.length).toBe(1)
    controller.abort()
    const error = await pending.catch((e) => e)
    expect(error).toBeInstanceOf(ModelUnavailableError)
    expect(error.aborted).toBe(true)
    await expect.poll(() => server.completions[0].aborted).toBe(true)
  })
})

describe('usage', () => {
  it('writes one row per call: the user, purpose, model and tokens when answered; ok 0 when not', async () => {
    const { db } = await import('../../../db/client.server')
    const { plainUser } = await import('../../../tests/factories')
    const user = { id: await plainUser() }
    await db.deleteFrom('model_calls').execute()
    configureModel(config())
    server.setHandler(() => ({ text: 'ok', usage: { prompt_tokens: 11, completion_tokens: 3 } }))
    await complete({ purpose: 'assistant', userId: user.id, messages: [{ role: 'user', content: 'x' }] })
    server.setHandler(() => ({ status: 400, message: 'bad' }))
    await complete({ purpose: 'grader', messages: [{ role: 'user', content: 'x' }] }).catch(() => {})
    const rows = await db.selectFrom('model_calls').selectAll().orderBy('id').execute()
    expect(
      rows.map((r) => [r.user_id, r.purpose, r.model, r.prompt_tokens, r.completion_tokens, r.ok]),
    ).toEqual([
      [user.id, 'assistant', 'tutor-model', 11, 3, 1],
      [null, 'grader', 'grader-model', 0, 0, 0],
    ])
  })
})

describe('deadline', () => {
  it('gives up on a server that sends its headers and then stalls mid-answer (not counted as the user leaving)', async () => {
    configureModel({ ...config(), timeoutMs: 300, maxRetries: 0 })
    server.setHandler(() => ({ chunks: ['Uma ', 'PA'], chunkDelayMs: 5_000 }))
    const error = await stream(
      { purpose: 'assistant', messages: [{ role: 'user', content: 'x' }] },
      () => {},
    ).catch((e) => e)
    expect(error).toBeInstanceOf(ModelUnavailableError)
    expect(error.aborted).toBe(false)
    await expect.poll(() => server.completions[0].aborted).toBe(true)
  })
})
