// The one action behind the new-exercise and edit-exercise pages: preview, add a sample row, or save.
import { redirect } from '@remix-run/node'
import { tFor } from '~/app/kernel/i18n.server'
import type { Prefix } from '~/app/kernel/locale'
import type { SessionUser } from '~/app/kernel/policy'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { renderRichText } from '~/app/rich-text/index.server'
import type { ProgrammingExercise } from '~/db/schema'
import { isJudgeStaff } from './access'
import { saveExercise, subjectOptions } from './exercise-admin.server'
import {
  type ExerciseFormValues,
  type FormErrors,
  emptySample,
  parseExerciseForm,
  toExerciseInput,
} from './exercise-form.server'
import { MAX_PACKAGE_BYTES, readExerciseForm } from './exercise-upload.server'
import { packageErrorMessage } from './packages.server'

export interface ExerciseActionData {
  values: ExerciseFormValues
  errors: FormErrors
  /** Already in the page's language (a refused package, an upload too big). */
  message: string | null
  preview: { br: string; gb: string | null } | null
  /** A package was chosen; browsers cannot refill a file input, so the page asks for it again. */
  fileDropped: boolean
}

const reply = (data: ExerciseActionData, status: number) => Response.json(data, { status })

/** The "preview" intent of the content forms: the statement in both languages, the en-GB one only if written. */
export function contentPreview(br: string, gb: string, prefix: Prefix): { br: string; gb: string | null } {
  return { br: renderRichText(br, { prefix }), gb: gb.trim() ? renderRichText(gb, { prefix }) : null }
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
  if (!read.ok)
    return reply({ values: fallback, errors: {}, message: tooBig, preview: null, fileDropped: true }, 413)

  const intent = read.formData.get('intent')
  const parsed = parseExerciseForm(read.formData)
  const values = parsed.values
  const base = { values, errors: {}, message: null, preview: null, fileDropped: read.upload.kind !== 'none' }
  if (intent === 'preview')
    return reply({ ...base, preview: contentPreview(values.text_br, values.text_gb, prefix) }, 200)
  if (intent === 'add-sample') {
    return reply({ ...base, values: { ...values, samples: [...values.samples, emptySample()] } }, 200)
  }

  const errors: FormErrors = parsed.ok ? {} : { ...parsed.errors }
  const known = new Set((await subjectOptions(lng)).map((s) => s.slug))
  if (values.subjects.some((s) => !known.has(s))) errors.subjects = ['invalid']
  if (read.upload.kind === 'too_big') return reply({ ...base, errors, message: tooBig }, 413)
  if (!parsed.ok || Object.keys(errors).length) return reply({ ...base, errors }, 422)

  const result = await saveExercise({
    user,
    existing,
    input: toExerciseInput(parsed.value, isJudgeStaff(user)),
    visibility: parsed.value.visibility,
    upload: read.upload.kind === 'file' ? read.upload.file : null,
  })
  if (!result.ok && result.reason === 'package')
    return reply({ ...base, message: packageErrorMessage(result.error, lng) }, 422)
  if (!result.ok) return reply({ ...base, errors: { visibility: ['publicNeedsPackage'] } }, 422)
  return redirect(`/${prefix}/exercise/${result.id}?saved=1`)
}
