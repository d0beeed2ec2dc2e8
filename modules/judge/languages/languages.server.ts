import type { SessionUser } from '~/app/kernel/auth/policy'
import { type DB, db, nowIso } from '~/db/client.server'
import { detectLanguages, getLanguage } from '~/judge/languages'
import type { LanguageSettingsInput } from './language-schema'

/** A judge language as users and staff see it: detected version, availability and the staff's settings. */
export interface LanguageRow {
  id: string
  label: string
  version: string | null
  available: boolean
  reason: string | null
  /** The language's own factor, used while staff set none. */
  default_time_multiplier: number
  time_multiplier: number | null
  compile_time_ms: number | null
  compile_memory_mib: number | null
}

export async function listLanguages(conn: DB = db): Promise<LanguageRow[]> {
  const [detected, settings] = await Promise.all([
    detectLanguages(),
    conn.selectFrom('judge_language_settings').selectAll().execute(),
  ])
  const byId = new Map(settings.map((s) => [s.language, s]))
  return detected.map((l) => {
    const s = byId.get(l.id)
    return {
      id: l.id,
      label: l.label,
      version: l.version,
      available: l.available,
      reason: l.reason ?? null,
      default_time_multiplier: getLanguage(l.id)?.timeMultiplier ?? 1,
      time_multiplier: s?.time_multiplier ?? null,
      compile_time_ms: s?.compile_time_ms ?? null,
      compile_memory_mib: s?.compile_memory_mib ?? null,
    }
  })
}

/** Staff settings per language; the next judged submission uses them (the queue reads them per job). */
export async function saveLanguageSettings(user: SessionUser, input: LanguageSettingsInput, conn: DB = db) {
  if (!getLanguage(input.language)) return { ok: false as const }
  const values = {
    time_multiplier: input.time_multiplier ?? null,
    compile_time_ms: input.compile_time_s ? Math.round(input.compile_time_s * 1000) : null,
    compile_memory_mib: input.compile_memory_mib ? Math.round(input.compile_memory_mib) : null,
    updated_at: nowIso(),
    updated_by: user.id,
  }
  await conn
    .insertInto('judge_language_settings')
    .values({ language: input.language, ...values })
    .onConflict((oc) => oc.column('language').doUpdateSet(values))
    .execute()
  return { ok: true as const }
}
