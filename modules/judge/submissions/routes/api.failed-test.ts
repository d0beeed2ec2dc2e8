import type { LoaderFunctionArgs } from '@remix-run/node'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { idParam, judgeError } from '../../copy.server'
import { failedTestInput } from '../../packages/packages.server'

/** GET /api/programming-exercise/submission/:id/failed-test — the first failing test's input (PRO, docs/product.md#judge-submissions). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return judgeError(request, 401, 'notLoggedIn')
  const id = idParam(params.id)
  const result = id ? await failedTestInput(user, id) : { status: 'not_found' as const }
  if (result.status === 'not_found') return judgeError(request, 404, 'submissionNotFound')
  if (result.status === 'no_failed_test') return judgeError(request, 404, 'noFailedTest')
  if (result.status === 'forbidden') return judgeError(request, 403, 'proNeeded')
  if (result.status === 'competition_running') return judgeError(request, 403, 'testsHiddenInCompetition')
  return new Response(result.body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(result.size),
      'Content-Disposition': `attachment; filename="${result.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
