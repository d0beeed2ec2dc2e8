import OpenAI from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import { db } from '../../../db/client.server'
import { type ModelConfig, modelConfigFromEnv } from './config.server'

// The one door to the model server (issue 19): the assistant's chat and the grader both call `complete` or
// `stream`, always through the official `openai` SDK (timeouts, retries with backoff, abort). Tests point the
// same SDK at tests/fakes/model-server.mjs, a local server that speaks /v1/chat/completions.

export type ModelMessage = ChatCompletionMessageParam
/** `author`: AI-created math exercises (authoring/), on the grader's model (the one `vision` speaks of). */
export type ModelPurpose = 'assistant' | 'grader' | 'author'

export interface ModelCall {
  purpose: ModelPurpose
  messages: ModelMessage[]
  /** Aborts the HTTP call (the user left, the job is shutting down). */
  signal?: AbortSignal
  /** Ask for a JSON object matching this schema (structured output); the caller still validates it. */
  jsonSchema?: { name: string; schema: Record<string, unknown> }
  maxTokens?: number
  /** Who the call is for (null: a background job); written down with its usage. */
  userId?: number | null
}

export interface ModelReply {
  text: string
  model: string
  promptTokens: number
  completionTokens: number
  latencyMs: number
}

/** The model server could not answer (down, timed out, refused, empty reply). Never shown raw to a user. */
export class ModelUnavailableError extends Error {
  constructor(
    message: string,
    readonly aborted = false,
  ) {
    super(message)
    this.name = 'ModelUnavailableError'
  }
}

let override: ModelConfig | null | undefined
let client: { config: ModelConfig; sdk: OpenAI } | null = null

/** Tests and start-up set the configuration explicitly; undefined goes back to the environment. */
export function configureModel(next: ModelConfig | null | undefined): void {
  override = next
  client = null
}

export function modelConfig(): ModelConfig | null {
  return override === undefined ? modelConfigFromEnv() : override
}

function sdk(config: ModelConfig): OpenAI {
  if (client?.config !== config)
    client = {
      config,
      sdk: new OpenAI({
        apiKey: config.apiKey,
        baseURL: config.baseURL,
        timeout: config.timeoutMs,
        maxRetries: config.maxRetries,
      }),
    }
  return client.sdk
}

function request(config: ModelConfig, call: ModelCall) {
  return {
    model: call.purpose === 'assistant' ? config.assistantModel : config.graderModel,
    messages: call.messages,
    max_tokens: call.maxTokens ?? 1024,
    ...(call.jsonSchema && {
      response_format: {
        type: 'json_schema' as const,
        json_schema: { name: call.jsonSchema.name, schema: call.jsonSchema.schema, strict: true },
      },
    }),
  }
}

/** `left`: the caller's own signal fired (the user went away), as opposed to our deadline. */
function unavailable(error: unknown, left: boolean): ModelUnavailableError {
  if (error instanceof ModelUnavailableError) return error
  if (left) return new ModelUnavailableError('aborted', true)
  if (error instanceof OpenAI.APIUserAbortError || (error instanceof Error && error.name === 'AbortError'))
    return new ModelUnavailableError('the model server did not finish in time')
  if (error instanceof OpenAI.APIError)
    return new ModelUnavailableError(`model server: ${error.status ?? ''} ${error.message}`)
  return new ModelUnavailableError(error instanceof Error ? error.message : String(error))
}

/** Every call, answered or not, leaves a row (usage per day on the staff page; failures visible). */
async function record(config: ModelConfig, call: ModelCall, reply: ModelReply | null, started: number) {
  await db
    .insertInto('model_calls')
    .values({
      user_id: call.userId ?? null,
      purpose: call.purpose,
      model: (reply?.model || request(config, call).model).slice(0, 200),
      prompt_tokens: reply?.promptTokens ?? 0,
      completion_tokens: reply?.completionTokens ?? 0,
      latency_ms: reply?.latencyMs ?? Math.round(performance.now() - started),
      ok: reply ? 1 : 0,
    })
    .execute()
}

function requireConfig(): ModelConfig {
  const config = modelConfig()
  if (!config) throw new ModelUnavailableError('no model configured')
  return config
}

/**
 * Runs one call to the model server and writes its row either way; any failure becomes ModelUnavailableError.
 * `ask` returns the reply's parts; an empty text counts as a failure.
 */
async function recorded(
  call: ModelCall,
  ask: (config: ModelConfig, signal: AbortSignal) => Promise<Omit<ModelReply, 'latencyMs'>>,
): Promise<ModelReply> {
  const config = requireConfig()
  const started = performance.now()
  // The SDK's timeout stops at the response headers; a server that then stalls mid-body would hold a chat or
  // the grader's one slot for ever. One deadline for the whole call, retries included.
  const deadline = AbortSignal.timeout(config.timeoutMs * (config.maxRetries + 1))
  const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline
  let reply: ModelReply
  try {
    const parts = await ask(config, signal)
    if (!parts.text.trim()) throw new ModelUnavailableError('empty reply')
    reply = { ...parts, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    await record(config, call, null, started)
    throw unavailable(error, call.signal?.aborted === true)
  }
  await record(config, call, reply, started)
  return reply
}

/** One whole answer. Throws ModelUnavailableError on any failure, after the SDK's retries. */
export function complete(call: ModelCall): Promise<ModelReply> {
  return recorded(call, async (config, signal) => {
    const body = request(config, call)
    const response = await sdk(config).chat.completions.create(body, { signal })
    return {
      text: response.choices[0]?.message?.content ?? '',
      model: response.model || body.model,
      promptTokens: response.usage?.prompt_tokens ?? 0,
      completionTokens: response.usage?.completion_tokens ?? 0,
    }
  })
}

/**
 * The answer as it is written: `onDelta` gets each piece of text (the chat island shows them as they come);
 * resolves with the whole reply and its usage once the server ends the stream.
 */
export function stream(call: ModelCall, onDelta: (text: string) => void): Promise<ModelReply> {
  return recorded(call, async (config, signal) => {
    const body = request(config, call)
    const chunks = await sdk(config).chat.completions.create(
      { ...body, stream: true, stream_options: { include_usage: true } },
      { signal },
    )
    const reply = { text: '', model: body.model, promptTokens: 0, completionTokens: 0 }
    for await (const chunk of chunks) {
      if (chunk.model) reply.model = chunk.model
      const delta = chunk.choices[0]?.delta?.content
      if (delta) {
        reply.text += delta
        onDelta(delta)
      }
      if (chunk.usage) {
        reply.promptTokens = chunk.usage.prompt_tokens
        reply.completionTokens = chunk.usage.completion_tokens
      }
    }
    // The SDK ends the iteration quietly when the signal fires mid-stream: a cut answer is not an answer.
    if (signal.aborted) throw signal.reason ?? new Error('aborted')
    return reply
  })
}
