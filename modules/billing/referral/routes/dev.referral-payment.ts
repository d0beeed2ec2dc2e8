import { timingSafeEqual } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { env } from '~/app/kernel/env.server'
import { db } from '~/db/client.server'
import { recordPaymentCommission } from '../ledger.server'
import { paymentSeamSchema } from '../schemas'

/**
 * Test seam, development only: records a PRO payment's commission as the subscription half will when a payment
 * lands (recordPaymentCommission), so the e2e suite can see R$ 50,00 before the two halves are wired together.
 * The same gate as the dev outbox (TRILHA_DEV_OUTBOX=1, no SMTP, not Fly, and `?key=` its random key): off in
 * every deployment, a 404 otherwise. Remove once the subscription's local provider pays for real in the e2e.
 */
function gate(request: Request) {
  const { devOutboxKey } = env()
  const given = Buffer.from(new URL(request.url).searchParams.get('key') ?? '')
  const key = Buffer.from(devOutboxKey ?? '')
  if (!devOutboxKey || given.length !== key.length || !timingSafeEqual(given, key)) {
    throw new Response('Not Found', { status: 404 })
  }
}

export function loader({ request }: LoaderFunctionArgs) {
  gate(request)
  throw new Response('Method Not Allowed', { status: 405 })
}

export async function action({ request }: ActionFunctionArgs) {
  gate(request)
  const submission = parseWithZod(await request.formData(), { schema: paymentSeamSchema })
  if (submission.status !== 'success') return Response.json({ error: 'invalid' }, { status: 422 })
  const { invitedEmail, paymentId, plan, paidAt } = submission.value
  const user = await db.selectFrom('users').select('id').where('email', '=', invitedEmail).executeTakeFirst()
  if (!user) return Response.json({ error: 'no_user' }, { status: 404 })
  const result = await recordPaymentCommission({
    invitedUserId: user.id,
    paymentId,
    plan,
    paidAt: new Date(paidAt),
  })
  return Response.json(result)
}
