// The math exercise form (issue 21; docs/product.md#learning-math-and-projects): title and statement in both
// languages, difficulty, kind, free, visibility, the official solution. The AI creation is the assistant's.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import { DIFFICULTIES, EXERCISE_VISIBILITIES } from '~/db/schema'
import { MATH_KINDS, type MathExercise } from '~/db/schema-learning'
import {
  type FormErrors,
  lf,
  optionalText,
  requiredText,
  str,
  submissionErrors,
} from '../content/form.server'

const MAX_TEXT = 20_000

export const mathFormSchema = z.object({
  title_br: requiredText(200),
  title_gb: optionalText(200),
  text_br: requiredText(MAX_TEXT),
  text_gb: optionalText(MAX_TEXT),
  difficulty: z.enum(DIFFICULTIES, { message: 'invalid' }),
  kind: z.enum(MATH_KINDS, { message: 'invalid' }),
  is_free: z.boolean().default(false),
  visibility: z.enum(EXERCISE_VISIBILITIES, { message: 'invalid' }),
  official_solution_br: optionalText(MAX_TEXT),
  official_solution_gb: optionalText(MAX_TEXT),
})
export type MathInput = z.infer<typeof mathFormSchema>

export interface MathFormValues {
  title_br: string
  title_gb: string
  text_br: string
  text_gb: string
  difficulty: string
  kind: string
  is_free: boolean
  visibility: string
  official_solution_br: string
  official_solution_gb: string
}

export const blankMathValues = (): MathFormValues => ({
  title_br: '',
  title_gb: '',
  text_br: '',
  text_gb: '',
  difficulty: 'medium',
  kind: 'direct_application',
  is_free: true,
  // A new exercise is a draft until its author makes it public.
  visibility: 'private',
  official_solution_br: '',
  official_solution_gb: '',
})

export const mathValues = (row: MathExercise): MathFormValues => ({
  title_br: row.title_br,
  title_gb: row.title_gb ?? '',
  text_br: row.text_br,
  text_gb: row.text_gb ?? '',
  difficulty: row.difficulty,
  kind: row.kind,
  is_free: row.is_free === 1,
  visibility: row.visibility,
  official_solution_br: row.official_solution_br ?? '',
  official_solution_gb: row.official_solution_gb ?? '',
})

export type ParsedMathForm =
  | { ok: true; value: MathInput; values: MathFormValues }
  | { ok: false; errors: FormErrors; values: MathFormValues }

/** The form as conform + zod read it, plus the rich-text check (rendered now, off the event loop, ADR 012). */
export async function parseMathForm(formData: FormData): Promise<ParsedMathForm> {
  const submission = parseWithZod(formData, { schema: mathFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values: MathFormValues = {
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    text_br: str(p.text_br),
    text_gb: str(p.text_gb),
    difficulty: str(p.difficulty),
    kind: str(p.kind),
    is_free: p.is_free === 'on',
    visibility: str(p.visibility),
    official_solution_br: str(p.official_solution_br),
    official_solution_gb: str(p.official_solution_gb),
  }
  if (submission.status !== 'success') return { ok: false, errors: submissionErrors(submission), values }
  const rich = await mathRichTextErrors(submission.value)
  if (Object.keys(rich).length) return { ok: false, errors: rich, values }
  return { ok: true, value: submission.value, values }
}

/** The statement and solution rendered now and stored (off the event loop, ADR 012); what cannot render. */
export async function mathRichTextErrors(v: MathInput): Promise<FormErrors> {
  return richTextErrors(
    await prepareRichText({
      text_br: v.text_br,
      text_gb: v.text_gb,
      official_solution_br: v.official_solution_br,
      official_solution_gb: v.official_solution_gb,
    }),
  )
}

const nullable = (s: string | undefined) => (s ? lf(s) : null)

/** Creates (id null; the user is its author) or updates; returns the id. */
export async function saveMathExercise(user: SessionUser, id: number | null, input: MathInput) {
  const columns = {
    title_br: input.title_br,
    title_gb: input.title_gb || null,
    text_br: lf(input.text_br),
    text_gb: nullable(input.text_gb),
    difficulty: input.difficulty,
    kind: input.kind,
    is_free: input.is_free ? 1 : 0,
    visibility: input.visibility,
    official_solution_br: nullable(input.official_solution_br),
    official_solution_gb: nullable(input.official_solution_gb),
  }
  if (id) {
    await db.updateTable('math_exercises').set(columns).where('id', '=', id).execute()
    return id
  }
  const row = await db
    .insertInto('math_exercises')
    .values({ ...columns, author_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
