import type { ActionFunctionArgs } from '@remix-run/node'
import { can } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiError } from '~/app/kernel/requests/api.server'
import { readBody } from '~/app/kernel/requests/request.server'
import { rejudgeSchema } from '../../content/schemas'
import { judgeError } from '../../copy.server'
import { rejudge } from '../rejudge.server'

/** POST /api/judge/rejudge {submission_id | exercise_id | competition_id} — admins only → {requeued}. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return judgeError(request, 401, 'notLoggedIn')
  if (!can(user, 'admin')) return apiError(request, 403)
  const parsed = rejudgeSchema.safeParse(await readBody(request))
  if (!parsed.success) return judgeError(request, 422, 'rejudgeTarget')
  const { submission_id, exercise_id, competition_id } = parsed.data
  const requeued = await rejudge(
    submission_id !== undefined
      ? { submissionId: submission_id }
      : exercise_id !== undefined
        ? { exerciseId: exercise_id }
        : { competitionId: competition_id! },
  )
  if (requeued === null) return apiError(request, 404)
  return Response.json({ requeued })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
