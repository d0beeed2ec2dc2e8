// The profile edit's forms (docs/product.md#social-profiles: profile, institution, preferences, social profile entries; rules).
// Pure and client-safe. Messages are translation keys with their namespace, so any page can show them: t(key).
import { z } from 'zod'
import { richTextBounds } from '~/app/rich-text/field'
import { USER_COLORS } from '~/db/schema'
import { GENDERS, SOCIAL_LINK_KINDS } from '~/db/schema-social'
import { linkHostOk } from './social-links'

const m = (key: string) => `profile:edit.errors.${key}`

export const NAME_MAX = 60
export const BIOGRAPHY_MAX = 2000
export const MIN_AGE = 5
export const MAX_AGE = 120

const namePart = (required: string, tooLong: string) =>
  z
    .string({ required_error: m(required) })
    .trim()
    .min(1, m(required))
    .max(NAME_MAX, m(tooLong))

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date that exists (2023-02-30 does not), as a UTC Date; null otherwise. */
export function realDate(value: string): Date | null {
  const match = DAY.exec(value)
  if (!match) return null
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null
}

/** Whole years between a birth date and `now` (UTC days). */
export function ageOn(birth: Date, now: Date): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear()
  const before =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())
  if (before) age -= 1
  return age
}

/** Profile (docs/product.md#social-profiles): first and last name, colour, gender, birth date, biography (Markdown). */
export function basicProfileSchema(now: Date = new Date()) {
  return z.object({
    firstName: namePart('firstNameRequired', 'firstNameTooLong'),
    lastName: namePart('lastNameRequired', 'lastNameTooLong'),
    color: z.enum(USER_COLORS, {
      errorMap: () => ({ message: m('colorInvalid') }),
    }),
    gender: z.enum(GENDERS, { errorMap: () => ({ message: m('genderInvalid') }) }).optional(),
    birthdate: z
      .string()
      .trim()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined || value === '') return
        const date = realDate(value)
        if (!date) {
          ctx.addIssue({ code: 'custom', message: m('birthdateInvalid') })
          return
        }
        if (date.getTime() >= now.getTime()) {
          ctx.addIssue({ code: 'custom', message: m('birthdateFuture') })
          return
        }
        const age = ageOn(date, now)
        if (age < MIN_AGE || age > MAX_AGE) ctx.addIssue({ code: 'custom', message: m('birthdateAge') })
      }),
    biography: richTextBounds(z.string().max(BIOGRAPHY_MAX, m('biographyTooLong')), m).optional(),
  })
}
export type BasicProfileInput = z.infer<ReturnType<typeof basicProfileSchema>>

/** Preferences (docs/product.md#social-profiles). An unticked checkbox sends nothing: false. */
export const preferencesSchema = z.object({
  receiveNews: z.boolean().optional(),
  showLiveFeed: z.boolean().optional(),
  showInRankings: z.boolean().optional(),
  formNewUser: z.boolean().optional(),
  formWeekly: z.boolean().optional(),
})
export type PreferencesInput = z.infer<typeof preferencesSchema>

/** Choosing an existing institution; none = no institution. */
export const institutionChoiceSchema = z.object({
  institutionId: z
    .number({ invalid_type_error: m('institutionUnknown') })
    .int(m('institutionUnknown'))
    .positive(m('institutionUnknown'))
    .optional(),
})

/** docs/product.md#social-profiles: the short name has uppercase letters and hyphens only. */
export const SHORT_NAME = /^[A-Z-]{2,20}$/

export const newInstitutionSchema = z.object({
  name: z
    .string({ required_error: m('institutionNameRequired') })
    .trim()
    .min(2, m('institutionNameLength'))
    .max(120, m('institutionNameLength')),
  shortName: z
    .string({ required_error: m('shortNameRequired') })
    .trim()
    .regex(SHORT_NAME, m('shortNameInvalid')),
  type: z.enum(['educational', 'company'], {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined ? m('institutionTypeRequired') : m('institutionTypeInvalid'),
    }),
  }),
  country: z
    .string({ required_error: m('countryRequired') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, m('countryInvalid')),
  state: z.string().trim().max(60, m('stateTooLong')).optional(),
})
export type NewInstitutionInput = z.infer<typeof newInstitutionSchema>

/** A scheme such as `https:` or `javascript:` (a colon before digits is a port: ana.dev:8080). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i

/** People type "github.com/ana": an address without a scheme is taken as https. */
export function withScheme(url: string): string {
  return url === '' || SCHEME.test(url) ? url : `https://${url.replace(/^\/+/, '')}`
}

/** Social profile entries (docs/product.md#social-profiles): one link per kind, http(s), on the kind's own site. */
export const socialLinkSchema = z
  .object({
    kind: z.enum(SOCIAL_LINK_KINDS, {
      errorMap: (_issue, ctx) => ({
        message: ctx.data === undefined ? m('linkKindRequired') : m('linkKindInvalid'),
      }),
    }),
    url: z
      .string({ required_error: m('linkUrlRequired') })
      .trim()
      .max(300, m('linkUrlTooLong'))
      .transform(withScheme),
  })
  .superRefine((v, ctx) => {
    const verdict = linkHostOk(v.kind, v.url)
    if (verdict !== 'ok') ctx.addIssue({ code: 'custom', path: ['url'], message: m(verdict) })
  })
