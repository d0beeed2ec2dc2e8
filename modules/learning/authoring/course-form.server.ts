// The course editor's form (issue 21; docs/product.md#learning-courses): title, subtitle and description in
// both languages, slug, icon (a 600×600 PNG), order, track, workload, PRO flag, published or draft. conform +
// zod; the description is rendered now, off the event loop (ADR 012), so a text that cannot render is refused.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { cleanCopy, inspectImage } from '~/app/kernel/images.server'
import type { UploadedFile } from '~/app/kernel/upload-form.server'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { db, nowIso } from '~/db/client.server'
import { type Course, TRACKS, TRACK_TYPES } from '~/db/schema-learning'
import {
  type FormErrors,
  lf,
  optionalText,
  requiredText,
  str,
  submissionErrors,
} from '../content/form.server'
import { SLUG } from '../courses.server'
import { courseImagePath } from '../paths.server'

export const ICON_SIZE = 600
export const ICON_MAX_BYTES = 2 * 1024 * 1024
const MAX_DESCRIPTION = 20_000

const flag = z.boolean().default(false)
const int = (min: number, max: number) =>
  z.coerce.number({ invalid_type_error: 'invalid' }).int('invalid').min(min, 'invalid').max(max, 'invalid')

export const courseFormSchema = z.object({
  slug: z.string({ required_error: 'required' }).trim().regex(SLUG, 'slug'),
  title_br: requiredText(200),
  title_gb: optionalText(200),
  subtitle_br: optionalText(300),
  subtitle_gb: optionalText(300),
  description_br: optionalText(MAX_DESCRIPTION),
  description_gb: optionalText(MAX_DESCRIPTION),
  track: z.enum(TRACKS, { message: 'invalid' }),
  track_type: z.enum(TRACK_TYPES, { message: 'invalid' }),
  workload_hours: int(0, 1000).default(0),
  position: int(0, 9999).default(0),
  is_free: flag,
  is_published: flag,
})
export type CourseInput = z.infer<typeof courseFormSchema>

export interface CourseFormValues {
  slug: string
  title_br: string
  title_gb: string
  subtitle_br: string
  subtitle_gb: string
  description_br: string
  description_gb: string
  track: string
  track_type: string
  workload_hours: string
  position: string
  is_free: boolean
  is_published: boolean
}

export const blankCourseValues = (): CourseFormValues => ({
  slug: '',
  title_br: '',
  title_gb: '',
  subtitle_br: '',
  subtitle_gb: '',
  description_br: '',
  description_gb: '',
  track: 'language',
  track_type: 'programming',
  workload_hours: '0',
  position: '0',
  is_free: true,
  // A new course is a draft: students meet it once an editor publishes it.
  is_published: false,
})

export const courseValues = (c: Course): CourseFormValues => ({
  slug: c.slug,
  title_br: c.title_br,
  title_gb: c.title_gb ?? '',
  subtitle_br: c.subtitle_br,
  subtitle_gb: c.subtitle_gb ?? '',
  description_br: c.description_br,
  description_gb: c.description_gb ?? '',
  track: c.track,
  track_type: c.track_type,
  workload_hours: String(c.workload_hours),
  position: String(c.position),
  is_free: c.is_free === 1,
  is_published: c.is_published === 1,
})

export type ParsedCourseForm =
  | { ok: true; value: CourseInput; values: CourseFormValues }
  | { ok: false; errors: FormErrors; values: CourseFormValues }

/** The fields, the icon (PNG, 600×600, ≤ 2 MB) and the description's rendering, as one list of errors. */
export async function parseCourseForm(
  formData: FormData,
  icon: UploadedFile | undefined,
  iconTooLarge: boolean,
): Promise<ParsedCourseForm> {
  const submission = parseWithZod(formData, { schema: courseFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values: CourseFormValues = {
    slug: str(p.slug),
    title_br: str(p.title_br),
    title_gb: str(p.title_gb),
    subtitle_br: str(p.subtitle_br),
    subtitle_gb: str(p.subtitle_gb),
    description_br: str(p.description_br),
    description_gb: str(p.description_gb),
    track: str(p.track),
    track_type: str(p.track_type),
    workload_hours: str(p.workload_hours),
    position: str(p.position),
    is_free: p.is_free === 'on',
    is_published: p.is_published === 'on',
  }
  const errors: FormErrors = submissionErrors(submission)
  const iconError = iconTooLarge ? 'iconTooLarge' : icon ? await checkIcon(icon) : null
  if (iconError) errors.icon = [iconError]
  if (submission.status !== 'success' || iconError) return { ok: false, errors, values }
  const v = submission.value
  const rich = richTextErrors(
    await prepareRichText({ description_br: v.description_br, description_gb: v.description_gb }),
  )
  if (Object.keys(rich).length) return { ok: false, errors: rich, values }
  return { ok: true, value: v, values }
}

async function checkIcon(icon: UploadedFile) {
  const info = await inspectImage(icon.bytes)
  if (!info || info.format !== 'png') return 'iconType'
  if (info.width !== ICON_SIZE || info.height !== ICON_SIZE) return 'iconSize'
  return null
}

const nullable = (s: string | undefined) => (s ? lf(s) : null)

/** Creates (id null) or updates a course; 'slugTaken' when another course has the slug. */
export async function saveCourse(
  id: number | null,
  input: CourseInput,
  icon: UploadedFile | undefined,
): Promise<{ ok: true; id: number } | { ok: false; reason: 'slugTaken' }> {
  const other = await db.selectFrom('courses').select('id').where('slug', '=', input.slug).executeTakeFirst()
  if (other && other.id !== id) return { ok: false, reason: 'slugTaken' }
  const columns = {
    slug: input.slug,
    title_br: input.title_br,
    title_gb: input.title_gb || null,
    subtitle_br: input.subtitle_br ?? '',
    subtitle_gb: input.subtitle_gb || null,
    description_br: lf(input.description_br ?? ''),
    description_gb: nullable(input.description_gb),
    track: input.track,
    track_type: input.track_type,
    workload_hours: input.workload_hours,
    position: input.position,
    is_free: input.is_free ? 1 : 0,
    is_published: input.is_published ? 1 : 0,
    updated_at: nowIso(),
  }
  let saved = id
  if (saved) await db.updateTable('courses').set(columns).where('id', '=', saved).execute()
  else saved = (await db.insertInto('courses').values(columns).returning('id').executeTakeFirstOrThrow()).id
  if (icon) {
    // Re-encoded without metadata: what we serve is what we decoded.
    const file = courseImagePath(saved)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, await cleanCopy(icon.bytes, 'png'))
    await db.updateTable('courses').set({ has_image: 1 }).where('id', '=', saved).execute()
  }
  return { ok: true, id: saved }
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
