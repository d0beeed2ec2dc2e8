import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { RichText } from '~/app/rich-text/RichText'
import { QuickFeedback } from '~/app/ui/QuickFeedback'
import { Notice } from '~/app/ui/forms'
import { WORKSPACE_NAMESPACES } from '~/modules/judge/ui'
import { type LessonActionData, lessonAction } from '../lessons/lesson-actions.server'
import { type LessonLoaderData, loadLesson } from '../lessons/lesson-loader.server'
import { LearningErrorBoundary } from '../ui/LearningError'
import { LessonPager, LessonSidebar } from '../ui/LessonNav'
import { MathLesson } from '../ui/MathLesson'
import { ProgrammingLesson } from '../ui/ProgrammingLesson'
import { ProjectLesson } from '../ui/ProjectLesson'
import { TheoreticalLesson } from '../ui/TheoreticalLesson'
import { Understood } from '../ui/Understood'
import { Video } from '../ui/Video'
import { LearningIcon, lessonIcon } from '../ui/icons'

export const handle: RouteHandle = {
  // Math answers (image, audio) and a project ZIP of at most 20 MiB.
  maxBody: uploadBody(20),
  // The judge namespaces are for the exercise workspace of programming lessons (server-side only elsewhere).
  i18n: ['common', 'learning', 'grading', ...WORKSPACE_NAMESPACES],
  // Only a programming lesson embeds the code editor; every other lesson page ships no script.
  hydrate: (data) => (data as { lesson?: { type?: string } } | undefined)?.lesson?.type === 'programming',
}

export { LearningErrorBoundary as ErrorBoundary }

export const headers = passRetryAfter

/** A lesson (docs/product.md#learning-lessons: types): login, access (docs/product.md#learning-lessons), then the content of its type. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, headers } = await loadLesson(request, params)
  return data(page, { headers })
}

/** understood · answer (theoretical) · math · project — see lesson-actions.server.ts. */
export async function action({ request, params }: ActionFunctionArgs) {
  return lessonAction(request, params)
}

export default function LessonPage() {
  const data = useLoaderData() as LessonLoaderData
  const actionData = useActionData<LessonActionData>()
  const { t } = useTranslation('learning')
  const { lesson, content } = data
  // Errors of no particular form (too many requests, a body too large or not a form).
  const general = actionData && actionData.intent === null ? (actionData.result.error?.[''] ?? []) : []
  return (
    // A programming lesson gives the editor the width: its course list moves below (learning.css).
    <div
      className={lesson.type === 'programming' ? 'lesson-layout lesson-layout--programming' : 'lesson-layout'}
    >
      <article className="page lesson-page" data-lesson-type={lesson.type}>
        <p className="course-kicker">
          <a href={data.course.url}>{data.course.title}</a>
        </p>
        <h1>
          <span className={`lesson-type lesson-type--${lesson.type}`} title={t(`lessonTypes.${lesson.type}`)}>
            <LearningIcon name={lessonIcon(lesson.type)} size={24} />
          </span>{' '}
          {lesson.title}
        </h1>
        <p className="course-meta lesson-meta">
          <span>{t(`lessonTypes.${lesson.type}`)}</span>
          {lesson.avgMinutes !== null ? (
            <span className="lesson-time">
              <LearningIcon name="clock" size={14} />
              {t('lesson.avgMinutes', { count: lesson.avgMinutes })}
            </span>
          ) : null}
        </p>
        {data.organization && !data.organization.lessonOffered ? (
          <Notice tone="info">{t('lesson.notOffered', { name: data.organization.name })}</Notice>
        ) : null}
        {general.length ? <Notice tone="error">{general.map((k) => t(k)).join(' ')}</Notice> : null}
        {content.type === 'lesson' ? (
          <>
            <Video video={content.video} label={lesson.title} />
            <RichText html={content.html} />
          </>
        ) : null}
        {content.type === 'text' ? <RichText html={content.html} /> : null}
        {content.type === 'theoretical' ? (
          <TheoreticalLesson
            content={content}
            lesson={lesson}
            openedAt={data.openedAt}
            data={actionData}
            answered={data.notice.answered}
          />
        ) : null}
        {content.type === 'math' ? (
          <MathLesson
            content={content}
            lesson={lesson}
            openedAt={data.openedAt}
            data={actionData}
            sent={data.notice.sent === 'math'}
          />
        ) : null}
        {content.type === 'programming' ? (
          <ProgrammingLesson content={content} workspace={data.workspace} lessonTitle={lesson.title} />
        ) : null}
        {content.type === 'project' ? (
          <ProjectLesson
            content={content}
            lesson={lesson}
            openedAt={data.openedAt}
            data={actionData}
            sent={data.notice.sent === 'project'}
          />
        ) : null}
        <Understood
          action={lesson.url}
          canComplete={lesson.canComplete}
          blocker={lesson.blocker}
          completed={lesson.completed}
          openedAt={data.openedAt}
          data={actionData}
        />
        <LessonPager data={data} />
        <QuickFeedback
          prefix={data.prefix}
          targetType="lesson"
          targetId={lesson.id}
          current={data.feedbackRefused?.current ?? data.feedback}
          redirectTo={lesson.url}
          errors={data.feedbackRefused?.errors}
        />
      </article>
      <LessonSidebar data={data} />
    </div>
  )
}
