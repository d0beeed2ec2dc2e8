// Which model server the assistant and the grader talk to (issue 19). Any OpenAI-compatible server works:
// OpenAI itself, Ollama, llama.cpp's server, vLLM. Nothing here is a secret the pages may show: the key never
// leaves this file's callers.

export interface ModelConfig {
  /** Sent as the Bearer token. Local servers (Ollama) ignore it, but the SDK needs a value. */
  apiKey: string
  /** The server's /v1 root; undefined means OpenAI's own. */
  baseURL?: string
  assistantModel: string
  graderModel: string
  /** Whether the grader model reads images (math answers sent as pictures). */
  vision: boolean
  /** Per attempt: a slow local model must not hold a request or a queue slot for ever. */
  timeoutMs: number
  maxRetries: number
}

function boundedInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback
  const n = Number(raw)
  return Number.isInteger(n) && n >= min ? Math.min(n, max) : fallback
}

/**
 * The configuration from the environment, or null when no model server is configured (a fresh `npm start`):
 * then the assistant answers from the platform's own content and says the AI is off, and AI grading waits.
 * Configured means a key (OpenAI) or a base URL (a local server, where the key is optional).
 */
export function modelConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): ModelConfig | null {
  const apiKey = env.OPENAI_API_KEY?.trim() || ''
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined
  if (!apiKey && !baseURL) return null
  if (baseURL) {
    const url = new URL(baseURL) // a typo fails at start, not at the first student's question
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`OPENAI_BASE_URL must be http(s): ${baseURL}`)
  }
  const assistantModel = env.ASSISTANT_MODEL?.trim() || 'gpt-4o-mini'
  return {
    apiKey: apiKey || 'not-needed',
    baseURL,
    assistantModel,
    graderModel: env.GRADER_MODEL?.trim() || assistantModel,
    vision: env.GRADER_VISION === '1' || env.GRADER_VISION === 'on',
    timeoutMs: boundedInt(env.AI_TIMEOUT_MS, 60_000, 1, 600_000),
    maxRetries: boundedInt(env.AI_MAX_RETRIES, 2, 0, 5),
  }
}
