import type { AppLoadContext } from '@remix-run/node'
import { LNG_BY_PREFIX, type Lng, type Prefix, prefixOf } from './locale'

/** What server.js hands every loader and action. */
export interface TrilhaContext {
  clientIp?: string
  cspNonce?: string
}

declare module '@remix-run/node' {
  interface AppLoadContext extends TrilhaContext {}
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? 'unknown'
}

export function requestPrefix(request: Request): Prefix {
  return prefixOf(new URL(request.url).pathname) ?? 'br'
}

export function requestLng(request: Request): Lng {
  return LNG_BY_PREFIX[requestPrefix(request)]
}

/** JSON bodies and HTML forms both reach the API routes. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    try {
      const body = await request.json()
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  const form = await request.formData()
  return Object.fromEntries(form)
}

export function wantsJson(request: Request) {
  const accept = request.headers.get('accept') ?? ''
  const type = request.headers.get('content-type') ?? ''
  return (
    type.includes('application/json') ||
    (accept.includes('application/json') && !accept.includes('text/html'))
  )
}
