import type { Lng } from '~/app/kernel/i18n/locale'
import { type ApiStatus, apiError, apiLng } from '~/app/kernel/requests/api.server'
import { resources } from '~/app/locales'

export type JudgeCopy = (typeof resources)['pt-BR']['judge']
export type JudgeErrorKey = keyof JudgeCopy['errors']

/** The judge namespace of a locale, for API answers (which have no i18next instance). */
export function judgeCopy(lng: Lng): JudgeCopy {
  return resources[lng].judge
}

/** `{error, message}` (plus `title` where the copy has one) with judge-specific copy in the caller's language. */
export async function judgeError(
  request: Request,
  status: ApiStatus,
  key: JudgeErrorKey,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
) {
  const entry = judgeCopy(await apiLng(request)).errors[key]
  const copy = typeof entry === 'string' ? { message: entry } : { title: entry.title, message: entry.message }
  return apiError(request, status, { ...copy, ...extra }, headers)
}

/** Positive integer route param, else null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : null
}
