import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { type DB, db } from '~/db/client.server'
import { type ProjectGrade, gradesOf } from '../grading/grades.server'
import { answerSubmitted } from '../grading/hook.server'
import { jsonStrings, pick, utcDayStart } from '../text'
import { uploadUrl } from '../uploads/media.server'
import { MiB, type UploadedFile, removeUpload, storeUpload } from '../uploads/uploads.server'
import { inspectZip, parseGithubRepoUrl } from './project-checks.server'

export const PROJECT_LIMITS = {
  zipBytes: 20 * MiB,
  /** Submissions per project per student per UTC day (docs/product.md#learning-math-and-projects: "try again tomorrow"). */
  perDay: 3,
} as const

export type ProjectRefusal =
  | { reason: 'empty' | 'both' | 'link' | 'zipInvalid' | 'zipUnsafe' | 'zipTooLarge' | 'dailyLimit' }
  | { reason: 'zipMissing'; missing: string[] }

/** `conn` is the transaction when the count guards a write. */
export async function projectSubmissionsToday(userId: number, projectId: number, now: Date, conn: DB = db) {
  const row = await conn
    .selectFrom('project_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .where('created_at', '>=', utcDayStart(now))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function hasProjectSubmission(userId: number, projectId: number) {
  const row = await db
    .selectFrom('project_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('project_id', '=', projectId)
    .limit(1)
    .executeTakeFirst()
  return !!row
}

/**
 * A project hand-in (docs/product.md#learning-math-and-projects): exactly one of a GitHub repository link or a ZIP (≤ 20 MB, read and
 * checked), at most 3 a day per project. It waits "in queue" until someone grades it against the requirements.
 */
export async function submitProject(
  userId: number,
  projectId: number,
  input: { link?: string | null; zip?: UploadedFile; visibility?: 'private' | 'public' },
  now: Date,
): Promise<{ ok: true; id: number } | ({ ok: false } & ProjectRefusal)> {
  const link = input.link?.trim() || null
  if (link && input.zip) return { ok: false, reason: 'both' }
  if (!link && !input.zip) return { ok: false, reason: 'empty' }
  const project = await db
    .selectFrom('projects')
    .select('obligatory_files')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow()
  let repositoryUrl: string | null = null
  if (link) {
    const parsed = parseGithubRepoUrl(link)
    if (!parsed) return { ok: false, reason: 'link' }
    repositoryUrl = parsed.url
  }
  if (input.zip) {
    if (input.zip.bytes.byteLength > PROJECT_LIMITS.zipBytes) return { ok: false, reason: 'zipTooLarge' }
    const check = await inspectZip(input.zip.bytes, jsonStrings(project.obligatory_files))
    if (!check.ok) return check
  }
  if ((await projectSubmissionsToday(userId, projectId, now)) >= PROJECT_LIMITS.perDay)
    return { ok: false, reason: 'dailyLimit' }

  const zipPath = input.zip ? storeUpload(userId, `project-${projectId}`, 'zip', input.zip.bytes) : null
  // Counted again inside the write: two hand-ins sent at once cannot both pass the limit.
  const id = await db.transaction().execute(async (trx) => {
    if ((await projectSubmissionsToday(userId, projectId, now, trx)) >= PROJECT_LIMITS.perDay) return null
    const inserted = await trx
      .insertInto('project_submissions')
      .values({
        user_id: userId,
        project_id: projectId,
        kind: zipPath ? 'zip' : 'github',
        repository_url: repositoryUrl,
        zip_path: zipPath,
        zip_bytes: input.zip ? input.zip.bytes.byteLength : null,
        visibility: input.visibility ?? 'private',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  })
  if (id === null) {
    removeUpload(zipPath)
    return { ok: false, reason: 'dailyLimit' }
  }
  answerSubmitted('project', id)
  return { ok: true, id }
}

/** The project of a lesson (docs/product.md#learning-math-and-projects: fields), its requirements in order and the student's hand-ins. */
/** `userId` null: a visitor on the project's own page (no hand-ins). */
export async function projectView(
  projectId: number,
  userId: number | null,
  lng: Lng,
  prefix: Prefix,
  now: Date,
) {
  const project = await db
    .selectFrom('projects')
    .leftJoin('institutions', 'institutions.id', 'projects.institution_id')
    .selectAll('projects')
    .select('institutions.name as institution')
    .where('projects.id', '=', projectId)
    .executeTakeFirstOrThrow()
  const [requirements, submissions, usedToday] = await Promise.all([
    db
      .selectFrom('project_requirements')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('position')
      .execute(),
    userId === null
      ? []
      : db
          .selectFrom('project_submissions')
          .selectAll()
          .where('user_id', '=', userId)
          .where('project_id', '=', projectId)
          .orderBy('id', 'desc')
          .limit(20)
          .execute(),
    userId === null ? 0 : projectSubmissionsToday(userId, projectId, now),
  ])
  const grades = await gradesOf<ProjectGrade>(
    'project',
    submissions.map((s) => s.id),
  )
  return {
    type: 'project' as const,
    name: pick(project.name_br, project.name_gb, lng),
    descriptionHtml: await renderRichText(pick(project.description_br, project.description_gb, lng), {
      prefix,
    }),
    complexity: project.complexity,
    technologies: jsonStrings(project.technologies),
    obligatoryFiles: jsonStrings(project.obligatory_files),
    implementedBy: project.implemented_by,
    year: project.year,
    institution: project.institution,
    link: project.link?.startsWith('https://') ? project.link : null,
    requirements: await Promise.all(
      requirements.map(async (r) => ({
        position: r.position,
        // Requirements are Markdown like the description (`code`, **bold**): rendered, never shown raw.
        html: await renderRichText(pick(r.text_br, r.text_gb, lng), { prefix }),
        score: r.score,
      })),
    ),
    submissions: submissions.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      kind: s.kind,
      repositoryUrl: s.repository_url,
      zipBytes: s.zip_bytes,
      zipUrl: s.zip_path ? uploadUrl('project-zip', s.id) : null,
      status: s.status,
      score: s.score,
      // Issue 19: who graded and each requirement's score with its reason, or why it is still waiting.
      grade: grades.get(s.id) ?? null,
    })),
    usedToday,
    perDay: PROJECT_LIMITS.perDay,
  }
}
