import { z } from 'zod'
import { DISCOVERY_SOURCES } from '~/db/schema'

// Messages are translation keys (namespace account), translated where they are shown.
export const email = z
  .string({ required_error: 'errors.emailRequired' })
  .trim()
  .toLowerCase()
  .max(254, 'errors.emailInvalid')
  .email('errors.emailInvalid')
const newPassword = z
  .string({ required_error: 'errors.passwordRequired' })
  .min(8, 'errors.passwordTooShort')
  .max(128, 'errors.passwordTooLong')

/** A calendar date as the date input sends it (YYYY-MM-DD); whether it exists and the age are the server's. */
export const birthdate = z
  .string({ required_error: 'errors.birthdateRequired' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.birthdateInvalid')

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: 'errors.passwordRequired' }).max(128, 'errors.passwordTooLong'),
  redirectTo: z.string().optional(),
})

/**
 * "The confirmation differs", checked beside the other fields rather than after them. A zod refine on an object
 * runs only when every field parsed, so a form with the terms unticked and different passwords showed the
 * mismatch only after the terms were fixed (issue 16 item 12). An intersection parses both sides on their own
 * and reports every issue at once; this side reads the two fields as unknowns, so it never fails to parse.
 */
function passwordsMatch<K extends string>(passwordKey: K) {
  return z
    .object({ [passwordKey]: z.unknown(), confirmPassword: z.unknown() } as Record<
      K | 'confirmPassword',
      z.ZodUnknown
    >)
    .superRefine((v, ctx) => {
      const password = (v as Record<string, unknown>)[passwordKey]
      const confirm = (v as Record<string, unknown>).confirmPassword
      // An empty confirmation has its own message (confirmRequired) on the other side.
      if (typeof confirm === 'string' && confirm !== '' && confirm !== password) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['confirmPassword'],
          message: 'errors.passwordsDiffer',
        })
      }
    })
}

export const registerSchema = z
  .object({
    name: z
      .string({ required_error: 'errors.nameRequired' })
      .trim()
      .min(2, 'errors.nameTooShort')
      .max(120, 'errors.nameTooLong'),
    email,
    password: newPassword,
    confirmPassword: z.string({ required_error: 'errors.confirmRequired' }),
    discoverySource: z.enum(DISCOVERY_SOURCES, { errorMap: () => ({ message: 'errors.discoveryRequired' }) }),
    invitedBy: z.string().trim().max(60, 'errors.invitedByTooLong').optional(),
    terms: z.literal('on', { errorMap: () => ({ message: 'errors.termsRequired' }) }),
    // The age rules (ADR 023) need the server's clock: registerUser applies them; here only the shape.
    birthdate: birthdate,
    guardianEmail: email.optional(),
  })
  .and(passwordsMatch('password'))

export const forgotSchema = z.object({ email })

export const resetSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: newPassword,
    confirmPassword: z.string({ required_error: 'errors.confirmRequired' }),
  })
  .and(passwordsMatch('password'))

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: 'errors.currentRequired' }).max(128),
    newPassword,
    confirmPassword: z.string({ required_error: 'errors.confirmRequired' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors.passwordsDiffer',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'errors.passwordUnchanged',
  })
