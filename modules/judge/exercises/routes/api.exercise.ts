import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { apiLng } from '~/app/kernel/requests/api.server'
import { idParam, judgeError } from '../../copy.server'
import { getExerciseForUser } from '../exercises.server'

/** GET /api/programming-exercise/:id?locale= — the exercise as this person may see it (docs/product.md#judge-exercises). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id)
  if (!id) return judgeError(request, 404, 'notFound')
  const result = await getExerciseForUser(await sessionUser(request), id, await apiLng(request))
  if (result.status === 'not_found') return judgeError(request, 404, 'notFound')
  if (result.status === 'pro_needed') return judgeError(request, 403, 'proNeeded')
  return Response.json(result.exercise)
}
