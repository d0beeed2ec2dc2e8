// Requests and route arguments for tests (not a test file itself); the rows they act on come from tests/factories.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll } from 'vitest'

export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return new Request(`http://test${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
}

export function context(ip = '10.0.0.1'): AppLoadContext {
  return { clientIp: ip, cspNonce: 'test' }
}

export function args(request: Request, ip?: string) {
  return { request, context: context(ip), params: {} }
}

/** A GET as a browser sends it, with `user`'s session cookie when given. */
export function getRequest(url: string, user?: { cookie: string }) {
  return new Request(`http://test${url}`, { headers: user ? { cookie: user.cookie } : {} })
}

/** A loader's or action's arguments, with the route's params. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: context() }
}

/** A form POST as a browser sends it (a list sends its field once per value), with `user`'s session. */
export function post(url: string, fields: Record<string, string | string[]>, user?: { cookie: string }) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one)
  return new Request(`http://test${url}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { cookie: user.cookie } : {}),
    },
  })
}

/** A multipart POST (files as Blobs): the body a browser sends for encType="multipart/form-data". */
export function multipart(url: string, body: FormData, user?: { cookie: string }) {
  return new Request(`http://test${url}`, {
    method: 'POST',
    body,
    headers: user ? { cookie: user.cookie } : {},
  })
}

/** Runs a loader/action that may throw a Response (redirect, 403, 404) and returns it either way. */
export async function settle<T>(promise: Promise<T> | T): Promise<T | Response> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

type Unwrapped<R> = R extends { type: string; data: infer D; init: unknown } ? D : R

/**
 * A loader's page data, whether it returned it plain or as `data(value, { headers })` (the pages that clear
 * a one-shot message, flash.server.ts). `init` holds the headers.
 */
export async function loaded<R>(result: Promise<R> | R): Promise<Unwrapped<R>> {
  const value = await result
  const wrapped = !!value && typeof value === 'object' && 'init' in value && 'data' in value
  return (wrapped ? (value as { data: unknown }).data : value) as Unwrapped<R>
}

/** The Response a loader or action threw (a 404, a redirect); fails when it returned or threw something else. */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

/** The Set-Cookie headers of a loader's `data(…)` or of a Response. */
export function setCookies(result: unknown): string[] {
  if (result instanceof Response) return result.headers.getSetCookie()
  const init = (result as { init?: { headers?: HeadersInit } | null }).init
  return init?.headers ? new Headers(init.headers).getSetCookie() : []
}

/** A GET or POST carrying the cookies a previous answer set (the flash), as a browser would. */
export function withCookies(request: Request, cookies: string[]): Request {
  const jar = cookies.map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='))
  const headers = new Headers(request.headers)
  headers.set('cookie', [headers.get('cookie'), ...jar].filter(Boolean).join('; '))
  return new Request(request, { headers })
}

/** Uploads of this test file go to a folder of its own (ids repeat across the per-file databases). */
export function useOwnMediaDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-media-test-'))
  process.env.MEDIA_DIR = dir
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}
