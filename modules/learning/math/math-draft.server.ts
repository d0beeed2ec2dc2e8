// A math exercise written by someone else than the form (issue 19: the assistant's AI creation, which is above
// this module and calls it through index.ts). It goes through the editor's own rules — the form's schema and
// the rich-text check — and is saved as a private draft: students never see it until its author publishes it.
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
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

/** What the author asked the model for (migration 0026): shown in the editor while the draft is reviewed. */
export interface MathAiOrigin {
  theme: string | null
  fromImage: boolean
  style: string
  instructions: string
  model: string
}

export type MathDraftResult = { ok: true; id: number } | { ok: false; fields: string[] }

/**
 * Saves `draft` as a new private math exercise of `user` (a content creator), or says which fields the editor
 * would refuse (too long, empty, rich text that cannot render); nothing is saved then.
 */
export async function createMathDraft(
  user: SessionUser,
  draft: MathDraft,
  origin: MathAiOrigin,
): Promise<MathDraftResult> {
  if (!can(user, 'create_content')) return { ok: false, fields: ['author'] }
  const parsed = mathFormSchema.safeParse({
    ...draft,
    is_free: blankMathValues().is_free,
    visibility: 'private',
  })
  if (!parsed.success) return { ok: false, fields: parsed.error.issues.map((i) => i.path.join('.')) }
  const rich = await mathRichTextErrors(parsed.data)
  if (Object.keys(rich).length) return { ok: false, fields: Object.keys(rich) }
  const id = await saveMathExercise(user, null, parsed.data)
  await db
    .insertInto('math_ai_origins')
    .values({
      math_exercise_id: id,
      theme: origin.fromImage ? null : origin.theme,
      from_image: origin.fromImage ? 1 : 0,
      style: origin.style.slice(0, 40),
      instructions: origin.instructions.slice(0, 1000),
      model: origin.model.slice(0, 200) || '?',
    })
    .execute()
  return { ok: true, id }
}

/** The AI request behind an exercise, or null when a person wrote it. */
export async function mathAiOrigin(id: number): Promise<MathAiOrigin | null> {
  const row = await db
    .selectFrom('math_ai_origins')
    .selectAll()
    .where('math_exercise_id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  return {
    theme: row.theme,
    fromImage: row.from_image === 1,
    style: row.style,
    instructions: row.instructions,
    model: row.model,
  }
}

/** The Set-Cookie that makes the editor at `editorPath` say, once, that the AI wrote this draft. */
export const aiDraftNotice = (editorPath: string) => setFlash(editorPath, { kind: 'aiDraft' })
