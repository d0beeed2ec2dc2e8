import { z } from 'zod'
import { DISCOVERY_SOURCES } from '~/db/schema'

// Messages are translation keys (namespace account), translated where they are shown.
const email = z
  .string({ required_error: 'errors.emailRequired' })
  .trim()
  .toLowerCase()
  .max(254, 'errors.emailInvalid')
  .email('errors.emailInvalid')
const newPassword = z
  .string({ required_error: 'errors.passwordRequired' })
  .min(8, 'errors.passwordTooShort')
  .max(128, 'errors.passwordTooLong')

export const PASSWORD_MIN = 8

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: 'errors.passwordRequired' }).max(128, 'errors.passwordTooLong'),
  redirectTo: z.string().optional(),
})

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
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors.passwordsDiffer',
  })

export const forgotSchema = z.object({ email })

export const resetSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: newPassword,
    confirmPassword: z.string({ required_error: 'errors.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'errors.passwordsDiffer',
  })

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
