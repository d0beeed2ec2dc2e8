import type { ActionFunctionArgs } from '@remix-run/node'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { readBody } from '~/app/kernel/requests/request.server'
import { submitPayloadSchema } from '../../content/schemas'
import { idParam, judgeError } from '../../copy.server'
import { submitSolution } from '../submissions.server'
import { SUBMIT_REFUSALS, type SubmitRefusalKind } from '../submit-refusals'

/** The refusal's status and copy (submit-refusals.ts), with the field at fault for the client. */
function refuse(request: Request, kind: SubmitRefusalKind, headers: HeadersInit = {}) {
  const { status, key, field } = SUBMIT_REFUSALS[kind]
  return judgeError(request, status, key, field ? { field } : {}, headers)
}

/** POST /api/programming-exercise/:id/submit {language, code, exercise_id, submittingTime, competition_id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  const exerciseId = idParam(params.id)
  if (!exerciseId) return refuse(request, 'not_found')
  const user = await sessionUser(request)
  if (!user) return refuse(request, 'not_logged_in')
  const limit = hit(RULES.submit, String(user.id))
  if (!limit.ok) {
    return refuse(request, 'too_many_requests', { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  const parsed = submitPayloadSchema.safeParse(await readBody(request))
  if (!parsed.success) {
    // Only the two ids can fail to parse: language, code and submittingTime are judged by the service.
    const badExercise = parsed.error.issues[0]?.path[0] === 'exercise_id'
    return refuse(request, badExercise ? 'exercise_mismatch' : 'competition_not_found')
  }
  const body = parsed.data
  if (body.exercise_id !== undefined && body.exercise_id !== exerciseId)
    return refuse(request, 'exercise_mismatch')

  const result = await submitSolution({
    user,
    exerciseId,
    language: body.language,
    code: body.code,
    competitionId: body.competition_id ?? null,
    submittingTime: body.submittingTime,
  })
  if (!result.ok) return refuse(request, result.reason)
  return Response.json({ id: result.id, status: result.status })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
