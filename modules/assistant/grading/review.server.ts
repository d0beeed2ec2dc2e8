import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { GradeState, GradedKind } from '~/db/schema-grading'
import {
  type MathGrade,
  type ProjectGrade,
  RUBRICS,
  answerStudentName,
  answersByState,
  gradesOf,
  mathAnswerForGrading,
  projectAnswerForGrading,
  saveMathGrade,
  saveProjectGrade,
  uploadUrl,
} from '~/modules/learning/index'
import { readZipFiles } from './files.server'

// Staff review (issue 19): every AI grade can be reviewed and overridden, and what the AI could not grade waits
// here. A staff grade goes through learning's same save functions (same verdict rules) and is final for the AI.

const WAITING: GradeState[] = ['staff_review', 'feedback_unavailable']
const PENDING: GradeState[] = ['queued', 'waiting_model']

export async function reviewOverview(lng: Lng) {
  const titled = (items: Awaited<ReturnType<typeof answersByState>>) =>
    items.map(({ titleBr, titleGb, ...item }) => ({
      ...item,
      title: lng === 'en-GB' && titleGb ? titleGb : titleBr,
    }))
  const [waiting, pending, recent] = await Promise.all([
    answersByState(WAITING),
    answersByState(PENDING),
    answersByState(['graded'], 30),
  ])
  return { waiting: titled(waiting), pending: titled(pending), recent: titled(recent) }
}
export type ReviewOverview = Awaited<ReturnType<typeof reviewOverview>>

export const isGradedKind = (value: unknown): value is GradedKind => value === 'math' || value === 'project'

/** The page of one answer, or null when it does not exist. */
export async function reviewAnswer(kind: GradedKind, id: number, prefix: Prefix) {
  const student = await answerStudentName(kind, id)
  if (!student) return null
  if (kind === 'math') {
    const answer = await mathAnswerForGrading(id)
    if (!answer) return null
    const grade = (await gradesOf<MathGrade>('math', [id])).get(id) ?? null
    return {
      kind: 'math' as const,
      id,
      student,
      title: answer.exercise.title,
      statementHtml: await renderRichText(answer.exercise.statement, { prefix }),
      solutionHtml: answer.exercise.officialSolution
        ? await renderRichText(answer.exercise.officialSolution, { prefix })
        : null,
      text: answer.text,
      imageUrl: answer.imageFile ? uploadUrl('math-image', id) : null,
      audioUrl: answer.audioFile ? uploadUrl('math-audio', id) : null,
      grade,
    }
  }
  const answer = await projectAnswerForGrading(id)
  if (!answer) return null
  const grade = (await gradesOf<ProjectGrade>('project', [id])).get(id) ?? null
  const files = answer.zipFile ? await readZipFiles(answer.zipFile).catch(() => null) : null
  return {
    kind: 'project' as const,
    id,
    student,
    title: answer.project.name,
    requirements: answer.project.requirements,
    obligatoryFiles: answer.project.obligatoryFiles,
    repositoryUrl: answer.repository?.url ?? null,
    zipUrl: answer.zipFile ? uploadUrl('project-zip', id) : null,
    fileNames: files?.names.slice(0, 200) ?? [],
    grade,
  }
}
export type ReviewAnswer = NonNullable<Awaited<ReturnType<typeof reviewAnswer>>>

const feedback = z.string().trim().min(1).max(1500)
const summary = z.string().trim().max(2000).default('')

export const mathReviewSchema = z.object({
  ...Object.fromEntries(
    RUBRICS.flatMap((r) => [
      [`${r}_score`, z.coerce.number().int().min(1).max(4)],
      [`${r}_feedback`, feedback],
    ]),
  ),
  summary,
}) as z.ZodType<Record<string, number | string>>

function projectReviewSchema(requirements: { position: number; score: number }[]) {
  return z.object({
    ...Object.fromEntries(
      requirements.flatMap((r) => [
        [`req_${r.position}_score`, z.coerce.number().int().min(0).max(r.score)],
        [`req_${r.position}_reason`, feedback],
      ]),
    ),
    summary,
  }) as z.ZodType<Record<string, number | string>>
}

export type ReviewResult =
  | { ok: true }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; gone: true }

/** Saves a staff member's grade of an answer (replacing any grade); the AI's job for it ends. */
export async function saveReview(
  kind: GradedKind,
  id: number,
  staffId: number,
  form: FormData,
  now: Date,
): Promise<ReviewResult> {
  const by = { grader: 'staff' as const, userId: staffId }
  if (kind === 'math') {
    if (!(await mathAnswerForGrading(id))) return { ok: false, gone: true }
    const parsed = parseWithZod(form, { schema: mathReviewSchema })
    if (parsed.status !== 'success')
      return { ok: false, errors: (parsed.error ?? {}) as Record<string, string[]> }
    const v = parsed.value
    const rubric = (r: string) => ({ score: Number(v[`${r}_score`]), feedback: String(v[`${r}_feedback`]) })
    await saveMathGrade(
      id,
      {
        rubrics: {
          strategy: rubric('strategy'),
          accuracy: rubric('accuracy'),
          communication: rubric('communication'),
        },
        summary: String(v.summary ?? ''),
      },
      by,
      now,
    )
  } else {
    const answer = await projectAnswerForGrading(id)
    if (!answer) return { ok: false, gone: true }
    const { requirements } = answer.project
    const parsed = parseWithZod(form, { schema: projectReviewSchema(requirements) })
    if (parsed.status !== 'success')
      return { ok: false, errors: (parsed.error ?? {}) as Record<string, string[]> }
    const v = parsed.value
    await saveProjectGrade(
      id,
      {
        missing: [],
        requirements: requirements.map((r) => ({
          requirementId: r.id,
          position: r.position,
          score: Number(v[`req_${r.position}_score`]),
          max: r.score,
          reason: String(v[`req_${r.position}_reason`]),
        })),
        summary: String(v.summary ?? ''),
      },
      by,
      now,
    )
  }
  // The AI must not grade it again (a retry due later would be refused anyway; this keeps the queue clean).
  await db
    .updateTable('grading_jobs')
    .set({ state: 'done', updated_at: now.toISOString() })
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .execute()
  return { ok: true }
}
