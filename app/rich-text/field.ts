// The cheap half of the rich-text check, for forms' zod schemas: every form with a Markdown field refuses a
// text over the bounds the same way, before anything is rendered. The render itself (and the budget) is
// checked when the text is saved (`prepareRichText` in index.server.ts).
import type { ZodType, ZodTypeDef } from 'zod'
import { DEFAULT_LIMITS, type RichTextLimits, checkBounds } from './bounds'

/**
 * `richTextBounds(z.string().max(…), (code) => `ns:errors.${code}`)`: the message is the form's own key
 * for `richTextTooLong`, `richTextTooDeep` or `richTextTooComplex`. Any string schema: one that normalises
 * line breaks first is checked on what will be stored.
 */
export function richTextBounds<Input>(
  schema: ZodType<string, ZodTypeDef, Input>,
  message: (code: string) => string = (code) => code,
  limits: RichTextLimits = DEFAULT_LIMITS,
) {
  return schema.superRefine((text, ctx) => {
    const problem = checkBounds(text, limits)
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: message(`richText${problem[0].toUpperCase()}${problem.slice(1)}`),
      })
  })
}
