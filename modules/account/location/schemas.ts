import { z } from 'zod'

// The location form's rules, shared by the page (client-safe) and the API.

/** Brazil's 27 federative units, the states offered when the country is BR. */
export const BR_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const

// Messages are keys of the privacy namespace.
export const locationSchema = z
  .object({
    country: z
      .string({ required_error: 'location.errors.country' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'location.errors.country'),
    state: z.string().trim().max(60, 'location.errors.state').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.country === 'BR' && !BR_STATES.includes(v.state as (typeof BR_STATES)[number])) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['state'], message: 'location.errors.brState' })
    }
  })
