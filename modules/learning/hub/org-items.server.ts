import { sql } from 'kysely'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { pick } from '../text'

// What org's exercise lists (a module above, ADR 014) read of math exercises and projects: the ones a teacher
// may pick (those they may open on their own pages — authored.server.ts's rule, as SQL), their titles, and the
// students' answers with how they were graded. Read only.

export type AnswerKind = 'math' | 'project'

export interface PickableItem {
  kind: AnswerKind
  id: number
  title: string
}

/** Private rows to their editors; rows a lesson uses only to content staff (they are read in the lesson). */
function openMath(user: SessionUser) {
  const query = db.selectFrom('math_exercises as r').select(['r.id', 'r.title_br as br', 'r.title_gb as gb'])
  if (can(user, 'create_content')) return query
  return query
    .where((eb) => eb.or([eb('r.visibility', '!=', 'private'), eb('r.author_id', '=', user.id)]))
    .where('r.id', 'not in', (eb) =>
      eb.selectFrom('lessons').select('math_exercise_id').where('math_exercise_id', 'is not', null),
    )
}

function openProjects(user: SessionUser) {
  const query = db.selectFrom('projects as r').select(['r.id', 'r.name_br as br', 'r.name_gb as gb'])
  if (can(user, 'create_content')) return query
  return query
    .where((eb) => eb.or([eb('r.visibility', '!=', 'private'), eb('r.author_id', '=', user.id)]))
    .where('r.id', 'not in', (eb) =>
      eb.selectFrom('lessons').select('project_id').where('project_id', 'is not', null),
    )
}

const OPEN = { math: openMath, project: openProjects }

/** Up to `limit` of each kind whose title holds `q` (either language; all when empty), oldest first. */
export async function searchMathAndProjects(user: SessionUser, q: string, lng: Lng, limit = 10) {
  const like = `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const out: PickableItem[] = []
  for (const kind of ['math', 'project'] as const) {
    const rows = await OPEN[kind](user)
      .where((eb) =>
        eb.or([
          eb(sql`lower(br)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(coalesce(gb, ''))`, 'like', sql`${like} escape '\\'`),
        ]),
      )
      .orderBy('r.id')
      .limit(limit)
      .execute()
    for (const r of rows) out.push({ kind, id: r.id, title: pick(r.br, r.gb, lng) })
  }
  return out
}

/** Titles of the given rows the user may open (a list form's picked items), by kind and id. */
export async function mathAndProjectTitles(
  user: SessionUser,
  refs: { kind: AnswerKind; id: number }[],
  lng: Lng,
) {
  const titles = new Map<string, string>()
  for (const kind of ['math', 'project'] as const) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.id)
    if (ids.length === 0) continue
    const rows = await OPEN[kind](user).where('r.id', 'in', ids).execute()
    for (const r of rows) titles.set(`${kind}:${r.id}`, pick(r.br, r.gb, lng))
  }
  return titles
}

export interface GradedAnswer {
  userId: number
  kind: AnswerKind
  /** The math exercise's or project's id. */
  refId: number
  /** Waiting for a grade, or graded (its score 0–100). */
  graded: boolean
  accepted: boolean
  score: number | null
  createdAt: string
}

/**
 * These people's answers to these math exercises and projects since `since` (ISO), oldest first. A math
 * answer's score is its three rubrics' share of their 12 points (accepted 100 / wrong 0 when graded without
 * rubrics); a project's is its own score.
 */
export async function answersOfPeople(
  userIds: number[],
  mathIds: number[],
  projectIds: number[],
  since: string,
): Promise<GradedAnswer[]> {
  if (userIds.length === 0) return []
  const out: GradedAnswer[] = []
  if (mathIds.length) {
    const rows = await db
      .selectFrom('math_submissions')
      .select([
        'user_id',
        'math_exercise_id',
        'status',
        'rubric_strategy',
        'rubric_accuracy',
        'rubric_communication',
        'created_at',
      ])
      .where('user_id', 'in', userIds)
      .where('math_exercise_id', 'in', mathIds)
      .where('created_at', '>=', since)
      .orderBy('id')
      .execute()
    for (const r of rows) {
      const graded = r.status !== 'under_review'
      const rubrics = [r.rubric_strategy, r.rubric_accuracy, r.rubric_communication]
      const score = !graded
        ? null
        : rubrics.every((x) => x !== null)
          ? Math.round((100 * rubrics.reduce((s: number, x) => s + (x ?? 0), 0)) / 12)
          : r.status === 'accepted'
            ? 100
            : 0
      out.push({
        userId: r.user_id,
        kind: 'math',
        refId: r.math_exercise_id,
        graded,
        accepted: r.status === 'accepted',
        score,
        createdAt: r.created_at,
      })
    }
  }
  if (projectIds.length) {
    const rows = await db
      .selectFrom('project_submissions')
      .select(['user_id', 'project_id', 'status', 'score', 'created_at'])
      .where('user_id', 'in', userIds)
      .where('project_id', 'in', projectIds)
      .where('created_at', '>=', since)
      .orderBy('id')
      .execute()
    for (const r of rows) {
      const graded = r.status !== 'in_queue'
      out.push({
        userId: r.user_id,
        kind: 'project',
        refId: r.project_id,
        graded,
        accepted: r.status === 'accepted',
        score: graded ? (r.score ?? (r.status === 'accepted' ? 100 : 0)) : null,
        createdAt: r.created_at,
      })
    }
  }
  return out
}
