import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/requests/api.server'
import { calendarByToken, classCalendar } from '../classes/ics.server'

// GET /api/org/calendar/:token.ics — a class's list deadlines for calendar apps, which send no cookie: the
// token in the address is the key (teachers change or turn it off on the class's calendar tab).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = String(params.file ?? '').replace(/\.ics$/, '')
  const cls = await calendarByToken(token)
  if (!cls) return apiError(request, 404)
  return new Response(classCalendar(cls), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': `inline; filename="turma-${cls.id}.ics"`,
    },
  })
}
