import type { ColumnType } from 'kysely'

// Types of migration 0026 (issue 19, AI-created math exercises; learning's table, written by its
// `createMathDraft`). `Database` in schema.ts lists them.

/** What the author asked the model for: a theme or an image (never both), a style, instructions. */
export interface MathAiOriginsTable {
  math_exercise_id: number
  theme: string | null
  from_image: 0 | 1
  style: string
  instructions: string
  model: string
  created_at: ColumnType<string, string | undefined, never>
}

export interface AiMathTables {
  math_ai_origins: MathAiOriginsTable
}
