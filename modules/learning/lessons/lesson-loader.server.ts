import { tFor } from '~/app/kernel/i18n/i18n.server'
import { takeFeedbackRefusal } from '~/app/kernel/people/quick-feedback.server'
import { cutDescription } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { loadExerciseWorkspace } from '~/modules/judge/index'
import { openedLesson } from '../courses/enrollment.server'
import { requireLesson } from '../errors.server'
import { takeFlash } from '../flash.server'
import { lessonPage } from './lessons.server'

/**
 * GET a lesson: login, course, lesson and access (or the thrown redirect / 404 / 403), then the page data,
 * and the headers that clear the one-shot message it shows (flash.server.ts).
 */
export async function loadLesson(
  request: Request,
  params: { course_id?: string; lesson_id?: string },
  now = new Date(),
) {
  const { user, course, lesson } = await requireLesson(request, params, now)
  // Access granted (requireLesson threw otherwise): opening the lesson starts the course.
  openedLesson(user.id, lesson, now)
  const data = await lessonPage(course, lesson, user, requestLng(request), requestPrefix(request), now)
  // A programming lesson embeds the exercise page's workspace (statement, samples, editor); its form posts to
  // the exercise route with return_to = this lesson.
  const workspace =
    data.content.type === 'programming'
      ? await loadExerciseWorkspace(request, user, data.content.exerciseId, { returnTo: data.lesson.url })
      : null
  const t = await tFor(request, 'learning')
  const { flash, headers } = await takeFlash(request)
  // The feedback form's refusal has its own one-shot cookie: both are cleared by the headers sent.
  const { refused, headers: feedbackHeaders } = await takeFeedbackRefusal(request)
  for (const cookie of feedbackHeaders.getSetCookie()) headers.append('Set-Cookie', cookie)
  const page = {
    ...data,
    workspace,
    prefix: requestPrefix(request),
    notice: {
      answered: flash?.kind === 'answered' && data.lesson.canComplete,
      sent: flash?.kind === 'sent' ? flash.what : null,
    },
    /** A quick feedback the feedback route refused, back with its errors and what was typed. */
    feedbackRefused: refused,
    meta: {
      title: `${data.lesson.title} · ${data.course.title}`,
      description: cutDescription(
        t('lesson.metaDescription', {
          type: t(`lessonTypes.${data.lesson.type}`),
          course: data.course.title,
        }),
      ),
    },
  }
  return { page, headers }
}

export type LessonLoaderData = Awaited<ReturnType<typeof loadLesson>>['page']
