// Saving the course editor's form (issue 21): the course row, its icon and the courses required before it
// (course_prerequisites, replaced as a whole). The form's parsing is course-form.server.ts.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cleanCopy } from '~/app/kernel/files/images.server'
import type { UploadedFile } from '~/app/kernel/requests/upload-form.server'
import { db, nowIso } from '~/db/client.server'
import { lf } from '../content/form.server'
import { courseImagePath } from '../paths.server'
import { COURSE_FLAGS, type CourseInput } from './course-form.server'

const nullable = (s: string | undefined) => (s ? lf(s) : null)

export type SaveCourseResult =
  | { ok: true; id: number }
  | { ok: false; field: 'slug' | 'required_course'; reason: 'slugTaken' | 'prerequisiteInvalid' }

/**
 * Creates (id null) or updates a course. Refuses a slug another course has, and required courses that do not
 * exist or are the course itself (the table's CHECK) — nothing is written then.
 */
export async function saveCourse(
  id: number | null,
  input: CourseInput,
  icon: UploadedFile | undefined,
): Promise<SaveCourseResult> {
  const other = await db.selectFrom('courses').select('id').where('slug', '=', input.slug).executeTakeFirst()
  if (other && other.id !== id) return { ok: false, field: 'slug', reason: 'slugTaken' }
  const required = [...new Set(input.required_course)]
  const found = required.length
    ? await db.selectFrom('courses').select('id').where('id', 'in', required).execute()
    : []
  if (found.length !== required.length || (id !== null && required.includes(id)))
    return { ok: false, field: 'required_course', reason: 'prerequisiteInvalid' }
  const columns = {
    slug: input.slug,
    title_br: input.title_br,
    title_gb: input.title_gb || null,
    subtitle_br: input.subtitle_br ?? '',
    subtitle_gb: input.subtitle_gb || null,
    description_br: lf(input.description_br ?? ''),
    description_gb: nullable(input.description_gb),
    requirements_br: lf(input.requirements_br ?? ''),
    requirements_gb: nullable(input.requirements_gb),
    prerequisites_br: lf(input.prerequisites_br ?? ''),
    prerequisites_gb: nullable(input.prerequisites_gb),
    will_learn_br: JSON.stringify(input.will_learn_br),
    // No English list: the page falls back to the Portuguese one.
    will_learn_gb: input.will_learn_gb.length ? JSON.stringify(input.will_learn_gb) : null,
    video_br: input.video_br || null,
    video_gb: input.video_gb || null,
    tag: input.tag || null,
    track: input.track,
    track_type: input.track_type,
    workload_hours: input.workload_hours,
    position: input.position,
    ...Object.fromEntries(COURSE_FLAGS.map((f) => [f, input[f] ? 1 : 0])),
    allowed_languages: JSON.stringify([...new Set(input.allowed_languages)]),
    updated_at: nowIso(),
  }
  const saved = await db.transaction().execute(async (trx) => {
    let courseId = id
    if (courseId) await trx.updateTable('courses').set(columns).where('id', '=', courseId).execute()
    else
      courseId = (await trx.insertInto('courses').values(columns).returning('id').executeTakeFirstOrThrow())
        .id
    await trx.deleteFrom('course_prerequisites').where('course_id', '=', courseId).execute()
    if (required.length)
      await trx
        .insertInto('course_prerequisites')
        .values(required.map((r) => ({ course_id: courseId, required_course_id: r })))
        .execute()
    return courseId
  })
  if (icon) {
    // Re-encoded without metadata: what we serve is what we decoded.
    const file = courseImagePath(saved)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await cleanCopy(icon.bytes, 'png'))
    await db.updateTable('courses').set({ has_image: 1 }).where('id', '=', saved).execute()
  }
  return { ok: true, id: saved }
}

/** The ids of the courses required before this one. */
export async function requiredCourses(courseId: number) {
  const rows = await db
    .selectFrom('course_prerequisites')
    .select('required_course_id')
    .where('course_id', '=', courseId)
    .execute()
  return rows.map((r) => r.required_course_id)
}

/** The editors' list: every course, drafts included, with its lesson count. */
export async function coursesForEditors() {
  const rows = await db
    .selectFrom('courses')
    .leftJoin('lessons', 'lessons.course_id', 'courses.id')
    .select(['courses.id', 'courses.slug', 'courses.title_br', 'courses.is_published', 'courses.is_free'])
    .select((eb) => eb.fn.count<number>('lessons.id').as('lessons'))
    .groupBy('courses.id')
    .orderBy('courses.position')
    .orderBy('courses.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title_br,
    published: r.is_published === 1,
    isFree: r.is_free === 1,
    lessons: Number(r.lessons),
  }))
}
