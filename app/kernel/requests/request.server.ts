import type { AppLoadContext } from '@remix-run/node'
import { LNG_BY_PREFIX, type Lng, type Prefix, prefixOf } from '../i18n/locale'
import { apiError } from './api.server'

/** What server.js hands every loader and action. */
export interface TrilhaContext {
  clientIp?: string
  cspNonce?: string
  /** Tells the page cache whose page this render is (the root loader, for a valid session): ADR 028. */
  noteViewer?: (userId: number, page: string) => void
}

declare module '@remix-run/node' {
  interface AppLoadContext extends TrilhaContext {}
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? 'unknown'
}

/**
 * The client is this machine. The demo's conveniences that stand in for someone else (the local payment
 * provider's "simulate payment", the e2e clock) answer only it, whatever address the server listens on.
 */
export function fromLoopback(context: AppLoadContext | undefined): boolean {
  const ip = clientIp(context)
  return ip === '::1' || /^(::ffff:)?127\./.test(ip)
}

export function requestPrefix(request: Request): Prefix {
  return prefixOf(new URL(request.url).pathname) ?? 'br'
}

export function requestLng(request: Request): Lng {
  return LNG_BY_PREFIX[requestPrefix(request)]
}

/**
 * JSON bodies and HTML forms both reach the API routes; some calls send nothing (docs/product.md#kernel-requests-and-errors), which reads as {}.
 * server.js's http-guard has already refused other types; JSON that does not parse, or is not an object,
 * is the caller's mistake: a 400 in the API's `{error, message}` shape, never a 500.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json')) {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      throw await badBody(request)
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw await badBody(request)
    return body as Record<string, unknown>
  }
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return {}
  }
  try {
    return Object.fromEntries(await request.formData())
  } catch {
    throw await badBody(request)
  }
}

const badBody = (request: Request) => apiError(request, 400)

export function wantsJson(request: Request) {
  const accept = request.headers.get('accept') ?? ''
  const type = request.headers.get('content-type') ?? ''
  return (
    type.includes('application/json') ||
    (accept.includes('application/json') && !accept.includes('text/html'))
  )
}
