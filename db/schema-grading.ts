import type { ColumnType, Generated } from 'kysely'

// Types of migration 0020-grading (issue 19): answers' grades (learning's) and the grader's queue (the
// assistant's). `Database` in schema.ts lists them.
type CreatedAt = ColumnType<string, string | undefined, never>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export type GradedKind = 'math' | 'project'
/**
 * waiting_model: no model configured or the server is down (it waits); feedback_unavailable: the model answered
 * something that is not a valid grade (retried later); staff_review: only a person can grade it (an image
 * without a vision model, audio, or the AI gave up); graded: a grade by the AI or a staff member.
 */
export type GradeState = 'queued' | 'waiting_model' | 'feedback_unavailable' | 'staff_review' | 'graded'

export interface AnswerGradesTable {
  kind: GradedKind
  submission_id: number
  state: GradeState
  grader: 'ai' | 'staff' | null
  graded_by: number | null
  /** JSON: the rubrics with feedback (math) or the requirements with score and reason (projects). */
  details: string | null
  graded_at: string | null
  updated_at: Defaulted<string>
}

export type GradingJobState = 'queued' | 'running' | 'done' | 'staff_review'

export interface GradingJobsTable {
  id: Generated<number>
  kind: GradedKind
  submission_id: number
  state: Defaulted<GradingJobState>
  attempts: Defaulted<number>
  next_attempt_at: string
  last_error: string | null
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface GradingTables {
  answer_grades: AnswerGradesTable
  grading_jobs: GradingJobsTable
}
