import { type SessionUser, can } from '~/app/kernel/auth/policy'
// Virtual participation (PRO, docs/product.md#competitions-joining): a run of an ended live competition on the user's own clock, or a
// source (e.g. OBI 2023 · Phase 1 · Level 1) simulated as a new competition with the user as its only entrant.
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { CompetitionStyle } from '~/db/schema-competitions'
import { isJudgeStaff } from '~/modules/judge'
import { type Competition, isFrozen, phaseOf } from '../core.server'
import { MAX_EXERCISES } from '../organizing/competition-form.server'

export type VirtualRefusal =
  | 'login_needed'
  | 'not_pro'
  | 'not_ended'
  | 'not_revealed'
  | 'could_not_join'
  | 'already_registered'

/** Starts the user's virtual run now, as long as the original lasted. Those who took part live are refused. */
export async function startVirtualRun(
  user: SessionUser | null,
  c: Competition,
  now = new Date(),
): Promise<{ ok: true; participationId: number } | { ok: false; reason: VirtualRefusal }> {
  if (!user) return { ok: false, reason: 'login_needed' }
  if (!can(user, 'pro_or_admin')) return { ok: false, reason: 'not_pro' }
  if (c.kind !== 'live') return { ok: false, reason: 'could_not_join' }
  if (phaseOf(c, now) !== 'ended') return { ok: false, reason: 'not_ended' }
  // A run (and its place in the replays ranking) would hint at the standings the freeze still hides.
  if (isFrozen(c, now)) return { ok: false, reason: 'not_revealed' }
  const duration = Date.parse(c.ends_at) - Date.parse(c.starts_at)
  try {
    const id = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('participation_members')
        .select('user_id')
        .where('competition_id', '=', c.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (taken) return null
      const entry = await trx
        .insertInto('participations')
        .values({
          competition_id: c.id,
          user_id: user.id,
          kind: 'virtual',
          registered_by: user.id,
          starts_at: now.toISOString(),
          ends_at: new Date(now.getTime() + duration).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('participation_members')
        .values({ participation_id: entry.id, competition_id: c.id, user_id: user.id })
        .execute()
      return entry.id
    })
    return id === null ? { ok: false, reason: 'already_registered' } : { ok: true, participationId: id }
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed/i.test(error.message))
      return { ok: false, reason: 'already_registered' }
    throw error
  }
}

interface SourceRow {
  id: number
  slug: string
  parent_id: number | null
  position: number
  title_br: string
  title_gb: string | null
}

export interface SimulationSource {
  id: number
  slug: string
  /** The path from the top, e.g. "OBI 2023 · Fase 1 · Nível 1". */
  title: string
  depth: number
  /** Exercises with tests the user may see, in the whole subtree. */
  exercises: number[]
}

/**
 * Sources that can become a simulation (at least one exercise with tests the user may see), in tree order,
 * each with its subtree's exercises in tree order (at most 26).
 */
export async function simulationSources(user: SessionUser, lng: Lng): Promise<SimulationSource[]> {
  const staff = isJudgeStaff(user)
  const [sources, links] = await Promise.all([
    db
      .selectFrom('sources')
      .select(['id', 'slug', 'parent_id', 'position', 'title_br', 'title_gb'])
      .execute(),
    db
      .selectFrom('exercise_sources as es')
      .innerJoin('programming_exercises as e', 'e.id', 'es.exercise_id')
      .select(['es.source_id', 'es.exercise_id'])
      .where('e.package_hash', 'is not', null)
      .$if(!staff, (q) =>
        q.where((eb) => eb.or([eb('e.visibility', '!=', 'private'), eb('e.author_id', '=', user.id)])),
      )
      .execute(),
  ])
  const children = new Map<number | null, SourceRow[]>()
  for (const s of sources) children.set(s.parent_id, [...(children.get(s.parent_id) ?? []), s])
  const own = new Map<number, number[]>()
  for (const l of links) own.set(l.source_id, [...(own.get(l.source_id) ?? []), l.exercise_id])
  const title = (s: SourceRow) => (lng === 'en-GB' && s.title_gb ? s.title_gb : s.title_br)
  const out: SimulationSource[] = []
  // Depth-first, so a parent's entry comes before its children's; the visited set guards against a cycle.
  const visited = new Set<number>()
  const visit = (parent: number | null, path: string[], depth: number): number[] => {
    const all: number[] = []
    const list = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id)
    for (const s of list) {
      if (visited.has(s.id)) continue
      visited.add(s.id)
      const names = [...path, title(s)]
      const slot = out.length
      out.push({ id: s.id, slug: s.slug, title: names.join(' · '), depth, exercises: [] })
      // The source's own exercises first (by id), then its subcategories' in their order: letters follow the tree.
      const mine = [...(own.get(s.id) ?? [])].sort((a, b) => a - b)
      const ids = [...new Set([...mine, ...visit(s.id, names, depth + 1)])]
      out[slot].exercises = ids.slice(0, MAX_EXERCISES)
      all.push(...ids)
    }
    return all
  }
  visit(null, [], 0)
  return out.filter((s) => s.exercises.length > 0)
}

export interface SimulationInput {
  sourceId: number
  hours: number
  style: CompetitionStyle
  /** Already in the user's language, e.g. "Simulado: OBI 2023 · Fase 1". */
  title: string
}

/** Creates the simulation (kind 'simulation', starting now) with the user as its only entrant. */
export async function simulateSource(
  user: SessionUser,
  source: SimulationSource,
  input: SimulationInput,
  now = new Date(),
) {
  const endsAt = new Date(now.getTime() + input.hours * 3_600_000).toISOString()
  return db.transaction().execute(async (trx) => {
    const c = await trx
      .insertInto('competitions')
      .values({
        title: input.title,
        description: '',
        style: input.style,
        starts_at: now.toISOString(),
        ends_at: endsAt,
        frozen_minutes: 0,
        allowed: 'individual',
        created_by: user.id,
        kind: 'simulation',
        source_id: source.id,
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('competition_exercises')
      .values(
        source.exercises.map((exercise_id, position) => ({ competition_id: c.id, exercise_id, position })),
      )
      .execute()
    const entry = await trx
      .insertInto('participations')
      .values({
        competition_id: c.id,
        user_id: user.id,
        kind: 'live',
        registered_by: user.id,
        starts_at: now.toISOString(),
        ends_at: endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('participation_members')
      .values({ participation_id: entry.id, competition_id: c.id, user_id: user.id })
      .execute()
    return c.id
  })
}
