// Why a solution was not taken, and how both doors answer it: the exercise page's form (a 4xx page with the
// notice) and the JSON API (`{error, message, field}`) read the status and the copy here, so they never drift.
import type { JudgeErrorKey } from '../copy.server'
import type { SubmitRefusal } from './submissions.server'

/** The service's refusals (`submitSolution`) and the ones the routes make before calling it. */
export type SubmitRefusalKind =
  | SubmitRefusal
  | 'not_logged_in'
  | 'too_many_requests'
  | 'exercise_mismatch'
  // Custom tests (exercises/custom-run.server.ts) answer through the same form.
  | 'custom_run_not_pro'
  | 'input_too_long'

export interface SubmitRefusalReply {
  status: 401 | 403 | 404 | 422 | 429
  /** judge.json `errors.<key>`: the copy of both locales. */
  key: JudgeErrorKey
  /** The payload field at fault, for API clients (null: the request as a whole). */
  field: 'language' | 'code' | 'input' | 'competition_id' | 'exercise_id' | null
}

export const SUBMIT_REFUSALS: Record<SubmitRefusalKind, SubmitRefusalReply> = {
  not_logged_in: { status: 401, key: 'notLoggedIn', field: null },
  too_many_requests: { status: 429, key: 'tooManyRequests', field: null },
  exercise_mismatch: { status: 422, key: 'exerciseMismatch', field: 'exercise_id' },
  invalid_language: { status: 422, key: 'invalidLanguage', field: 'language' },
  language_unavailable: { status: 422, key: 'languageUnavailable', field: 'language' },
  empty_code: { status: 422, key: 'emptyCode', field: 'code' },
  code_too_long: { status: 422, key: 'codeTooLong', field: 'code' },
  not_found: { status: 404, key: 'notFound', field: null },
  pro_needed: { status: 403, key: 'proNeeded', field: null },
  competition_not_found: { status: 422, key: 'competitionNotFound', field: 'competition_id' },
  competition_not_running: { status: 403, key: 'competitionNotRunning', field: 'competition_id' },
  not_registered: { status: 403, key: 'notRegistered', field: 'competition_id' },
  exercise_not_in_competition: { status: 404, key: 'exerciseNotInCompetition', field: 'competition_id' },
  no_tests: { status: 422, key: 'noTests', field: null },
  custom_run_not_pro: { status: 403, key: 'customRunNotPro', field: null },
  input_too_long: { status: 422, key: 'inputTooLong', field: 'input' },
}
