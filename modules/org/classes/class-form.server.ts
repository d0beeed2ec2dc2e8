import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { db } from '~/db/client.server'
import type { ClassInput } from './classes.server'

// The class form's fields (docs/product.md#org: programming classes), read the same for create and edit.

const checkbox = z.preprocess((v) => v === 'on' || v === '1' || v === 'true', z.boolean())
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((v) => /^https?:\/\//i.test(v))

export const classSchema = z.object({
  title: z.string().trim().min(1).max(120),
  caption: z.string().trim().max(500).default(''),
  calendarUrl: httpUrl.optional(),
  certificates: checkbox,
  archived: checkbox,
  inviteOnly: checkbox,
  hidden: checkbox,
  competitionId: z.coerce.number().int().positive().max(1e9).optional(),
  // Invite-only classes: the e-mails let in, one a line.
  invites: z.string().max(20_000).default(''),
  // Create only: the organization and, for a manager, the professor.
  institutionId: z.coerce.number().int().positive().max(1e9).optional(),
  professorId: z.coerce.number().int().positive().max(1e9).optional(),
})

export const CLASS_FIELDS = [
  'title',
  'caption',
  'calendarUrl',
  'certificates',
  'archived',
  'inviteOnly',
  'hidden',
  'competitionId',
  'invites',
  'institutionId',
  'professorId',
] as const

export type ClassErrors = Partial<Record<(typeof CLASS_FIELDS)[number], string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The form's values (kept on a refusal), the input when valid, and an error code per field otherwise. */
export async function readClassForm(form: FormData) {
  const values = Object.fromEntries(CLASS_FIELDS.map((k) => [k, String(form.get(k) ?? '').slice(0, 20_000)]))
  const errors: ClassErrors = {}
  const submission = parseWithZod(form, { schema: classSchema })
  if (submission.status !== 'success') {
    for (const key of Object.keys(submission.error ?? {}))
      errors[key as keyof ClassErrors] = key === 'title' && !values.title.trim() ? 'required' : 'invalid'
    return { values, errors, input: null }
  }
  const v = submission.value
  const invites = [
    ...new Set(
      v.invites
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
  if (invites.some((e) => !EMAIL.test(e) || e.length > 200) || invites.length > 500)
    errors.invites = 'invalid'
  if (v.competitionId) {
    const exists = await db
      .selectFrom('competitions')
      .select('id')
      .where('id', '=', v.competitionId)
      .executeTakeFirst()
    if (!exists) errors.competitionId = 'unknown'
  }
  if (Object.keys(errors).length) return { values, errors, input: null }
  const input: ClassInput = {
    title: v.title,
    caption: v.caption,
    calendarUrl: v.calendarUrl ?? null,
    certificates: v.certificates,
    competitionId: v.competitionId ?? null,
    archived: v.archived,
    inviteOnly: v.inviteOnly,
    hidden: v.hidden,
  }
  return { values, errors, input, invites, institutionId: v.institutionId, professorId: v.professorId }
}
