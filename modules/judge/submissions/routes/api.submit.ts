import type { ActionFunctionArgs } from '@remix-run/node'
import { RULES, hit } from '~/app/kernel/rate-limit.server'
import { readBody } from '~/app/kernel/request.server'
import { sessionUser } from '~/app/kernel/session.server'
import { submitPayloadSchema } from '../../content/schemas'
import { type JudgeErrorKey, idParam, judgeError } from '../../copy.server'
import { submitSolution } from '../submissions.server'

const REFUSALS = {
  invalid_language: [422, 'invalidLanguage', 'language'],
  empty_code: [422, 'emptyCode', 'code'],
  code_too_long: [422, 'codeTooLong', 'code'],
  not_found: [404, 'notFound', null],
  pro_needed: [403, 'proNeeded', null],
  competition_not_found: [422, 'competitionNotFound', 'competition_id'],
  competition_not_running: [403, 'competitionNotRunning', 'competition_id'],
  not_registered: [403, 'notRegistered', 'competition_id'],
  exercise_not_in_competition: [404, 'exerciseNotInCompetition', 'competition_id'],
  no_tests: [422, 'noTests', null],
} as const satisfies Record<string, readonly [422 | 404 | 403, JudgeErrorKey, string | null]>

/** POST /api/programming-exercise/:id/submit {language, code, exercise_id, submittingTime, competition_id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  const exerciseId = idParam(params.id)
  if (!exerciseId) return judgeError(request, 404, 'notFound')
  const user = await sessionUser(request)
  if (!user) return judgeError(request, 401, 'notLoggedIn')
  const limit = hit(RULES.submit, String(user.id))
  if (!limit.ok) {
    const retryAfter = String(limit.retryAfterSeconds)
    return judgeError(request, 429, 'tooManyRequests', {}, { 'Retry-After': retryAfter })
  }
  const parsed = submitPayloadSchema.safeParse(await readBody(request))
  if (!parsed.success) {
    // Only the two ids can fail to parse: language, code and submittingTime are judged by the service.
    const field = parsed.error.issues[0]?.path[0] === 'exercise_id' ? 'exercise_id' : 'competition_id'
    return judgeError(request, 422, field === 'exercise_id' ? 'exerciseMismatch' : 'competitionNotFound', {
      field,
    })
  }
  const body = parsed.data
  if (body.exercise_id !== undefined && body.exercise_id !== exerciseId)
    return judgeError(request, 422, 'exerciseMismatch', { field: 'exercise_id' })

  const result = await submitSolution({
    user,
    exerciseId,
    language: body.language,
    code: body.code,
    competitionId: body.competition_id ?? null,
    submittingTime: body.submittingTime,
  })
  if (!result.ok) {
    const [status, key, field] = REFUSALS[result.reason]
    return judgeError(request, status, key, field ? { field } : {})
  }
  return Response.json({ id: result.id, status: result.status })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
