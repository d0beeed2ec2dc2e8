// The competition form (create and edit): its zod schema, the values the page re-renders exactly as typed,
// and the input the service saves. Checks that need the database (exercises, course, what a started
// competition may still change) are in competitions.server.ts.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { richTextBounds } from '~/app/rich-text/field'
import { ALLOWED_PARTICIPANTS, COMPETITION_STYLES, type Competition } from '~/db/schema-competitions'
import { type FormErrors, errorCodes, optionalText, requiredText, str } from '~/modules/judge'
import { isoToLocalInput, localInputToIso } from '../ui/competition-time'

export type { FormErrors }

/** At most 26 exercises: one per letter, A to Z. */
export const MAX_EXERCISES = 26
const MAX_DESCRIPTION = 20_000

export interface CompetitionFormValues {
  title: string
  description: string
  style: string
  starts_at: string
  ends_at: string
  frozen_minutes: string
  allowed: string
  password: string
  capacity: string
  /** Exercise ids in letter order, as typed ("12, 7, 30"). */
  exercises: string
  course_id: string
}

export interface CompetitionInput {
  title: string
  description: string
  style: Competition['style']
  startsAt: string
  endsAt: string
  frozenMinutes: number
  allowed: Competition['allowed']
  password: string | null
  capacity: number | null
  exerciseIds: number[]
  courseId: number | null
}

export function blankCompetitionValues(): CompetitionFormValues {
  return {
    title: '',
    description: '',
    style: 'icpc',
    starts_at: '',
    ends_at: '',
    frozen_minutes: '0',
    allowed: 'all',
    password: '',
    capacity: '',
    exercises: '',
    course_id: '',
  }
}

/** The stored competition as the form shows it, its times in the page's time zone. */
export function competitionValues(
  c: Competition,
  exerciseIds: number[],
  zone: string,
): CompetitionFormValues {
  return {
    title: c.title,
    description: c.description,
    style: c.style,
    starts_at: isoToLocalInput(c.starts_at, zone),
    ends_at: isoToLocalInput(c.ends_at, zone),
    frozen_minutes: String(c.frozen_minutes),
    allowed: c.allowed,
    password: c.password ?? '',
    capacity: c.capacity === null ? '' : String(c.capacity),
    exercises: exerciseIds.join(', '),
    course_id: c.course_id === null ? '' : String(c.course_id),
  }
}

function valuesFromPayload(payload: Record<string, unknown>): CompetitionFormValues {
  return {
    title: str(payload.title),
    description: str(payload.description),
    style: str(payload.style),
    starts_at: str(payload.starts_at),
    ends_at: str(payload.ends_at),
    frozen_minutes: str(payload.frozen_minutes),
    allowed: str(payload.allowed),
    password: str(payload.password),
    capacity: str(payload.capacity),
    exercises: str(payload.exercises),
    course_id: str(payload.course_id),
  }
}

const integer = () => z.number({ required_error: 'required', invalid_type_error: 'invalid' }).int('invalid')

const schema = z.object({
  title: requiredText(200),
  // The competition page renders it as rich text (issue 15, item 2).
  description: richTextBounds(z.string().trim().max(MAX_DESCRIPTION, 'tooLong')).optional(),
  style: z.enum(COMPETITION_STYLES, { errorMap: () => ({ message: 'invalid' }) }),
  starts_at: z.string({ required_error: 'required' }),
  ends_at: z.string({ required_error: 'required' }),
  frozen_minutes: integer().min(0, 'range').max(100_000, 'range').default(0),
  allowed: z.enum(ALLOWED_PARTICIPANTS, { errorMap: () => ({ message: 'invalid' }) }),
  password: optionalText(100),
  capacity: integer().min(1, 'range').max(1_000_000, 'range').optional(),
  exercises: z.string({ required_error: 'exercisesRequired' }),
  course_id: integer().min(1, 'invalid').optional(),
})

const KNOWN = new Set([
  'required',
  'tooLong',
  'range',
  'invalid',
  'exercisesRequired',
  'richTextTooLong',
  'richTextTooDeep',
  'richTextTooComplex',
])

/** "12, 7 30" → [12, 7, 30]; null when something else was typed. */
export function parseExerciseIds(text: string): number[] | null {
  const tokens = text.split(/[\s,;]+/).filter(Boolean)
  if (!tokens.every((t) => /^\d{1,9}$/.test(t))) return null
  return tokens.map(Number)
}

export type ParsedCompetitionForm =
  | { ok: true; input: CompetitionInput; values: CompetitionFormValues }
  | { ok: false; errors: FormErrors; values: CompetitionFormValues }

/** Reads the form; times are wall-clock times in `zone` (the page's). Every mistake is reported at once. */
export function parseCompetitionForm(formData: FormData, zone: string): ParsedCompetitionForm {
  const submission = parseWithZod(formData, { schema })
  const values = valuesFromPayload(submission.payload as Record<string, unknown>)
  const errors: FormErrors = errorCodes(submission, KNOWN)
  // "Out of range" alone does not say what the range is: these two name their own bounds.
  for (const [field, code] of [
    ['capacity', 'capacityRange'],
    ['frozen_minutes', 'frozenRange'],
  ] as const) {
    if (errors[field]?.some((e) => e === 'range' || e === 'invalid')) errors[field] = [code]
  }
  const add = (field: string, code: string) => {
    if (!errors[field]) errors[field] = [code]
  }

  const startsAt = values.starts_at ? localInputToIso(values.starts_at, zone) : null
  const endsAt = values.ends_at ? localInputToIso(values.ends_at, zone) : null
  if (!values.starts_at) add('starts_at', 'required')
  else if (!startsAt) add('starts_at', 'invalid')
  if (!values.ends_at) add('ends_at', 'required')
  else if (!endsAt) add('ends_at', 'invalid')
  const durationMinutes = startsAt && endsAt ? (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000 : 0
  if (startsAt && endsAt && durationMinutes <= 0) add('ends_at', 'endBeforeStart')
  // 0 disables freezing (docs/product.md#competitions-creating); anything else must leave part of the competition unfrozen.
  const frozen = Number(values.frozen_minutes || 0)
  if (durationMinutes > 0 && Number.isInteger(frozen) && frozen >= durationMinutes)
    add('frozen_minutes', 'freezeTooLong')

  const ids = parseExerciseIds(values.exercises)
  if (!values.exercises.trim()) add('exercises', 'exercisesRequired')
  else if (!ids) add('exercises', 'exercisesInvalid')
  else if (new Set(ids).size !== ids.length) add('exercises', 'exercisesRepeated')
  else if (ids.length > MAX_EXERCISES) add('exercises', 'exercisesTooMany')

  if (submission.status !== 'success' || Object.keys(errors).length || !startsAt || !endsAt || !ids)
    return { ok: false, errors, values }
  const value = submission.value
  return {
    ok: true,
    values,
    input: {
      title: value.title,
      description: (value.description ?? '').replace(/\r\n?/g, '\n'),
      style: value.style,
      startsAt,
      endsAt,
      frozenMinutes: value.frozen_minutes,
      allowed: value.allowed,
      password: value.password ? value.password : null,
      capacity: value.capacity ?? null,
      exerciseIds: ids,
      courseId: value.course_id ?? null,
    },
  }
}
