import { resources } from '~/app/locales'
import { sessionUser } from '../auth/session.server'
import { LNG_BY_PREFIX, type Lng, isLng, isPrefix } from '../i18n/locale'

const CODES = {
  400: 'BAD_REQUEST',
  401: 'NOT_LOGGED_IN',
  403: 'NO_ACCESS',
  404: 'NOT_FOUND',
  422: 'INVALID_DATA',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
} as const
export type ApiStatus = keyof typeof CODES

const MESSAGE_KEY: Record<ApiStatus, keyof (typeof resources)['pt-BR']['common']['errors']> = {
  400: 'badRequest',
  401: 'notLoggedIn',
  403: 'noAccess',
  404: 'notFound',
  422: 'invalidData',
  429: 'tooManyRequests',
  500: 'internal',
}

/** API callers pass ?locale=br|gb|pt-BR|en-GB; otherwise the user's preferred language, else pt-BR. */
export async function apiLng(request: Request): Promise<Lng> {
  const locale = new URL(request.url).searchParams.get('locale')
  if (isPrefix(locale)) return LNG_BY_PREFIX[locale]
  if (isLng(locale)) return locale
  return (await sessionUser(request))?.preferredLanguage ?? 'pt-BR'
}

/** `{error, message}` with the right status, in the caller's language (docs/routes.md). */
export async function apiError(
  request: Request,
  status: ApiStatus,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
) {
  const lng = await apiLng(request)
  const entry = resources[lng].common.errors[MESSAGE_KEY[status]]
  const message = typeof entry === 'string' ? entry : entry.message
  return Response.json({ error: CODES[status], message, ...extra }, { status, headers })
}
