// A math exercise written by someone else than the form (issue 19: the assistant's AI creation, which is above
// this module and calls it through index.ts). It goes through the editor's own rules — the form's schema and
// the rich-text check — and is saved as a private draft: students never see it until its author publishes it.
import { type SessionUser, can } from '~/app/kernel/policy'
import type { Difficulty } from '~/db/schema'
import type { MathKind } from '~/db/schema-learning'
import { setFlash } from '../flash.server'
import { blankMathValues, mathFormSchema, mathRichTextErrors, saveMathExercise } from './math-form.server'

export interface MathDraft {
  title_br: string
  title_gb: string
  text_br: string
  text_gb: string
  official_solution_br: string
  official_solution_gb: string
  difficulty: Difficulty
  kind: MathKind
}

export type MathDraftResult = { ok: true; id: number } | { ok: false; fields: string[] }

/**
 * Saves `draft` as a new private math exercise of `user` (a content creator), or says which fields the editor
 * would refuse (too long, empty, rich text that cannot render); nothing is saved then.
 */
export async function createMathDraft(user: SessionUser, draft: MathDraft): Promise<MathDraftResult> {
  if (!can(user, 'create_content')) return { ok: false, fields: ['author'] }
  const parsed = mathFormSchema.safeParse({
    ...draft,
    is_free: blankMathValues().is_free,
    visibility: 'private',
  })
  if (!parsed.success) return { ok: false, fields: parsed.error.issues.map((i) => i.path.join('.')) }
  const rich = await mathRichTextErrors(parsed.data)
  if (Object.keys(rich).length) return { ok: false, fields: Object.keys(rich) }
  return { ok: true, id: await saveMathExercise(user, null, parsed.data) }
}

/** The Set-Cookie that makes the editor at `editorPath` say, once, that the AI wrote this draft. */
export const aiDraftNotice = (editorPath: string) => setFlash(editorPath, { kind: 'aiDraft' })
