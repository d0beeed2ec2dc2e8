// What the "Create with AI" page and its server share (the page cannot import *.server files).
import { uploadBody } from '~/app/kernel/requests/limits'

/**
 * The product names no styles, so a short fixed list: each is one line of the prompt (math-create.server.ts).
 * `everyday` first: the platform's students learn best from situations they know.
 */
export const MATH_STYLES = ['everyday', 'olympiad', 'textbook', 'story'] as const
export type MathStyle = (typeof MATH_STYLES)[number]

export const MAX_THEME = 200
export const MAX_INSTRUCTIONS = 1000

/** What the author typed, given back with every refusal (an image cannot be: the browser forgets it). */
export interface AiMathValues {
  theme: string
  style: string
  instructions: string
}

export const blankAiMathValues = (): AiMathValues => ({ theme: '', style: MATH_STYLES[0], instructions: '' })

/**
 * The whole POST (the route's `maxBody`, checked by the kernel's guard before Remix): an image up to twice its
 * 5 MB limit still reaches the form, which refuses it with the typed values kept; past this, the guard's 413.
 */
export const MAX_BODY = uploadBody(10)
