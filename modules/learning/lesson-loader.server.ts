import { cutDescription } from '~/app/kernel/handle'
import { tFor } from '~/app/kernel/i18n.server'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { loadExerciseWorkspace } from '~/modules/judge/index'
import { requireLesson } from './errors.server'
import { lessonPage } from './lessons.server'

/** GET a lesson: login, course, lesson and access (or the thrown redirect / 404 / 403), then the page data. */
export async function loadLesson(
  request: Request,
  params: { course_id?: string; lesson_id?: string },
  now = new Date(),
) {
  const { user, course, lesson } = await requireLesson(request, params, now)
  const data = await lessonPage(course, lesson, user, requestLng(request), requestPrefix(request), now)
  // A programming lesson embeds the exercise page's workspace (statement, samples, editor); its form posts to
  // the exercise route with return_to = this lesson.
  const workspace =
    data.content.type === 'programming'
      ? await loadExerciseWorkspace(request, user, data.content.exerciseId, { returnTo: data.lesson.url })
      : null
  const t = await tFor(request, 'learning')
  const search = new URL(request.url).searchParams
  const sent = search.get('sent')
  return {
    ...data,
    workspace,
    prefix: requestPrefix(request),
    notice: {
      answered: search.get('answered') === '1' && data.lesson.canComplete,
      sent: sent === 'math' || sent === 'project' ? sent : null,
    },
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
}

export type LessonLoaderData = Awaited<ReturnType<typeof loadLesson>>
