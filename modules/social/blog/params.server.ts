import { redirect } from '@remix-run/node'

/** A positive id from the URL, else the page does not exist. */
export function idParam(param: string | undefined): number {
  const id = /^[1-9]\d{0,8}$/.test(param ?? '') ? Number(param) : 0
  if (!id) throw new Response('Not Found', { status: 404 })
  return id
}

/** Where visitors go to log in and come back to `back`. */
export function loginPath(prefix: string, back: string) {
  return `/${prefix}/login?login=true&redirectTo=${encodeURIComponent(back)}`
}

export const toLogin = (prefix: string, back: string) => redirect(loginPath(prefix, back))

export const notFound = () => new Response('Not Found', { status: 404 })
