import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { payoutBatchCsv } from '../payouts.server'

/** The month's unpaid payouts as CSV for the bank's batch upload (staff only). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const month = new URL(request.url).searchParams.get('month') ?? ''
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Response('Not Found', { status: 404 })
  return new Response(await payoutBatchCsv(month), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="trilha-pix-${month}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
