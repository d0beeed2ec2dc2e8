import { z } from 'zod'
import { PIX_KEY_TYPES } from '~/db/schema-referral'
import { isEndToEndId, normalizePixKey } from './pix'

// Messages are translation keys (namespace referral). Client-safe: the forms validate with them too.

export const IDENTIFIER_PATTERN = /^[a-z0-9][a-z0-9-]{2,29}$/

export const identifierSchema = z
  .string({ required_error: 'errors.identifierRequired' })
  .trim()
  .toLowerCase()
  .regex(IDENTIFIER_PATTERN, 'errors.identifierInvalid')

export const linkSchema = z
  .object({
    identifier: identifierSchema,
    pixKeyType: z.enum(PIX_KEY_TYPES, { errorMap: () => ({ message: 'errors.pixKeyTypeRequired' }) }),
    pixKey: z.string({ required_error: 'errors.pixKeyRequired' }).trim().max(120, 'errors.pixKeyInvalid'),
    ownerName: z
      .string({ required_error: 'errors.ownerNameRequired' })
      .trim()
      .min(3, 'errors.ownerNameTooShort')
      .max(120, 'errors.ownerNameTooLong'),
  })
  .transform((value, ctx) => {
    const pixKey = normalizePixKey(value.pixKeyType, value.pixKey)
    if (!pixKey) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['pixKey'],
        message: `errors.pix.${value.pixKeyType}`,
      })
      return z.NEVER
    }
    return { ...value, pixKey }
  })

export type LinkInput = z.infer<typeof linkSchema>

export const markPaidSchema = z.object({
  payoutId: z.coerce.number().int().positive(),
  endToEndId: z
    .string({ required_error: 'errors.endToEndRequired' })
    .trim()
    .refine(isEndToEndId, 'errors.endToEndInvalid'),
})
