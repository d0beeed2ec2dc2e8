import type { ColumnType, Generated, Selectable } from 'kysely'

// Types of migration 0016-learning-workshop (issue 21): custom runs (modules/judge, custom tests). The new
// columns of projects and project_submissions are declared with those tables in schema-learning.ts.
type CreatedAt = ColumnType<string, string | undefined, never>

export const CUSTOM_RUN_STATUSES = [
  'ok',
  'compilation_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'run_time_error',
  'internal_error',
] as const
export type CustomRunStatus = (typeof CUSTOM_RUN_STATUSES)[number]

export interface CustomRunsTable {
  id: Generated<number>
  user_id: number
  exercise_id: number
  language: string
  code: string
  input: string
  status: CustomRunStatus
  stdout: ColumnType<string, string | undefined, string>
  stderr: ColumnType<string, string | undefined, string>
  compilation_message: string | null
  error_code: string | null
  cpu_ms: number | null
  memory_kib: number | null
  time_limit_ms: number
  memory_limit_mib: number
  created_at: CreatedAt
}

export type CustomRun = Selectable<CustomRunsTable>

export interface WorkshopTables {
  custom_runs: CustomRunsTable
}
