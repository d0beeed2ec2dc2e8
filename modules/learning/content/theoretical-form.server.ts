// The theoretical-exercise form (docs/product.md#learning-content: title, text, questions with options, order and correct answer).
// Without JavaScript the rows are fixed: empty rows are ignored, "add" buttons post and re-render.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import {
  type FormErrors,
  filled,
  knownCode,
  list,
  optionalText,
  requiredText,
  str,
  submissionErrors,
} from './form.server'

const MAX_STATEMENT_CHARS = 100_000
const MAX_ROW_CHARS = 2_000

export interface OptionValues {
  text_br: string
  text_gb: string
}
export interface QuestionValues {
  prompt_br: string
  prompt_gb: string
  /** Index of the checked radio among this question's option rows, '' when none. */
  correct: string
  options: OptionValues[]
}
export interface TheoreticalFormValues {
  title_br: string
  title_gb: string
  text_br: string
  text_gb: string
  questions: QuestionValues[]
}

export const blankOption = (): OptionValues => ({ text_br: '', text_gb: '' })
export const blankQuestion = (): QuestionValues => ({
  prompt_br: '',
  prompt_gb: '',
  correct: '',
  options: [blankOption(), blankOption()],
})
export const blankTheoreticalValues = (): TheoreticalFormValues => ({
  title_br: '',
  title_gb: '',
  text_br: '',
  text_gb: '',
  questions: [blankQuestion()],
})

/** What the service stores: questions and options in order, each option flagged correct or not. */
export const theoreticalInputSchema = z.object({
  title_br: requiredText(200),
  title_gb: optionalText(200),
  text_br: z.string().trim().max(MAX_STATEMENT_CHARS, 'tooLong').default(''),
  text_gb: optionalText(MAX_STATEMENT_CHARS),
  questions: z
    .array(
      z
        .object({
          prompt_br: requiredText(MAX_ROW_CHARS),
          prompt_gb: optionalText(MAX_ROW_CHARS),
          options: z.array(
            z.object({
              text_br: requiredText(MAX_ROW_CHARS),
              text_gb: optionalText(MAX_ROW_CHARS),
              is_correct: z.boolean(),
            }),
          ),
        })
        .superRefine((q, ctx) => {
          if (q.options.length < 2) ctx.addIssue({ code: 'custom', message: 'optionsMin' })
          const correct = q.options.filter((o) => o.is_correct).length
          if (correct === 0) ctx.addIssue({ code: 'custom', message: 'correctNone' })
          if (correct > 1) ctx.addIssue({ code: 'custom', message: 'correctMany' })
        }),
    )
    .min(1, 'questionsMin'),
})
export type TheoreticalInput = z.infer<typeof theoreticalInputSchema>

// The form's own shape is loose on purpose: rows are read as typed, then checked row by row below.
const looseFormSchema = z.object({
  title_br: requiredText(200),
  title_gb: optionalText(200),
  text_br: optionalText(MAX_STATEMENT_CHARS),
  text_gb: optionalText(MAX_STATEMENT_CHARS),
  questions: z.unknown(),
})

function valuesFromPayload(p: Record<string, unknown>): TheoreticalFormValues {
  const questions = list(p.questions).map((raw) => {
    const q = (raw ?? {}) as Record<string, unknown>
    const correct = list(q.correct).map(str)
    return {
      prompt_br: str(q.prompt_br),
      prompt_gb: str(q.prompt_gb),
      // Two radios checked is only possible by hand-made posts; keep them joined so the error can show.
      correct: correct.join(','),
      options: list(q.options).map((o) => {
        const option = (o ?? {}) as Record<string, unknown>
        return { text_br: str(option.text_br), text_gb: str(option.text_gb) }
      }),
    }
  })
  return {
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    text_br: str(p.text_br),
    text_gb: str(p.text_gb),
    questions: questions.length ? questions : [blankQuestion()],
  }
}

const emptyOption = (o: OptionValues) => !filled(o.text_br) && !filled(o.text_gb)
const emptyQuestion = (q: QuestionValues) =>
  !filled(q.prompt_br) && !filled(q.prompt_gb) && q.options.every(emptyOption)

/** Drops empty rows, keeping which row each kept one came from so errors land on the right fields. */
function toInput(values: TheoreticalFormValues) {
  const kept = values.questions
    .map((q, qi) => ({ q, qi }))
    .filter(({ q }) => !emptyQuestion(q))
    .map(({ q, qi }) => {
      const checked = q.correct.split(',').filter(Boolean)
      const options = q.options
        .map((o, oi) => ({ o, oi }))
        .filter(({ o }) => !emptyOption(o))
        .map(({ o, oi }) => ({ ...o, oi, is_correct: checked.includes(String(oi)) }))
      return { q, qi, options }
    })
  const input = {
    title_br: values.title_br,
    title_gb: values.title_gb || undefined,
    text_br: values.text_br,
    text_gb: values.text_gb || undefined,
    questions: kept.map(({ q, options }) => ({
      prompt_br: q.prompt_br,
      prompt_gb: q.prompt_gb || undefined,
      options: options.map((o) => ({
        text_br: o.text_br,
        text_gb: o.text_gb || undefined,
        is_correct: o.is_correct,
      })),
    })),
  }
  return { input, kept }
}

export type ParsedTheoreticalForm =
  | { ok: true; value: TheoreticalInput; values: TheoreticalFormValues }
  | { ok: false; errors: FormErrors; values: TheoreticalFormValues }

/** Parses the form; errors are keyed by the posted row names (`questions[2]`, `questions[2].options[0].text_br`). */
export function parseTheoreticalForm(formData: FormData): ParsedTheoreticalForm {
  const submission = parseWithZod(formData, { schema: looseFormSchema })
  const values = valuesFromPayload(submission.payload as Record<string, unknown>)
  const errors = submissionErrors(submission)
  const { input, kept } = toInput(values)
  const checked = theoreticalInputSchema.safeParse(input)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [head, qIndex, field, oIndex, optionField] = issue.path
      if (head !== 'questions') continue // top fields: the loose schema above already said it
      let name = 'questions'
      if (typeof qIndex === 'number') {
        const row = kept[qIndex]!
        name = `questions[${row.qi}]`
        if (field === 'options' && typeof oIndex === 'number')
          name += `.options[${row.options[oIndex]!.oi}].${String(optionField)}`
        else if (typeof field === 'string' && field !== 'options') name += `.${field}`
      }
      const code = knownCode(issue.message)
      errors[name] = [...new Set([...(errors[name] ?? []), code])]
    }
    // Every row was left blank: the error belongs to the first (blank) question the form shows, not above
    // it ("add at least one question" beside a "Question 1" reads as a contradiction).
    if (errors.questions?.includes('questionsMin') && kept.length === 0) {
      errors.questions = errors.questions.filter((c) => c !== 'questionsMin')
      if (errors.questions.length === 0) Reflect.deleteProperty(errors, 'questions')
      errors['questions[0]'] = ['firstQuestion']
    }
  }
  if (checked.success && Object.keys(errors).length === 0) return { ok: true, value: checked.data, values }
  return { ok: false, errors, values }
}
