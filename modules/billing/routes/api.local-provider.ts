import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { apiError } from '~/app/kernel/requests/api.server'
import { fromLoopback } from '~/app/kernel/requests/request.server'
import { providerConfig } from '../payments/provider.server'

// /api/billing/local-provider/{checkout|pix}/:id[/pay]: the local provider's payer pages (hosted checkout, the
// PIX payer's "bank"), forwarded from the loopback server that runs them, so the browser stays on Trilha's
// origin (no request to another origin, CSP's form-action 'self'). Only while the local provider runs
// (STRIPE_LOCAL=1, no STRIPE_SECRET_KEY); a 404 otherwise. Its API (/v1/…) is never forwarded. Only to a browser on
// this machine: on a demo served to a network, anyone could otherwise "pay" with the simulate button (a 403).
const PAGE = /^(checkout|pix)\/[\w-]+(\/pay)?$/

async function forward(request: Request, splat: string | undefined, context: AppLoadContext) {
  const config = providerConfig()
  if (!config?.pagesUrl || !config.apiUrl || !splat || !PAGE.test(splat)) return apiError(request, 404)
  if (!fromLoopback(context)) return apiError(request, 403)
  const nonce = context.cspNonce
  const post = request.method === 'POST'
  let answer: Response
  try {
    answer = await fetch(`${config.apiUrl}/${splat}`, { method: post ? 'POST' : 'GET', redirect: 'manual' })
  } catch {
    return new Response('The local payment provider is not answering.', { status: 502 })
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  const location = answer.headers.get('location')
  if (location) headers.set('Location', location)
  const type = answer.headers.get('content-type')
  if (type) headers.set('Content-Type', type)
  // Our CSP lets a <style> in only with this response's nonce.
  const body = (await answer.text()).replace('<style>', nonce ? `<style nonce="${nonce}">` : '<style>')
  return new Response(location ? null : body, { status: answer.status, headers })
}

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return forward(request, params['*'], context)
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return forward(request, params['*'], context)
}
