import type { ColumnType, Generated } from 'kysely'

// Types of the assistant's migrations (issue 19). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>

export type ModelCallPurpose = 'assistant' | 'grader' | 'author'

/** Migration 0018: one row per call to the model server. */
export interface ModelCallsTable {
  id: Generated<number>
  user_id: number | null
  purpose: ModelCallPurpose
  model: string
  prompt_tokens: number
  completion_tokens: number
  latency_ms: number
  ok: 0 | 1
  created_at: CreatedAt
}

export interface AssistantTables {
  model_calls: ModelCallsTable
}
