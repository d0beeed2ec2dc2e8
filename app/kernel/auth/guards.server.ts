import { redirect } from '@remix-run/node'
import { DEFAULT_PREFIX, prefixOf } from '../i18n/locale'
import { loginHref } from './login'
import { type Capability, type SessionUser, can } from './policy'
import { sessionUser } from './session.server'

/** Home of the locale the request is in: where the product's guards send people, silently. */
export function homeOf(request: Request) {
  return `/${prefixOf(new URL(request.url).pathname) ?? DEFAULT_PREFIX}`
}

export async function optionalUser(request: Request) {
  return sessionUser(request)
}

/**
 * The login page, coming back afterwards to `back` or else to this request's page (path and query). Throw it
 * from a loader, or return it from an action with the page the form sits on as `back`.
 */
export function loginRedirect(request: Request, back?: string) {
  const url = new URL(request.url)
  const prefix = prefixOf(url.pathname) ?? DEFAULT_PREFIX
  return redirect(loginHref(prefix, back ?? `${url.pathname}${url.search}`))
}

/** Logged-in only, and visitors log in and come back here (`back` as in `loginRedirect`). */
export async function requireLogin(request: Request, back?: string): Promise<SessionUser> {
  const user = await sessionUser(request)
  if (!user) throw loginRedirect(request, back)
  return user
}

/** Logged-in only: fetch the user once, else redirect home (docs/product.md#kernel-roles-and-permissions). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await sessionUser(request)
  if (!user) throw redirect(homeOf(request))
  return user
}

/** admin-only, content creators, moderators, PRO-or-admin…: else redirect home. */
export async function requireCapability(request: Request, capability: Capability): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!can(user, capability)) throw redirect(homeOf(request))
  return user
}

export const requireAdmin = (request: Request) => requireCapability(request, 'admin')
export const requireContentCreator = (request: Request) => requireCapability(request, 'create_content')
export const requireModerator = (request: Request) => requireCapability(request, 'moderate')
export const requireProOrAdmin = (request: Request) => requireCapability(request, 'pro_or_admin')

/** Logged-out only (login and register pages): a logged-in user goes to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await sessionUser(request)) throw redirect(`${homeOf(request)}/dashboard`)
}
