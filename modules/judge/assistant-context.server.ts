import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { exerciseAccess } from './access'
import { findExercise, localized } from './exercises/exercises.server'
import { canSeeSubmission, publicStatus } from './submissions/status.server'

// What the assistant may read of the judge's pages (issue 19: "the path resolves to what the user is looking
// at"). The judge's own access rules decide: a private exercise, another person's submission or a PRO statement
// a free user cannot open never reach the model's context.

/** Long statements and code are cut: the context is a help, not a copy of the page. */
const MAX_TEXT = 6_000

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n…` : text)

export interface ExerciseForAssistant {
  exerciseId: number
  title: string
  statement: string
}

export async function exerciseForAssistant(
  user: SessionUser | null,
  id: number,
  lng: Lng,
): Promise<ExerciseForAssistant | null> {
  const row = await findExercise(id)
  if (!row || exerciseAccess(user, row) !== 'ok') return null
  return {
    exerciseId: row.id,
    title: localized(row.title_br, row.title_gb, lng),
    statement: cut(localized(row.text_br, row.text_gb, lng)),
  }
}

export interface SubmissionForAssistant extends ExerciseForAssistant {
  submissionId: number
  status: string
  score: number | null
  language: string
  code: string
  message: string | null
  competitionId: number | null
}

/** The submission with its verdict, for its owner and staff only (as its page). */
export async function submissionForAssistant(
  user: SessionUser | null,
  id: number,
  lng: Lng,
): Promise<SubmissionForAssistant | null> {
  const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || !canSeeSubmission(user, row)) return null
  const exercise = await exerciseForAssistant(user, row.exercise_id, lng)
  if (!exercise) return null
  return {
    ...exercise,
    submissionId: row.id,
    status: publicStatus(row.status),
    score: row.score,
    language: row.language,
    code: cut(row.code),
    message: row.compilation_message ?? row.runtime_message,
    competitionId: row.competition_id,
  }
}
