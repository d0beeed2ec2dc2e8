// The notes form (zod + conform); messages are `notes:errors.*` keys.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { richTextBounds } from '~/app/rich-text/field'
import type { NoteInput } from './notes.server'

export const NOTE_TITLE_MAX = 120
export const NOTE_TEXT_MAX = 50_000

/** Browsers send textarea line breaks as CRLF; the limit counts what is stored. */
const lf = (text: string) => text.replace(/\r\n?/g, '\n')

export const noteSchema = z.object({
  title: z
    .string({ required_error: 'titleLength' })
    .trim()
    .min(1, 'titleLength')
    .max(NOTE_TITLE_MAX, 'titleLength'),
  // Bounds on what is stored (LF): the note page renders it as rich text (issue 15, item 2).
  text: richTextBounds(
    z
      .string()
      .default('')
      .transform(lf)
      .refine((text) => text.length <= NOTE_TEXT_MAX, 'textLength'),
  ),
})

export const NOTE_INTENTS = ['create', 'update', 'delete'] as const
export type NoteIntent = (typeof NOTE_INTENTS)[number]

export interface NoteFormValues {
  title: string
  text: string
}

export type NoteFormErrors = Partial<Record<keyof NoteFormValues | 'form', string[]>>

export function noteIntent(formData: FormData): NoteIntent | null {
  const intent = formData.get('intent')
  return NOTE_INTENTS.find((i) => i === intent) ?? null
}

/** A note id from a query or a form: a positive integer, else null (answered as not found). */
export function noteIdOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

export function parseNoteForm(
  formData: FormData,
):
  | { ok: true; values: NoteFormValues; input: NoteInput }
  | { ok: false; values: NoteFormValues; errors: NoteFormErrors } {
  const values: NoteFormValues = {
    title: String(formData.get('title') ?? ''),
    text: String(formData.get('text') ?? ''),
  }
  const submission = parseWithZod(formData, { schema: noteSchema })
  if (submission.status !== 'success') {
    const errors: NoteFormErrors = {}
    for (const [key, list] of Object.entries(submission.error ?? {}))
      if (list?.length) errors[key as keyof NoteFormErrors] = list
    return { ok: false, values, errors }
  }
  return { ok: true, values, input: submission.value }
}
