import { type DB, db } from '~/db/client.server'
import type { GradeState, GradedKind } from '~/db/schema-grading'
import type { Rubric } from './rubrics'

export { RUBRICS, type Rubric } from './rubrics'

// The grade of a math answer or a project hand-in (migration 0020, `answer_grades`), written by the AI grader or
// by a staff member through the same two functions, so the verdict rules below are the only ones. A staff grade
// is final for the AI: the grader never overwrites it (a staff member may overwrite anything).

export interface MathGrade {
  /** Each 1–4 with its feedback (docs/product.md#learning-math-and-projects). */
  rubrics: Record<Rubric, { score: number; feedback: string }>
  summary: string
}

export interface ProjectGrade {
  /** Obligatory files not found (checked mechanically, never by the model). */
  missing: string[]
  /** In the project's order; `max` is the requirement's own score. */
  requirements: { requirementId: number; position: number; score: number; max: number; reason: string }[]
  summary: string
}

export type Grader = { grader: 'ai'; model?: string } | { grader: 'staff'; userId: number }

/** A math answer is right when its strategy and its execution are both at least 3 of 4. */
export function mathVerdict(rubrics: MathGrade['rubrics']): 'accepted' | 'wrong_answer' {
  return rubrics.strategy.score >= 3 && rubrics.accuracy.score >= 3 ? 'accepted' : 'wrong_answer'
}

/** Share of the requirements' points earned, 0–100; accepted from 60 with every obligatory file present. */
export function projectResult(grade: Pick<ProjectGrade, 'missing' | 'requirements'>) {
  const max = grade.requirements.reduce((sum, r) => sum + r.max, 0)
  const earned = grade.requirements.reduce((sum, r) => sum + Math.min(r.score, r.max), 0)
  const score = grade.missing.length ? 0 : max > 0 ? Math.round((100 * earned) / max) : 100
  return {
    score,
    status: !grade.missing.length && score >= PROJECT_PASS ? 'accepted' : 'wrong_answer',
  } as const
}
export const PROJECT_PASS = 60

async function staffGraded(kind: GradedKind, id: number, conn: DB): Promise<boolean> {
  const row = await conn
    .selectFrom('answer_grades')
    .select('grader')
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .executeTakeFirst()
  return row?.grader === 'staff'
}

async function upsertGrade(
  kind: GradedKind,
  id: number,
  values: { state: GradeState; grader?: 'ai' | 'staff'; graded_by?: number | null; details?: string },
  at: string,
  conn: DB = db,
) {
  const row = {
    state: values.state,
    grader: values.grader ?? null,
    graded_by: values.graded_by ?? null,
    details: values.details ?? null,
    graded_at: values.state === 'graded' ? at : null,
    updated_at: at,
  }
  await conn
    .insertInto('answer_grades')
    .values({ kind, submission_id: id, ...row })
    .onConflict((oc) => oc.columns(['kind', 'submission_id']).doUpdateSet(row))
    .execute()
}

/**
 * A grade not given yet: waiting its turn, for the model, for staff, or "feedback unavailable". Never replaces
 * a grade (returns false then): a late retry must not undo one.
 */
export async function setGradeState(
  kind: GradedKind,
  id: number,
  state: Exclude<GradeState, 'graded'>,
  now: Date,
): Promise<boolean> {
  const current = await db
    .selectFrom('answer_grades')
    .select('state')
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .executeTakeFirst()
  if (current?.state === 'graded') return false
  await upsertGrade(kind, id, { state }, now.toISOString())
  return true
}

/** Writes a math answer's grade and verdict. The AI's is refused (false) once staff graded the answer. */
export async function saveMathGrade(id: number, grade: MathGrade, by: Grader, now: Date): Promise<boolean> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    // Checked inside the write: a staff grade saved meanwhile stays.
    if (by.grader === 'ai' && (await staffGraded('math', id, trx))) return false
    await trx
      .updateTable('math_submissions')
      .set({
        status: mathVerdict(grade.rubrics),
        rubric_strategy: grade.rubrics.strategy.score,
        rubric_accuracy: grade.rubrics.accuracy.score,
        rubric_communication: grade.rubrics.communication.score,
        feedback: grade.summary || null,
      })
      .where('id', '=', id)
      .execute()
    await upsertGrade('math', id, gradeRow(grade, by), at, trx)
    return true
  })
}

const gradeRow = (grade: MathGrade | ProjectGrade, by: Grader) => ({
  state: 'graded' as const,
  grader: by.grader,
  graded_by: by.grader === 'staff' ? by.userId : null,
  details: JSON.stringify(grade),
})

/** Writes a project hand-in's grade, score (0–100) and verdict; the AI's is refused once staff graded it. */
export async function saveProjectGrade(
  id: number,
  grade: ProjectGrade,
  by: Grader,
  now: Date,
): Promise<boolean> {
  const result = projectResult(grade)
  return db.transaction().execute(async (trx) => {
    if (by.grader === 'ai' && (await staffGraded('project', id, trx))) return false
    await trx
      .updateTable('project_submissions')
      .set({ status: result.status, score: result.score })
      .where('id', '=', id)
      .execute()
    await upsertGrade('project', id, gradeRow(grade, by), now.toISOString(), trx)
    return true
  })
}

export interface GradeView<D> {
  state: GradeState
  grader: 'ai' | 'staff' | null
  /** The staff member who graded (their name), null for the AI. */
  gradedBy: string | null
  gradedAt: string | null
  details: D | null
}

function parse<D>(details: string | null): D | null {
  if (!details) return null
  try {
    return JSON.parse(details) as D
  } catch {
    return null
  }
}

/** The grades of some answers of one kind, by answer id (answers with no row are absent: not taken up yet). */
export async function gradesOf<D = MathGrade | ProjectGrade>(
  kind: GradedKind,
  ids: number[],
): Promise<Map<number, GradeView<D>>> {
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('answer_grades as g')
    .leftJoin('users as u', 'u.id', 'g.graded_by')
    .select(['g.submission_id', 'g.state', 'g.grader', 'g.graded_at', 'g.details', 'u.name'])
    .where('g.kind', '=', kind)
    .where('g.submission_id', 'in', ids)
    .execute()
  return new Map(
    rows.map((r) => [
      r.submission_id,
      {
        state: r.state,
        grader: r.grader,
        gradedBy: r.grader === 'staff' ? (r.name ?? null) : null,
        gradedAt: r.graded_at,
        details: parse<D>(r.details),
      },
    ]),
  )
}
