// The course editor's form (issue 21; docs/product.md#learning-courses): every course field (docs/product.md#learning-courses) in both
// languages (title, subtitle, description, requirements, prerequisites as text, what one will learn, video), the
// slug, icon (a 600×600 PNG), order, track, area, workload, tag, the flags, the allowed languages and the courses
// required before this one. conform + zod; the Markdown fields are rendered now, off the event loop (ADR 012),
// so a text that cannot render is refused. Saving is course-save.server.ts.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { inspectImage } from '~/app/kernel/files/images.server'
import type { UploadedFile } from '~/app/kernel/requests/upload-form.server'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { type Course, TRACKS, TRACK_TYPES } from '~/db/schema-learning'
import { LANGUAGES } from '~/judge/languages'
import {
  type FormErrors,
  list,
  optionalText,
  requiredText,
  str,
  submissionErrors,
} from '../content/form.server'
import { SLUG } from '../courses/courses.server'
import { jsonStrings } from '../text'
import { COURSE_FLAGS, type CourseFlag } from './course-flags'

export { COURSE_FLAGS, type CourseFlag }

export const ICON_SIZE = 600
export const ICON_MAX_BYTES = 2 * 1024 * 1024
const MAX_MARKDOWN = 20_000
/** "What you will learn": one item a line. */
const MAX_WILL_LEARN = 30

export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id)
/** The judge's languages as checkbox options (the engine's labels are not translated: they are names). */
export const languageOptions = () => LANGUAGES.map((l) => ({ id: l.id, label: l.label }))

const int = (min: number, max: number) =>
  z.coerce.number({ invalid_type_error: 'invalid' }).int('invalid').min(min, 'invalid').max(max, 'invalid')
/** Checkboxes sharing a name: none, one (a string) or many. */
const many = <T extends z.ZodTypeAny>(item: T) => z.preprocess(list, z.array(item))
const lines = z
  .string()
  .trim()
  .max(MAX_WILL_LEARN * 200, 'tooLong')
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
  )
  .refine((items) => items.length <= MAX_WILL_LEARN && items.every((l) => l.length <= 200), 'tooLong')

export const courseFormSchema = z.object({
  slug: z.string({ required_error: 'required' }).trim().regex(SLUG, 'slug'),
  title_br: requiredText(200),
  title_gb: optionalText(200),
  subtitle_br: optionalText(300),
  subtitle_gb: optionalText(300),
  description_br: optionalText(MAX_MARKDOWN),
  description_gb: optionalText(MAX_MARKDOWN),
  requirements_br: optionalText(MAX_MARKDOWN),
  requirements_gb: optionalText(MAX_MARKDOWN),
  prerequisites_br: optionalText(MAX_MARKDOWN),
  prerequisites_gb: optionalText(MAX_MARKDOWN),
  will_learn_br: lines,
  will_learn_gb: lines,
  video_br: optionalText(200),
  video_gb: optionalText(200),
  tag: optionalText(40),
  track: z.enum(TRACKS, { message: 'invalid' }),
  track_type: z.enum(TRACK_TYPES, { message: 'invalid' }),
  workload_hours: int(0, 1000).default(0),
  position: int(0, 9999).default(0),
  ...(Object.fromEntries(COURSE_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<
    CourseFlag,
    z.ZodDefault<z.ZodBoolean>
  >),
  allowed_languages: many(z.string().refine((id) => LANGUAGE_IDS.includes(id), 'invalid')),
  required_course: many(int(1, 999_999_999)),
})
export type CourseInput = z.infer<typeof courseFormSchema>

type TextField = Exclude<keyof CourseInput, CourseFlag | 'allowed_languages' | 'required_course'>
const TEXT_FIELDS = Object.keys(courseFormSchema.shape).filter(
  (k) =>
    !(COURSE_FLAGS as readonly string[]).includes(k) && k !== 'allowed_languages' && k !== 'required_course',
) as TextField[]

/** What the form shows: text as typed, flags, checked languages and required courses. */
export type CourseFormValues = Record<TextField, string> &
  Record<CourseFlag, boolean> & { allowed_languages: string[]; required_course: string[] }

export const blankCourseValues = (): CourseFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, ''])) as Record<TextField, string>),
  track: 'language',
  track_type: 'programming',
  workload_hours: '0',
  position: '0',
  is_free: true,
  // A new course is a draft: students meet it once an editor publishes it.
  is_published: false,
  is_locked: false,
  is_legacy: false,
  is_study_program: false,
  is_training_program: false,
  is_launch_ready: true,
  is_portuguese_ready: true,
  is_english_ready: true,
  allowed_languages: [],
  required_course: [],
})

export const courseValues = (c: Course, required: number[]): CourseFormValues => ({
  slug: c.slug,
  title_br: c.title_br,
  title_gb: c.title_gb ?? '',
  subtitle_br: c.subtitle_br,
  subtitle_gb: c.subtitle_gb ?? '',
  description_br: c.description_br,
  description_gb: c.description_gb ?? '',
  requirements_br: c.requirements_br,
  requirements_gb: c.requirements_gb ?? '',
  prerequisites_br: c.prerequisites_br,
  prerequisites_gb: c.prerequisites_gb ?? '',
  will_learn_br: jsonStrings(c.will_learn_br).join('\n'),
  will_learn_gb: jsonStrings(c.will_learn_gb).join('\n'),
  video_br: c.video_br ?? '',
  video_gb: c.video_gb ?? '',
  tag: c.tag ?? '',
  track: c.track,
  track_type: c.track_type,
  workload_hours: String(c.workload_hours),
  position: String(c.position),
  ...(Object.fromEntries(COURSE_FLAGS.map((f) => [f, c[f] === 1])) as Record<CourseFlag, boolean>),
  allowed_languages: jsonStrings(c.allowed_languages),
  required_course: required.map(String),
})

export type ParsedCourseForm =
  | { ok: true; value: CourseInput; values: CourseFormValues }
  | { ok: false; errors: FormErrors; values: CourseFormValues }

/** The fields, the icon (PNG, 600×600, ≤ 2 MB) and the Markdown's rendering, as one list of errors. */
export async function parseCourseForm(
  formData: FormData,
  icon: UploadedFile | undefined,
  iconTooLarge: boolean,
): Promise<ParsedCourseForm> {
  const submission = parseWithZod(formData, { schema: courseFormSchema })
  const p = submission.payload as Record<string, unknown>
  const values: CourseFormValues = {
    ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, str(p[k])])) as Record<TextField, string>),
    ...(Object.fromEntries(COURSE_FLAGS.map((f) => [f, p[f] === 'on'])) as Record<CourseFlag, boolean>),
    allowed_languages: list(p.allowed_languages).map(str),
    required_course: list(p.required_course).map(str),
  }
  const errors: FormErrors = submissionErrors(submission)
  const iconError = iconTooLarge ? 'iconTooLarge' : icon ? await checkIcon(icon) : null
  if (iconError) errors.icon = [iconError]
  if (submission.status !== 'success' || iconError) return { ok: false, errors, values }
  const v = submission.value
  const rich = richTextErrors(
    await prepareRichText({
      description_br: v.description_br,
      description_gb: v.description_gb,
      requirements_br: v.requirements_br,
      requirements_gb: v.requirements_gb,
      prerequisites_br: v.prerequisites_br,
      prerequisites_gb: v.prerequisites_gb,
    }),
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
