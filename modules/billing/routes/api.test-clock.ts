import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/requests/api.server'
import { fromLoopback, readBody } from '~/app/kernel/requests/request.server'
import { moveTestClock, resetTestClock, testClockEnabled } from '~/app/kernel/runtime/clock.server'

// POST /api/test/clock {days}: moves the end-to-end server's clock forward (ADR 016); {reset: 1} puts it back
// to the real time (specs do it when they end: the specs after them expect the real time). Only the e2e server
// sets TRILHA_TEST_CLOCK=1; anywhere else this route is a 404.
export async function action({ request, context }: ActionFunctionArgs) {
  if (!testClockEnabled() || !fromLoopback(context)) return apiError(request, 404)
  const body = await readBody(request)
  if (body.reset === '1') {
    resetTestClock()
    return Response.json({ offsetMs: 0 })
  }
  const days = Number(body.days)
  if (!Number.isFinite(days) || days <= 0 || days > 3660) return apiError(request, 422)
  return Response.json({ offsetMs: moveTestClock(days * 24 * 60 * 60 * 1000) })
}

export async function loader({ request }: ActionFunctionArgs) {
  return apiError(request, 404)
}
