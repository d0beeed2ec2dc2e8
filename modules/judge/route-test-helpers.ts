// Request helpers for the judge's route tests (not a test file itself).
import { routeArgs as call } from '~/tests/setup/helpers'
import { action as submitAction } from './submissions/routes/api.submit'
import type { makeUser } from './test-helpers'

export type User = Awaited<ReturnType<typeof makeUser>>

export { getRequest as get, routeArgs as call } from '~/tests/setup/helpers'

export function post(url: string, body: unknown, user?: User, form = false) {
  return new Request(`http://test${url}`, {
    method: 'POST',
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...(user ? { cookie: user.cookie } : {}),
    },
  })
}

export async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>
}

const CODE = 'print(sum(map(int, input().split())))'

export async function submitRoute(user: User, id: number, body: Record<string, unknown> = {}, form = false) {
  return submitAction(
    call(
      post(
        `/api/programming-exercise/${id}/submit`,
        {
          language: 'python3',
          code: CODE,
          exercise_id: id,
          submittingTime: new Date().toISOString(),
          ...body,
        },
        user,
        form,
      ),
      { id: String(id) },
    ),
  )
}
