// The programming-exercise form of content creators (create and edit): the form's zod schema, the values
// the page re-renders and the mapping to the judge's ExerciseInput. Reading the upload: exercise-upload.server.ts.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { CHECKER_KINDS, DIFFICULTIES, type ProgrammingExercise } from '~/db/schema'
import { LANGUAGE_IDS, MAX_CODE_BYTES } from '../constants'
import type { StarterCodes } from '../exercises/starter-code'
import type { StarterRow } from '../exercises/starter-code.server'
import type { AuthorLimits } from './author-limits'
import {
  type FormErrors,
  errorCodes,
  filled,
  lf,
  list,
  optionalText,
  requiredText,
  str,
} from './form-fields.server'
import type { ExerciseInput } from './schemas'

const MAX_STATEMENT_CHARS = 100_000
const MAX_SAMPLE_CHARS = 16 * 1024

export interface ExerciseFormValues {
  title_br: string
  title_gb: string
  text_br: string
  text_gb: string
  difficulty: string
  subjects: string[]
  time_limit_s: string
  memory_limit_mib: string
  samples: { input: string; output: string }[]
  checker_kind: string
  checker_abs: string
  checker_rel: string
  checker_source: string
  original_author: string
  allow_test_download: boolean
  is_free: boolean
  visibility: string
  /** The exercise's own starter code, by language (blank: the language's template). */
  starter: StarterRow[]
}

/** Error codes (content:exerciseForm.errors.*) by field name. */
export type { FormErrors }

export const emptySample = () => ({ input: '', output: '' })

export function blankExerciseValues(): ExerciseFormValues {
  return {
    title_br: '',
    title_gb: '',
    text_br: '',
    text_gb: '',
    difficulty: 'easy',
    subjects: [],
    time_limit_s: '1',
    memory_limit_mib: '256',
    samples: [emptySample()],
    checker_kind: 'tokens',
    checker_abs: '',
    checker_rel: '',
    checker_source: '',
    original_author: '',
    allow_test_download: true,
    is_free: true,
    visibility: 'private',
    starter: [],
  }
}

/** The stored exercise as the form shows it, with one empty sample row to add another. */
export function exerciseValues(
  row: ProgrammingExercise,
  samples: { input: string; output: string }[],
  subjects: string[],
  starter: StarterCodes = {},
): ExerciseFormValues {
  return {
    title_br: row.title_br,
    title_gb: row.title_gb ?? '',
    text_br: row.text_br,
    text_gb: row.text_gb ?? '',
    difficulty: row.difficulty,
    subjects,
    time_limit_s: String(row.time_limit_ms / 1000),
    memory_limit_mib: String(row.memory_limit_mib),
    samples: [...samples.map((s) => ({ input: s.input, output: s.output })), emptySample()],
    checker_kind: row.checker_kind,
    checker_abs: row.checker_abs == null ? '' : String(row.checker_abs),
    checker_rel: row.checker_rel == null ? '' : String(row.checker_rel),
    checker_source: row.checker_source ?? '',
    original_author: row.original_author ?? '',
    allow_test_download: row.allow_test_download === 1,
    is_free: row.is_free === 1,
    visibility: row.visibility,
    starter: Object.entries(starter).map(([language, code]) => ({ language, code: code ?? '' })),
  }
}

/** What the person typed, to re-render the form exactly (conform's payload keeps empty strings). */
export function valuesFromPayload(payload: Record<string, unknown>): ExerciseFormValues {
  const samples = list(payload.samples).map((row) => {
    const r = (row ?? {}) as Record<string, unknown>
    return { input: str(r.input), output: str(r.output) }
  })
  return {
    title_br: str(payload.title_br),
    title_gb: str(payload.title_gb),
    text_br: str(payload.text_br),
    text_gb: str(payload.text_gb),
    difficulty: str(payload.difficulty),
    subjects: list(payload.subjects).filter((s): s is string => typeof s === 'string'),
    time_limit_s: str(payload.time_limit_s),
    memory_limit_mib: str(payload.memory_limit_mib),
    samples: samples.length ? samples : [emptySample()],
    checker_kind: str(payload.checker_kind),
    checker_abs: str(payload.checker_abs),
    checker_rel: str(payload.checker_rel),
    checker_source: str(payload.checker_source),
    original_author: str(payload.original_author),
    allow_test_download: payload.allow_test_download === 'on',
    is_free: payload.is_free === 'on',
    visibility: str(payload.visibility),
    starter: list(payload.starter).map((row) => {
      const r = (row ?? {}) as Record<string, unknown>
      return { language: str(r.language), code: str(r.code) }
    }),
  }
}

const number = () => z.number({ required_error: 'required', invalid_type_error: 'invalid' })

const samplesField = z
  .array(
    z
      .object({
        input: z.string().max(MAX_SAMPLE_CHARS, 'tooLong').optional(),
        output: z.string().max(MAX_SAMPLE_CHARS, 'tooLong').optional(),
      })
      .optional(),
  )
  .optional()
  .superRefine((rows, ctx) => {
    let complete = 0
    let incomplete = 0
    for (const [i, row] of (rows ?? []).entries()) {
      const hasIn = filled(row?.input)
      const hasOut = filled(row?.output)
      if (hasIn && hasOut) complete++
      else if (hasIn || hasOut) {
        incomplete++
        ctx.addIssue({ code: 'custom', path: [i, hasIn ? 'output' : 'input'], message: 'sampleIncomplete' })
      }
    }
    if (complete === 0 && incomplete === 0)
      ctx.addIssue({ code: 'custom', path: [], message: 'samplesRequired' })
  })

// Bounds are the database's CHECKs (0002-judge): 100..20000 ms, 16..2048 MiB.
export const exerciseFormSchema = z.object({
  title_br: requiredText(200),
  title_gb: optionalText(200),
  text_br: requiredText(MAX_STATEMENT_CHARS),
  text_gb: optionalText(MAX_STATEMENT_CHARS),
  difficulty: z.enum(DIFFICULTIES, { errorMap: () => ({ message: 'invalid' }) }),
  subjects: z.array(z.string()).default([]),
  time_limit_s: number().min(0.1, 'range').max(20, 'range'),
  memory_limit_mib: number().int('invalid').min(16, 'range').max(2048, 'range'),
  samples: samplesField,
  checker_kind: z.enum(CHECKER_KINDS, { errorMap: () => ({ message: 'invalid' }) }),
  checker_abs: number().min(0, 'range').optional(),
  checker_rel: number().min(0, 'range').optional(),
  checker_source: z.string().max(MAX_CODE_BYTES, 'tooLong').optional(),
  original_author: optionalText(200),
  allow_test_download: z.boolean().default(false),
  is_free: z.boolean().default(false),
  // Languages and sizes are checked by starterCodeErrors (the languages offered are the judge's, read at save).
  starter: z
    .array(z.object({ language: z.string().max(20, 'invalid'), code: z.string().optional() }).optional())
    .max(LANGUAGE_IDS.length, 'invalid')
    .optional(),
  // Community comes only from the staff review (docs/product.md#judge-exercises); the form never sets it.
  visibility: z
    .enum(['private', 'public'], { errorMap: () => ({ message: 'visibilityInvalid' }) })
    .optional(),
})
export type ExerciseFormData = z.infer<typeof exerciseFormSchema>

const KNOWN_CODES = new Set([
  'required',
  'tooLong',
  'range',
  'invalid',
  'sampleIncomplete',
  'samplesRequired',
  'visibilityInvalid',
])

/** Checker fields depend on the kind; checked apart so they show with every other error at once. */
function checkerErrors(payload: Record<string, unknown>): FormErrors {
  const kind = payload.checker_kind
  if (kind === 'float' && !filled(str(payload.checker_abs)) && !filled(str(payload.checker_rel)))
    return { checker_abs: ['toleranceRequired'] }
  if (kind === 'custom' && !filled(str(payload.checker_source)))
    return { checker_source: ['checkerSourceRequired'] }
  return {}
}

/**
 * The author's own bounds (author-limits.ts), tighter than the schema's for non-staff. Only a value the schema
 * accepts is checked here, so a field shows one error.
 */
export function limitErrors(values: ExerciseFormValues, limits: AuthorLimits): FormErrors {
  const errors: FormErrors = {}
  const seconds = Number(values.time_limit_s)
  if (seconds >= 0.1 && seconds <= 20 && Math.round(seconds * 1000) > limits.maxTimeLimitMs)
    errors.time_limit_s = ['timeLimitAbove']
  const mib = Number(values.memory_limit_mib)
  if (Number.isInteger(mib) && mib >= 16 && mib <= 2048 && mib > limits.maxMemoryMiB)
    errors.memory_limit_mib = ['memoryAbove']
  return errors
}

export type ParsedExerciseForm =
  | { ok: true; value: ExerciseFormData; values: ExerciseFormValues }
  | { ok: false; errors: FormErrors; values: ExerciseFormValues }

export function parseExerciseForm(formData: FormData): ParsedExerciseForm {
  const submission = parseWithZod(formData, { schema: exerciseFormSchema })
  const payload = submission.payload as Record<string, unknown>
  const values = valuesFromPayload(payload)
  const errors: FormErrors = { ...checkerErrors(payload), ...errorCodes(submission, KNOWN_CODES) }
  if (submission.status === 'success' && Object.keys(errors).length === 0)
    return { ok: true, value: submission.value, values }
  return { ok: false, errors, values }
}

// Browsers send textarea lines as CRLF; a sample also ends with a newline like a real input file.
const sampleText = (s: string) => {
  const text = lf(s)
  return text.endsWith('\n') ? text : `${text}\n`
}

/** The judge's ExerciseInput from a valid form; staff-only fields only when `staff`. */
export function toExerciseInput(value: ExerciseFormData, staff: boolean): ExerciseInput {
  const checker: ExerciseInput['checker'] =
    value.checker_kind === 'float'
      ? { kind: 'float', absolute: value.checker_abs ?? null, relative: value.checker_rel ?? null }
      : value.checker_kind === 'custom'
        ? { kind: 'custom', source: lf(value.checker_source ?? '') }
        : { kind: value.checker_kind }
  return {
    title_br: value.title_br,
    title_gb: value.title_gb || null,
    text_br: lf(value.text_br),
    text_gb: value.text_gb ? lf(value.text_gb) : null,
    difficulty: value.difficulty,
    subjects: value.subjects,
    time_limit_ms: Math.round(value.time_limit_s * 1000),
    memory_limit_mib: value.memory_limit_mib,
    samples: (value.samples ?? [])
      .filter((s) => filled(s?.input) && filled(s?.output))
      .map((s) => ({ input: sampleText(s!.input!), output: sampleText(s!.output!) })),
    checker,
    original_author: value.original_author || null,
    allow_test_download: value.allow_test_download,
    ...(staff && { is_free: value.is_free }),
  }
}
