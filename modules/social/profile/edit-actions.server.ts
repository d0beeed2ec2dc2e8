// The profile edit's forms, one `intent` each: parse (zod + conform), save, and say what to show next.
// A refused form comes back with what was typed and its errors (422; 500 when saving failed).
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import type { UploadForm } from '~/app/kernel/requests/upload-form.server'
import { prepareRichText, richTextErrorCode } from '~/app/rich-text/index.server'
import {
  addExternalResult,
  addJob,
  externalResultSchema,
  jobSchema,
  removeExternalResult,
  removeJob,
} from '~/modules/competitions'
import {
  chooseInstitution,
  createInstitution,
  removeSocialLink,
  saveBasicProfile,
  savePreferences,
  saveSocialLink,
  splitName,
} from './edit.server'
import { removePicture, savePicture } from './picture.server'
import {
  basicProfileSchema,
  institutionChoiceSchema,
  newInstitutionSchema,
  preferencesSchema,
  socialLinkSchema,
} from './schemas'

export const EDIT_INTENTS = [
  'basic',
  'picture',
  'removePicture',
  'result',
  'removeResult',
  'job',
  'removeJob',
  'institution',
  'newInstitution',
  'preferences',
  'socialLink',
  'removeSocialLink',
] as const
export type EditIntent = (typeof EDIT_INTENTS)[number]

export const EDIT_NOTICES = [
  'basicSaved',
  'pictureSaved',
  'pictureRemoved',
  'resultAdded',
  'resultRemoved',
  'jobAdded',
  'jobRemoved',
  'institutionSaved',
  'institutionCreated',
  'preferencesSaved',
  'linkSaved',
  'linkRemoved',
] as const
export type EditNotice = (typeof EDIT_NOTICES)[number]

export type EditOutcome =
  | { ok: true; notice: EditNotice }
  | {
      ok: false
      status: number
      intent: EditIntent
      result: SubmissionResult<string[]>
      /** Seconds, when the answer is 429. */
      retryAfter?: number
    }

export const isEditIntent = (value: unknown): value is EditIntent =>
  (EDIT_INTENTS as readonly unknown[]).includes(value)

const e = (key: string) => `profile:edit.errors.${key}`
const plain = z.object({ intent: z.string() })

function refused(
  intent: EditIntent,
  result: SubmissionResult<string[]>,
  status = 422,
  retryAfter?: number,
): EditOutcome {
  return { ok: false, status, intent, result, retryAfter }
}

/** A form with only an id (the remove buttons): a submission to answer with. */
function idForm(formData: FormData) {
  return parseWithZod(formData, { schema: plain.extend({ id: z.number().int().positive() }) })
}

/**
 * Forms posted before first and last name existed send a single `name`: split it so they keep working
 * (first word, then the rest).
 */
function withNameParts(formData: FormData): FormData {
  if (formData.has('firstName') || formData.has('lastName') || !formData.has('name')) return formData
  const copy = new FormData()
  for (const [key, value] of formData) copy.append(key, value)
  const { firstName, lastName } = splitName(String(formData.get('name') ?? ''))
  copy.set('firstName', firstName)
  copy.set('lastName', lastName)
  return copy
}

export async function handleProfileEdit(
  userId: number,
  intent: EditIntent,
  form: UploadForm,
  now: Date = new Date(),
): Promise<EditOutcome> {
  const { formData } = form
  switch (intent) {
    case 'basic': {
      const submission = parseWithZod(withNameParts(formData), { schema: basicProfileSchema(now) })
      if (submission.status !== 'success') return refused(intent, submission.reply())
      // Rendered once now for every later view of the profile; refused if it cannot render (issue 15).
      const problem = (await prepareRichText({ biography: submission.value.biography })).biography
      if (problem) {
        const fieldErrors = { biography: [`profile:edit.errors.${richTextErrorCode(problem)}`] }
        return refused(intent, submission.reply({ fieldErrors }))
      }
      try {
        await saveBasicProfile(userId, submission.value)
      } catch (error) {
        console.error('profile save', error)
        return refused(intent, submission.reply({ formErrors: [e('profileSaveFailed')] }), 500)
      }
      return { ok: true, notice: 'basicSaved' }
    }
    case 'picture': {
      const submission = parseWithZod(formData, { schema: plain })
      const tooLarge = form.tooLarge.includes('picture')
      const saved = tooLarge
        ? ({ ok: false, reason: 'tooLarge' } as const)
        : await savePicture(userId, form.files.picture)
      if (saved.ok) return { ok: true, notice: 'pictureSaved' }
      if (saved.reason === 'failed') {
        return refused(intent, submission.reply({ formErrors: [e('pictureSaveFailed')] }), 500)
      }
      return refused(intent, submission.reply({ fieldErrors: { picture: [e(`picture_${saved.reason}`)] } }))
    }
    case 'removePicture':
      await removePicture(userId)
      return { ok: true, notice: 'pictureRemoved' }
    case 'result':
    case 'job': {
      const schema = intent === 'result' ? externalResultSchema : jobSchema
      const submission = parseWithZod(formData, { schema })
      if (submission.status !== 'success') return refused(intent, submission.reply())
      const saved =
        intent === 'result' ? await addExternalResult(userId, formData) : await addJob(userId, formData)
      if (!saved.ok) return refused(intent, submission.reply({ fieldErrors: saved.errors }))
      return { ok: true, notice: intent === 'result' ? 'resultAdded' : 'jobAdded' }
    }
    case 'removeResult':
    case 'removeJob': {
      const submission = idForm(formData)
      const id = submission.status === 'success' ? submission.value.id : 0
      const removed =
        id > 0 &&
        (intent === 'removeResult' ? await removeExternalResult(userId, id) : await removeJob(userId, id))
      if (!removed) return refused(intent, submission.reply({ formErrors: [e('notFound')] }), 404)
      return { ok: true, notice: intent === 'removeResult' ? 'resultRemoved' : 'jobRemoved' }
    }
    case 'institution': {
      const submission = parseWithZod(formData, { schema: institutionChoiceSchema })
      if (submission.status !== 'success') return refused(intent, submission.reply())
      if (!(await chooseInstitution(userId, submission.value.institutionId))) {
        return refused(
          intent,
          submission.reply({ fieldErrors: { institutionId: [e('institutionUnknown')] } }),
        )
      }
      return { ok: true, notice: 'institutionSaved' }
    }
    case 'newInstitution': {
      const submission = parseWithZod(formData, { schema: newInstitutionSchema })
      if (submission.status !== 'success') return refused(intent, submission.reply())
      // Everyone sees new institutions in the lists: creating them is limited like other shared content.
      const limit = hit(RULES.social, String(userId))
      if (!limit.ok) {
        const result = submission.reply({ formErrors: ['common:errors.tooManyRequests.message'] })
        return refused(intent, result, 429, limit.retryAfterSeconds)
      }
      const created = await createInstitution(userId, submission.value)
      if (!created.ok)
        return refused(intent, submission.reply({ fieldErrors: { shortName: [e('shortNameTaken')] } }))
      return { ok: true, notice: 'institutionCreated' }
    }
    case 'preferences': {
      const submission = parseWithZod(formData, { schema: preferencesSchema })
      if (submission.status !== 'success') return refused(intent, submission.reply())
      await savePreferences(userId, submission.value)
      return { ok: true, notice: 'preferencesSaved' }
    }
    case 'socialLink': {
      const submission = parseWithZod(formData, { schema: socialLinkSchema })
      if (submission.status !== 'success') return refused(intent, submission.reply())
      await saveSocialLink(userId, submission.value.kind, submission.value.url)
      return { ok: true, notice: 'linkSaved' }
    }
    case 'removeSocialLink': {
      const submission = parseWithZod(formData, { schema: plain })
      const removed = await removeSocialLink(userId, String(formData.get('kind') ?? ''))
      if (!removed) return refused(intent, submission.reply({ formErrors: [e('notFound')] }), 404)
      return { ok: true, notice: 'linkRemoved' }
    }
  }
}
