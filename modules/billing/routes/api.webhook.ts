import type { ActionFunctionArgs } from '@remix-run/node'
import { apiError } from '~/app/kernel/requests/api.server'
import { receiveWebhook } from '../payments/sync.server'

// POST /api/billing/webhook: the provider's server-to-server call (no Origin header: the kernel's http-guard
// lets it through and bounds its body). The signature is checked on the raw body before anything else.
export async function action({ request }: ActionFunctionArgs) {
  const result = await receiveWebhook(await request.text(), request.headers.get('stripe-signature'))
  if (result.status === 400) return apiError(request, 400)
  return Response.json({ received: true, duplicate: result.duplicate })
}

export async function loader({ request }: ActionFunctionArgs) {
  return apiError(request, 404)
}
