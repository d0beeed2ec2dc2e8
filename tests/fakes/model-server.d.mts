export interface ReceivedRequest {
  method: string | undefined
  path: string | undefined
  authorization: string | null
  // biome-ignore lint/suspicious/noExplicitAny: the parsed JSON body as the SDK sent it
  body: any
  aborted: boolean
}
export type ModelAnswer =
  | string
  | {
      text?: string
      chunks?: string[]
      chunkDelayMs?: number
      usage?: { prompt_tokens: number; completion_tokens: number }
      delayMs?: number
      status?: number
      message?: string
      hang?: boolean
    }
// biome-ignore lint/suspicious/noExplicitAny: the parsed JSON body of /v1/chat/completions
export type ModelHandler = (body: any, request: ReceivedRequest) => ModelAnswer | Promise<ModelAnswer>
export interface ModelServer {
  url: string
  port: number
  requests: ReceivedRequest[]
  readonly completions: ReceivedRequest[]
  setHandler(next?: ModelHandler): void
  close(): Promise<void>
}
// biome-ignore lint/suspicious/noExplicitAny: the parsed JSON body
export function lastUserText(body: any): string
// biome-ignore lint/suspicious/noExplicitAny: the parsed JSON body
export function echoHandler(body: any): string
export function startModelServer(options?: { handler?: ModelHandler; apiKey?: string }): Promise<ModelServer>
