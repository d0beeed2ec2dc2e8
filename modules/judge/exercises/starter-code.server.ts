// An exercise's own starter code (issue 16): its author or staff write, per language, the program the editor
// starts from instead of the language's template (starter-code.ts). Bounded (16 KiB of UTF-8 a language, the
// CHECK of migration 0013) and only for the languages the judge offers now; an empty field means the template.
import { db } from '~/db/client.server'
import { type LanguageId, MAX_STARTER_KIB, isLanguageId } from '../constants'
import type { FormErrors } from '../content/form-fields.server'
import { lf } from '../content/form-fields.server'
import { listLanguages } from '../languages/languages.server'
import type { StarterCodes } from './starter-code'

const MAX_STARTER_BYTES = MAX_STARTER_KIB * 1024

/** What the exercise form posts: one row per language shown (`starter[i].language`, `starter[i].code`). */
export interface StarterRow {
  language: string
  code: string
}

export async function exerciseStarterCodes(exerciseId: number): Promise<StarterCodes> {
  const rows = await db
    .selectFrom('exercise_starter_code')
    .select(['language', 'code'])
    .where('exercise_id', '=', exerciseId)
    .execute()
  return Object.fromEntries(rows.map((r) => [r.language, r.code])) as StarterCodes
}

/**
 * Errors by field name (`starter[i].code`): a language the judge does not offer (`allowed`) is refused, as is a
 * language twice or code over the bound. Blank rows are fine: they clear the language.
 */
export function starterCodeErrors(rows: StarterRow[], allowed: ReadonlySet<string>): FormErrors {
  const errors: FormErrors = {}
  const seen = new Set<string>()
  for (const [i, row] of rows.entries()) {
    if (row.code.trim() === '') continue
    if (!allowed.has(row.language) || seen.has(row.language))
      errors[`starter[${i}].code`] = ['starterLanguage']
    else if (Buffer.byteLength(lf(row.code)) > MAX_STARTER_BYTES)
      errors[`starter[${i}].code`] = ['starterTooLong']
    seen.add(row.language)
  }
  return errors
}

/** Replaces the exercise's starter code with the form's rows (checked by starterCodeErrors first). */
export async function saveStarterCodes(exerciseId: number, rows: StarterRow[]): Promise<void> {
  const kept = rows
    .filter((r) => r.code.trim() !== '')
    .map((r) => ({ language: r.language, code: lf(r.code) }))
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('exercise_starter_code').where('exercise_id', '=', exerciseId).execute()
    if (kept.length)
      await trx
        .insertInto('exercise_starter_code')
        .values(kept.map((r) => ({ exercise_id: exerciseId, ...r })))
        .execute()
  })
}

/** The languages an exercise may have starter code for: those the judge runs now, with their labels. */
export async function starterLanguages(): Promise<{ id: LanguageId; label: string }[]> {
  return (await listLanguages()).flatMap((l) =>
    l.available && isLanguageId(l.id) ? [{ id: l.id, label: l.label }] : [],
  )
}
