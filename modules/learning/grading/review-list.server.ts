import { sql } from 'kysely'
import { db } from '~/db/client.server'
import type { GradeState, GradedKind } from '~/db/schema-grading'

// The staff's list of answers by grading state (the review pages of modules/assistant/grading): math answers and
// project hand-ins together, newest first within a state group.

export interface ReviewItem {
  kind: GradedKind
  id: number
  student: string
  /** The exercise's or project's title, both languages (the page picks). */
  titleBr: string
  titleGb: string | null
  sentAt: string
  state: GradeState
  grader: 'ai' | 'staff' | null
}

export async function answersByState(states: GradeState[], limit = 50): Promise<ReviewItem[]> {
  if (!states.length) return []
  const math = db
    .selectFrom('answer_grades as g')
    .innerJoin('math_submissions as s', (j) =>
      j.onRef('s.id', '=', 'g.submission_id').on('g.kind', '=', 'math'),
    )
    .innerJoin('math_exercises as e', 'e.id', 's.math_exercise_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      sql<GradedKind>`'math'`.as('kind'),
      's.id',
      'u.name as student',
      'e.title_br',
      'e.title_gb',
      's.created_at',
      'g.state',
      'g.grader',
      'g.updated_at as changed_at',
    ])
    .where('g.state', 'in', states)
  const projects = db
    .selectFrom('answer_grades as g')
    .innerJoin('project_submissions as s', (j) =>
      j.onRef('s.id', '=', 'g.submission_id').on('g.kind', '=', 'project'),
    )
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      sql<GradedKind>`'project'`.as('kind'),
      's.id',
      'u.name as student',
      'p.name_br as title_br',
      'p.name_gb as title_gb',
      's.created_at',
      'g.state',
      'g.grader',
      'g.updated_at as changed_at',
    ])
    .where('g.state', 'in', states)
  const rows = await math.unionAll(projects).orderBy(sql.ref('changed_at'), 'desc').limit(limit).execute()
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    student: r.student,
    titleBr: r.title_br,
    titleGb: r.title_gb,
    sentAt: r.created_at,
    state: r.state,
    grader: r.grader,
  }))
}

/** The student's name of an answer (the review page's title). */
export async function answerStudentName(kind: GradedKind, id: number): Promise<string | null> {
  const row =
    kind === 'math'
      ? await db.selectFrom('math_submissions').select('user_id').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('project_submissions').select('user_id').where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const user = await db.selectFrom('users').select('name').where('id', '=', row.user_id).executeTakeFirst()
  return user?.name ?? null
}
