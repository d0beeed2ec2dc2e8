// The one action behind the new-exercise and edit-exercise pages: preview, add a sample row, or save.
import { redirect } from '@remix-run/node'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import {
  prepareRichText,
  richTextErrorCode,
  richTextErrors,
  tryRenderRichText,
} from '~/app/rich-text/index.server'
import type { ProgrammingExercise } from '~/db/schema'
import { isJudgeStaff } from '../access'
import { saveStarterCodes, starterCodeErrors, starterLanguages } from '../exercises/starter-code.server'
import { packageErrorMessage } from '../packages/packages.server'
import { authorLimits } from './author-limits'
import { compileCustomChecker } from './checker-compile.server'
import { saveExercise, subjectOptions } from './exercise-admin.server'
import {
  type ExerciseFormValues,
  type FormErrors,
  emptySample,
  limitErrors,
  parseExerciseForm,
  toExerciseInput,
} from './exercise-form.server'
import { MAX_PACKAGE_BYTES, readExerciseForm } from './exercise-upload.server'
import { filled, lf } from './form-fields.server'

export interface ExerciseActionData {
  values: ExerciseFormValues
  errors: FormErrors
  /** Already in the page's language (a refused package, an upload too big). */
  message: string | null
  preview: { br: string; gb: string | null } | null
  /** A package was chosen; browsers cannot refill a file input, so the page asks for it again. */
  fileDropped: boolean
  /** A refused or oversized test package, in the page's language: shown beside the file field too. */
  packageError: string | null
  /** What the compiler said when the custom checker does not compile (shown under its source). */
  checkerOutput: string | null
}

const reply = (data: ExerciseActionData, status: number, headers?: HeadersInit) =>
  Response.json(data, { status, headers })
const MiB = 1024 * 1024

/**
 * The "preview" intent of the content forms: the statement in both languages, the en-GB one only if written.
 * A text over the bounds or over the render budget is a field error under its name (`fields`), no preview.
 */
export async function contentPreview(
  br: string,
  gb: string,
  prefix: Prefix,
  fields: [string, string] = ['text_br', 'text_gb'],
): Promise<{ preview: { br: string; gb: string | null } | null; errors: Record<string, string[]> }> {
  const [brHtml, gbHtml] = await Promise.all([
    tryRenderRichText(br, { prefix }),
    gb.trim() ? tryRenderRichText(gb, { prefix }) : null,
  ])
  const errors: Record<string, string[]> = {}
  if (!brHtml.ok) errors[fields[0]] = [richTextErrorCode(brHtml.problem)]
  if (gbHtml && !gbHtml.ok) errors[fields[1]] = [richTextErrorCode(gbHtml.problem)]
  if (!brHtml.ok || (gbHtml && !gbHtml.ok)) return { preview: null, errors }
  return { preview: { br: brHtml.html, gb: gbHtml?.ok ? gbHtml.html : null }, errors }
}

/**
 * `fallback` are the values to show when the body was refused unread (far beyond the upload limit): the
 * stored exercise, or a blank form.
 */
export async function exerciseFormAction(
  request: Request,
  user: SessionUser,
  existing: ProgrammingExercise | null,
  fallback: ExerciseFormValues,
) {
  const t = await tFor(request, 'content')
  const lng = requestLng(request)
  const prefix = requestPrefix(request)
  const tooBig = t('exerciseForm.packageTooBig', { limit: MAX_PACKAGE_BYTES / 1024 / 1024 })
  const read = await readExerciseForm(request)
  if (!read.ok) {
    const refused = { values: fallback, errors: {}, message: tooBig, preview: null, fileDropped: true }
    return reply({ ...refused, packageError: tooBig, checkerOutput: null }, 413)
  }

  const intent = read.formData.get('intent')
  const parsed = parseExerciseForm(read.formData)
  const values = parsed.values
  const base: ExerciseActionData = {
    values,
    errors: {},
    message: null,
    preview: null,
    fileDropped: read.upload.kind !== 'none',
    packageError: null,
    checkerOutput: null,
  }
  if (intent === 'preview') {
    const { preview, errors } = await contentPreview(values.text_br, values.text_gb, prefix)
    return reply({ ...base, preview, errors }, preview ? 200 : 422)
  }
  if (intent === 'add-sample') {
    return reply({ ...base, values: { ...values, samples: [...values.samples, emptySample()] } }, 200)
  }

  const staff = isJudgeStaff(user)
  const limits = authorLimits(staff)
  const errors: FormErrors = { ...limitErrors(values, limits), ...(parsed.ok ? {} : parsed.errors) }
  const known = new Set((await subjectOptions(lng)).map((s) => s.slug))
  if (values.subjects.some((s) => !known.has(s))) errors.subjects = ['invalid']
  const offered = new Set((await starterLanguages()).map((l) => l.id))
  Object.assign(errors, starterCodeErrors(values.starter, offered))
  if (read.upload.kind === 'too_big')
    return reply({ ...base, errors, message: tooBig, packageError: tooBig }, 413)
  // A checker that does not compile would make every submission an internal error: refuse it now, with
  // the compiler's output, alongside any other mistake in the form.
  let checkerOutput: string | null = null
  if (values.checker_kind === 'custom' && filled(values.checker_source) && !errors.checker_source) {
    const checker = await compileCustomChecker(lf(values.checker_source))
    if (!checker.ok) {
      errors.checker_source = ['checkerCompile']
      checkerOutput = checker.message
    }
  }
  if (!parsed.ok || Object.keys(errors).length) return reply({ ...base, errors, checkerOutput }, 422)
  // Renders the statements once, now, for every later view; refuses what cannot render (issue 15).
  const richText = richTextErrors(await prepareRichText({ text_br: values.text_br, text_gb: values.text_gb }))
  if (Object.keys(richText).length) return reply({ ...base, errors: richText }, 422)

  // Each new exercise may bring a package to store: a user (not staff) creates a few an hour, not thousands.
  if (!existing && !staff) {
    const limit = hit(RULES.exerciseCreate, String(user.id))
    if (!limit.ok) {
      const message = t('exerciseForm.tooManyExercises', { minutes: Math.ceil(limit.retryAfterSeconds / 60) })
      return reply({ ...base, message }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
    }
  }
  const result = await saveExercise({
    user,
    existing,
    input: toExerciseInput(parsed.value, staff),
    visibility: parsed.value.visibility,
    upload: read.upload.kind === 'file' ? read.upload.file : null,
    limits,
  })
  if (!result.ok && result.reason === 'package') {
    const packageError = packageErrorMessage(result.error, lng)
    return reply({ ...base, message: packageError, packageError }, 422)
  }
  if (!result.ok && result.reason === 'quota') {
    const mib = (bytes: number) =>
      new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(bytes / MiB)
    const packageError = t('exerciseForm.quotaExceeded', {
      used: mib(result.bytes),
      quota: mib(result.quota),
    })
    return reply({ ...base, message: packageError, packageError }, 422)
  }
  if (!result.ok) return reply({ ...base, errors: { visibility: ['publicNeedsPackage'] } }, 422)
  await saveStarterCodes(result.id, values.starter)
  return redirect(`/${prefix}/exercise/${result.id}?saved=1`)
}
