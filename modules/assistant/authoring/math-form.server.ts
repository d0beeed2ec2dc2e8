import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { MiB, isBodyTooLarge, isNotAForm, readUploadForm } from '~/app/kernel/requests/upload-form.server'
import { type FormErrors, errorCodes, str } from '~/modules/judge/index'
import { sniffImage } from '~/modules/learning/index'
import {
  type AiMathValues,
  MATH_STYLES,
  MAX_BODY,
  MAX_INSTRUCTIONS,
  MAX_THEME,
  type MathStyle,
  blankAiMathValues,
} from './math-options'

// The "Create with AI" form of math exercises (issue 19; docs/product.md: a theme and an image are mutually
// exclusive). Errors are codes translated by the page (aimath:errors.*); the typed values always come back.

/** As a math answer's image (learning): enough for a phone photo of a page, small enough for the model. */
export const MAX_IMAGE_BYTES = 5 * MiB

export interface AiMathImage {
  mime: 'image/png' | 'image/jpeg'
  bytes: Uint8Array
}

export interface AiMathRequest {
  theme: string | null
  image: AiMathImage | null
  style: MathStyle
  instructions: string
}

export type AiMathForm =
  | { ok: true; value: AiMathRequest; values: AiMathValues }
  | { ok: false; status: 413 | 422; errors: FormErrors; values: AiMathValues }

const KNOWN = new Set(['tooLong', 'invalid'])

const schema = z.object({
  theme: z.string().trim().max(MAX_THEME, 'tooLong').optional(),
  style: z.enum(MATH_STYLES, { message: 'invalid' }),
  instructions: z.string().trim().max(MAX_INSTRUCTIONS, 'tooLong').optional(),
})

/**
 * Reads the multipart form. Exactly one of a theme or an image (PNG or JPEG by its first bytes, ≤ 5 MB); an
 * image only when the model reads images (`vision`). A body that is not a form reads as an empty one (422).
 */
export async function readAiMathForm(request: Request, vision: boolean): Promise<AiMathForm> {
  let form: Awaited<ReturnType<typeof readUploadForm>>
  try {
    form = await readUploadForm(request, { image: MAX_IMAGE_BYTES }, MAX_BODY)
  } catch (error) {
    if (isBodyTooLarge(error))
      return { ok: false, status: 413, errors: { image: ['imageTooLarge'] }, values: blankAiMathValues() }
    if (!isNotAForm(error)) throw error
    form = { formData: new FormData(), files: {}, tooLarge: [] }
  }
  const submission = parseWithZod(form.formData, { schema })
  const p = submission.payload as Record<string, unknown>
  const values: AiMathValues = { theme: str(p.theme), style: str(p.style), instructions: str(p.instructions) }
  const errors = errorCodes(submission, KNOWN)

  const file = form.files.image
  const sent = !!file || form.tooLarge.includes('image')
  const theme = values.theme.trim()
  if (theme && sent) errors.form = ['themeAndImage']
  else if (!theme && !sent) errors.form = ['themeOrImage']
  let image: AiMathImage | null = null
  if (sent && !errors.form) {
    const kind = file ? sniffImage(file.bytes) : null
    if (!vision) errors.image = ['noVision']
    else if (!file) errors.image = ['imageTooLarge']
    else if (!kind) errors.image = ['imageType']
    else image = { mime: kind === 'png' ? 'image/png' : 'image/jpeg', bytes: file.bytes }
  }
  if (submission.status !== 'success' || Object.keys(errors).length)
    return { ok: false, status: 422, errors, values }
  const v = submission.value
  return {
    ok: true,
    values,
    value: { theme: image ? null : theme, image, style: v.style, instructions: v.instructions ?? '' },
  }
}
