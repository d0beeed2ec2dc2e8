import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { redirect } from '@remix-run/node'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import type { Course, Lesson } from '~/db/schema-learning'
import { touchLesson } from '../courses/enrollment.server'
import { requireLesson } from '../errors.server'
import { type Flash, setFlash } from '../flash.server'
import { PROJECT_LIMITS, submitProject } from '../hub/projects.server'
import { MATH_LIMITS, submitMathAnswer } from '../math/math.server'
import {
  type LessonIntent,
  mathAnswerSchema,
  projectSubmissionSchema,
  theoreticalSchema,
  understoodSchema,
} from '../schemas'
import { MiB, isBodyTooLarge, isNotAForm, readLessonForm } from '../uploads/uploads.server'
import { type CompletionBlocker, completeLesson } from './lessons.server'
import { gradeTheoretical, questionIds } from './theoretical.server'

/** What a lesson POST answers when it does not redirect; `result.error` holds learning-namespace keys. */
export interface LessonActionData {
  intent: LessonIntent | null
  result: SubmissionResult<string[]>
  /** Theoretical: 1-based numbers of the wrong questions. */
  wrong?: number[]
  blocker?: CompletionBlocker
  /** Project ZIP: obligatory files it lacks. */
  missing?: string[]
}

const FILE_LIMITS = {
  image: MATH_LIMITS.imageBytes,
  audio: MATH_LIMITS.audioBytes,
  zip: PROJECT_LIMITS.zipBytes,
}
const MAX_BODY = PROJECT_LIMITS.zipBytes + 2 * MiB

const reply = (data: LessonActionData, status: number, headers?: HeadersInit) =>
  Response.json(data, { status, headers })

/** POST/redirect/GET with a one-shot message for the page (flash.server.ts), not a query flag. */
const redirectWith = async (to: string, flash: Flash) =>
  redirect(to, { headers: { 'Set-Cookie': await setFlash(to, flash) } })

const formError = (intent: LessonIntent | null, key: string) => ({
  intent,
  result: { status: 'error', error: { '': [key] } } as SubmissionResult<string[]>,
})

function tomorrowHeaders(now: Date): HeadersInit {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return { 'Retry-After': String(Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000))) }
}

/** POST on a lesson: understood, a theoretical answer, a math answer or a project hand-in. */
export async function lessonAction(
  request: Request,
  params: { course_id?: string; lesson_id?: string },
  now = new Date(),
): Promise<Response> {
  const { user, course, lesson } = await requireLesson(request, params, now)
  const form = await readAnswerForm(request, user.id)
  if (form instanceof Response) return form
  const intent = String(form.formData.get('intent') ?? '')
  const openedAt = String(form.formData.get('opened_at') ?? '') || null
  const url = `/${requestPrefix(request)}/course/${course.slug}/lesson/${lesson.id}`
  const ctx = { user, course, lesson, url, now }
  if (intent === 'understood') return understood(form.formData, ctx)
  const expected = { theoretical: 'answer', math: 'math', project: 'project' }[lesson.type as string]
  if (intent !== expected) return reply(formError(null, 'errors.invalid'), 422)
  await touchLesson(user.id, lesson, openedAt, now)
  if (intent === 'answer') return answer(form.formData, ctx)
  if (intent === 'math') return handIn(form, 'math', { ...ctx, targetId: lesson.math_exercise_id as number })
  return handIn(form, 'project', { ...ctx, targetId: lesson.project_id as number })
}

/**
 * The rate limit and the multipart read every answer POST starts with (lessons, the standalone math and project
 * pages); a Response when the request stops here.
 */
export async function readAnswerForm(request: Request, userId: number): Promise<Form | Response> {
  const limit = hit(RULES.write, `learning:${userId}`)
  if (!limit.ok) {
    return reply(formError(null, 'errors.tooManyRequests'), 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  try {
    return await readLessonForm(request, FILE_LIMITS, MAX_BODY)
  } catch (error) {
    if (isBodyTooLarge(error)) return reply(formError(null, 'errors.tooLarge'), 413)
    if (isNotAForm(error)) return reply(formError(null, 'errors.notAForm'), 415)
    throw error
  }
}

/** Where a hand-in goes: the math exercise or project, and the page (a lesson's or its own) that shows it. */
export interface HandInCtx {
  user: { id: number }
  targetId: number
  url: string
  now: Date
  /** Project hand-ins from the projects hub may be public (its community tab). */
  visibility?: 'private' | 'public'
}

/** A math answer or a project hand-in: checks, the daily limit, then 303 to the page with the "sent" notice. */
export function handIn(form: Form, intent: 'math' | 'project', ctx: HandInCtx) {
  return intent === 'math' ? math(form, ctx) : project(form, ctx)
}

interface Ctx {
  user: { id: number }
  course: Course
  lesson: Lesson
  url: string
  now: Date
}

async function understood(formData: FormData, ctx: Ctx & { user: Parameters<typeof completeLesson>[0] }) {
  const submission = parseWithZod(formData, { schema: understoodSchema })
  if (submission.status !== 'success') return reply(formError('understood', 'errors.invalid'), 422)
  const result = await completeLesson(ctx.user, ctx.course, ctx.lesson, submission.value.opened_at, ctx.now)
  if (!result.ok) {
    return reply({ ...formError('understood', 'understood.couldNotComplete'), blocker: result.blocker }, 422)
  }
  const base = ctx.url.replace(/\/lesson\/\d+$/, '')
  if (result.courseCompleted) return redirectWith(base, { kind: 'completed' })
  if (result.nextLessonId) return redirect(`${base}/lesson/${result.nextLessonId}`)
  // The last lesson while others are still open: the course page says how many and links the first one.
  if (result.left > 0) return redirectWith(base, { kind: 'lessonsLeft' })
  // The organization's course is done, the whole course is not (ADR 024): the course page says so.
  return result.notOfferedLeft > 0 ? redirectWith(base, { kind: 'offeredDone' }) : redirect(base)
}

async function answer(formData: FormData, ctx: Ctx) {
  const ids = await questionIds(ctx.lesson.theoretical_id as number)
  const submission = parseWithZod(formData, { schema: theoreticalSchema(ids) })
  // Unanswered questions are not wrong answers: "answer this question" beside each, and no attempt stored.
  if (submission.status !== 'success') {
    return reply(
      { intent: 'answer', result: submission.reply({ formErrors: ['theoretical.answerAll'] }) },
      422,
    )
  }
  const values = submission.value as Record<string, unknown>
  const answers: Record<number, number> = {}
  for (const id of ids) {
    const chosen = values[`q${id}`]
    if (typeof chosen === 'number') answers[id] = chosen
  }
  const graded = await gradeTheoretical(ctx.user.id, ctx.lesson.theoretical_id as number, answers, ctx.now)
  if (!graded.correct) {
    return reply(
      {
        intent: 'answer',
        result: submission.reply({ formErrors: ['theoretical.fixAndRetry'] }),
        wrong: graded.wrong,
      },
      422,
    )
  }
  return redirectWith(`${ctx.url}#understood`, { kind: 'answered' })
}

type Form = Awaited<ReturnType<typeof readLessonForm>>

async function math(form: Form, ctx: HandInCtx) {
  const submission = parseWithZod(form.formData, { schema: mathAnswerSchema })
  if (submission.status !== 'success') return reply({ intent: 'math', result: submission.reply() }, 422)
  const fieldErrors: Record<string, string[]> = {}
  if (form.tooLarge.includes('image')) fieldErrors.image = ['math.errors.imageTooLarge']
  if (form.tooLarge.includes('audio')) fieldErrors.audio = ['math.errors.audioTooLarge']
  if (Object.keys(fieldErrors).length)
    return reply({ intent: 'math', result: submission.reply({ fieldErrors }) }, 422)
  const sent = await submitMathAnswer(
    ctx.user.id,
    ctx.targetId,
    { text: submission.value.text_answer, image: form.files.image, audio: form.files.audio },
    ctx.now,
  )
  if (sent.ok) return redirectWith(`${ctx.url}#answers`, { kind: 'sent', what: 'math' })
  if (sent.reason === 'dailyLimit') {
    return reply(
      { intent: 'math', result: submission.reply({ formErrors: ['errors.dailyLimit'] }) },
      429,
      tomorrowHeaders(ctx.now),
    )
  }
  const field = sent.reason.startsWith('image')
    ? 'image'
    : sent.reason.startsWith('audio')
      ? 'audio'
      : 'text_answer'
  return reply(
    {
      intent: 'math',
      result: submission.reply({ fieldErrors: { [field]: [`math.errors.${sent.reason}`] } }),
    },
    422,
  )
}

async function project(form: Form, ctx: HandInCtx) {
  const submission = parseWithZod(form.formData, { schema: projectSubmissionSchema })
  if (submission.status !== 'success') return reply({ intent: 'project', result: submission.reply() }, 422)
  if (form.tooLarge.includes('zip')) {
    return reply(
      {
        intent: 'project',
        result: submission.reply({ fieldErrors: { zip: ['project.errors.zipTooLarge'] } }),
      },
      422,
    )
  }
  const sent = await submitProject(
    ctx.user.id,
    ctx.targetId,
    { link: submission.value.repository_url, zip: form.files.zip, visibility: ctx.visibility },
    ctx.now,
  )
  if (sent.ok) return redirectWith(`${ctx.url}#answers`, { kind: 'sent', what: 'project' })
  if (sent.reason === 'dailyLimit') {
    return reply(
      { intent: 'project', result: submission.reply({ formErrors: ['errors.dailyLimit'] }) },
      429,
      tomorrowHeaders(ctx.now),
    )
  }
  const field = sent.reason === 'link' ? 'repository_url' : sent.reason.startsWith('zip') ? 'zip' : ''
  const key = `project.errors.${sent.reason}`
  return reply(
    {
      intent: 'project',
      result: submission.reply(field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] }),
      missing: sent.reason === 'zipMissing' ? sent.missing : undefined,
    },
    422,
  )
}
