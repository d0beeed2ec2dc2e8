import type { ColumnType, Generated } from 'kysely'

// Types of the assistant chat's migration (0019, issue 19). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>

export type AssistantRole = 'user' | 'assistant'
/** question: the user's; answer: the model's; apology: the call failed; offline: no model, the platform's own
 * content; refusal: a running competition's problem (no model asked). */
export type AssistantMessageKind = 'question' | 'answer' | 'apology' | 'offline' | 'refusal'

export interface AssistantMessagesTable {
  id: Generated<number>
  user_id: number
  role: AssistantRole
  kind: AssistantMessageKind
  /** Markdown (the user's text as typed, the model's answer as written). */
  text: string
  /** JSON array of same-site paths. */
  links: ColumnType<string, string | undefined, string>
  path: string | null
  /** A question holding a quota slot: its São Paulo day (YYYY-MM-DD); null once released or when unmetered. */
  quota_day: string | null
  created_at: CreatedAt
}

export interface AssistantChatTables {
  assistant_messages: AssistantMessagesTable
}
