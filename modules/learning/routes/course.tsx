import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import { can } from '~/app/kernel/auth/policy'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { formatMoment } from '~/app/kernel/i18n/locale'
import { cutDescription } from '~/app/kernel/requests/handle'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { RichText } from '~/app/rich-text/RichText'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Notice } from '~/app/ui/forms'
import { canStartCourse, isLearningStaff } from '../access'
import { coursePage, startCourse } from '../courses/course-page.server'
import { learningError, requireCourse } from '../errors.server'
import { takeFlash } from '../flash.server'
import { startCourseSchema } from '../schemas'
import { CourseBadges, CourseImage, Workload } from '../ui/CourseCard'
import { LearningErrorBoundary } from '../ui/LearningError'
import { CourseContent } from '../ui/LessonList'
import { StudyEstimate } from '../ui/StudyEstimate'
import { Video } from '../ui/Video'
import { isFormRequest } from '../uploads/uploads.server'

export const handle: RouteHandle = { i18n: ['common', 'learning', 'study'] }

export { LearningErrorBoundary as ErrorBoundary }

/** The page's data and the headers that clear the one-shot message it shows (flash.server.ts). */
async function coursePageData(request: Request, slug: string | undefined) {
  const user = await optionalUser(request)
  const course = await requireCourse(request, slug, user)
  const prefix = requestPrefix(request)
  const found = await coursePage(course, user, requestLng(request), prefix, new Date())
  const url = new URL(request.url)
  // "Understood" on a last lesson comes back here with a one-shot message.
  const { flash, headers } = await takeFlash(request)
  const page = {
    ...found,
    prefix,
    loggedIn: !!user,
    /** PRO lessons open to them (PRO, admins, content staff): no upsell. */
    hasPro: can(user, 'pro_or_admin') || isLearningStaff(user),
    loginUrl: loginHref(prefix, url.pathname),
    justCompleted: flash?.kind === 'completed' && found.courseCompleted,
    /** "Understood" on the organization's last lesson while the whole course is not done (ADR 024). */
    offeredDone: flash?.kind === 'offeredDone' && !!found.organization && !found.courseCompleted,
    /** Lessons still open after "understood" on the last one, or 0. */
    lessonsLeft:
      flash?.kind === 'lessonsLeft' && !found.courseCompleted
        ? found.totalLessons - found.completedLessons
        : 0,
    meta: {
      title: found.course.title,
      description: cutDescription(found.course.subtitle || found.course.title),
    },
  }
  return { page, headers }
}

type CourseLoaderData = Awaited<ReturnType<typeof coursePageData>>['page']

/** Course page (docs/product.md#learning-courses); an unknown slug → 404 "This course does not exist". */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, headers } = await coursePageData(request, params.course_id)
  return data(page, { headers })
}

/** "Start course": the enrollment, then the first lesson not completed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const course = await requireCourse(request, params.course_id, user)
  if (!isFormRequest(request)) {
    const t = await tFor(request, 'learning')
    return Response.json({ error: t('errors.notAForm') }, { status: 415 })
  }
  const submission = parseWithZod(await request.formData(), { schema: startCourseSchema })
  if (submission.status !== 'success') return Response.json({ result: submission.reply() }, { status: 422 })
  if (!canStartCourse(user, course)) throw await learningError(request, 'locked')
  const lessonId = await startCourse(user, course, new Date())
  const base = `/${requestPrefix(request)}/course/${course.slug}`
  return redirect(lessonId ? `${base}/lesson/${lessonId}` : base)
}

export default function CoursePage() {
  const data = useLoaderData() as CourseLoaderData
  const refused = useActionData<{ error?: string }>()
  const { course, prefix } = data
  const { t, i18n } = useTranslation('learning')
  const base = `/${prefix}/course/${course.slug}`
  return (
    <article className="page course-page">
      <header className="course-header">
        <CourseImage url={course.imageUrl} title={course.title} size={120} />
        <div>
          <p className="course-kicker">
            <a href={`/${prefix}/courses`}>{t('courses.title')}</a>
          </p>
          <h1>{course.title}</h1>
          {course.subtitle ? <p className="lead">{course.subtitle}</p> : null}
          <CourseBadges course={course} />
          <p className="course-meta">
            <Workload hours={course.workloadHours} weeks={course.weeks} />
            <span>{t('card.lessons', { count: data.totalLessons })}</span>
          </p>
          <StudyEstimate estimate={data.estimate} prefix={prefix} loggedIn={data.loggedIn} />
          <p className="course-certificate-rule">
            {course.isFree ? t('course.certificateFree') : t('course.certificatePro')}
          </p>
        </div>
      </header>
      {data.justCompleted ? (
        <Notice tone="success">
          {t('course.congrats')}{' '}
          {data.certificateCode ? (
            <a href={`/${prefix}/certificate/${data.certificateCode}`}>{t('course.certificate')}</a>
          ) : (
            t('course.certificateNeedsPro')
          )}
        </Notice>
      ) : null}
      {refused?.error ? <Notice tone="error">{refused.error}</Notice> : null}
      {data.lessonsLeft > 0 ? <LessonsLeft data={data} base={base} /> : null}
      {data.offeredDone && data.organization ? (
        <Notice tone="info">{t('course.organization.offeredDone', { name: data.organization.name })}</Notice>
      ) : null}
      {course.isLocked ? <Notice tone="warning">{t('course.lockedWarning')}</Notice> : null}
      {!course.languageReady ? <Notice tone="info">{t('course.languageNotReady')}</Notice> : null}
      <StartBox data={data} base={base} />
      <Video video={course.video} label={course.title} />
      {course.descriptionHtml ? (
        <section aria-labelledby="about">
          <h2 id="about">{t('course.about')}</h2>
          <RichText html={course.descriptionHtml} />
        </section>
      ) : null}
      {course.willLearn.length ? (
        <section aria-labelledby="will-learn">
          <h2 id="will-learn">{t('course.willLearn')}</h2>
          <ul className="will-learn">
            {course.willLearn.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {course.requirementsHtml ? (
        <section aria-labelledby="requirements">
          <h2 id="requirements">{t('course.requirements')}</h2>
          <RichText html={course.requirementsHtml} />
        </section>
      ) : null}
      {course.prerequisites.length || course.prerequisitesHtml ? (
        <section aria-labelledby="prerequisites">
          <h2 id="prerequisites">{t('course.prerequisites')}</h2>
          {course.prerequisites.length ? (
            <ul>
              {course.prerequisites.map((p) => (
                <li key={p.slug}>
                  <a href={`/${prefix}/course/${p.slug}`}>{p.title}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {course.prerequisitesHtml ? <RichText html={course.prerequisitesHtml} /> : null}
        </section>
      ) : null}
      <section aria-labelledby="content">
        <h2 id="content">{t('course.content')}</h2>
        {data.organization ? (
          <p className="course-note">{t('course.organization.lead', { name: data.organization.name })}</p>
        ) : null}
        {data.topics.length ? (
          <CourseContent topics={data.topics} baseUrl={base} />
        ) : (
          <p className="course-note">{t('course.noLessons')}</p>
        )}
      </section>
      {data.organization?.notOffered.length ? <NotOffered data={data} base={base} /> : null}
      {data.competitions.length ? (
        <section aria-labelledby="course-competitions">
          <h2 id="course-competitions">{t('courses.competitions.title')}</h2>
          <ul className="result-list course-competitions" role="list">
            {data.competitions.map((c) => (
              <li key={c.id}>
                <a href={`/${prefix}/competition/${c.id}`}>{c.title}</a>{' '}
                <span className="course-note">
                  {t(c.running ? 'courses.competitions.running' : 'courses.competitions.starts', {
                    date: competitionDate(c.running ? c.endsAt : c.startsAt, prefix, i18n.language),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

/**
 * The lessons the student's organization leaves out of its course (ADR 024): marked apart, folded, still
 * links — the course is public and its certificate needs them.
 */
function NotOffered({ data, base }: { data: CourseLoaderData; base: string }) {
  const { t } = useTranslation('learning')
  if (!data.organization) return null
  const { name, notOffered } = data.organization
  return (
    <section aria-labelledby="not-offered" className="course-not-offered">
      <details>
        <summary id="not-offered">
          {t('course.organization.notOffered', { count: notOffered.length, name })}
        </summary>
        <p className="course-note">{t('course.organization.notOfferedLead', { name })}</p>
        <CourseContent
          topics={[
            { id: null, title: t('course.organization.notOfferedTopic', { name }), lessons: notOffered },
          ]}
          baseUrl={base}
        />
      </details>
    </section>
  )
}

/** "Understood" on the last lesson while others are open: how many, and the first one. */
function LessonsLeft({ data, base }: { data: CourseLoaderData; base: string }) {
  const { t } = useTranslation('learning')
  const first = data.topics.flatMap((topic) => topic.lessons).find((l) => l.id === data.continueLessonId)
  return (
    <Notice tone="info">
      <strong>{t('course.lessonsLeft', { count: data.lessonsLeft })}</strong>{' '}
      {first ? (
        <a href={`${base}/lesson/${first.id}`}>{t('course.firstUnfinished', { title: first.title })}</a>
      ) : null}
    </Notice>
  )
}

/** A free student on a PRO course: starting works (free previews open), the rest needs PRO. */
function ProUpsell({ data }: { data: CourseLoaderData }) {
  const { t } = useTranslation('learning')
  if (data.course.isFree || data.hasPro) return null
  return (
    <p className="course-pro-note">
      <span className="tag tag--pro">PRO</span> {t('course.proNeeded')}{' '}
      <FeatureLink feature="pro" prefix={data.prefix} className="pro-button">
        {t('errors.pro.link')}
      </FeatureLink>
    </p>
  )
}

function StartBox({ data, base }: { data: CourseLoaderData; base: string }) {
  const { t } = useTranslation('learning')
  if (data.course.isLocked && !data.canStart) return null
  if (data.totalLessons === 0) return null
  return (
    <section className="course-start card" aria-label={t('course.progressLabel')}>
      {data.enrolled ? (
        <>
          <p>{t('course.progress', { completed: data.completedLessons, total: data.totalLessons })}</p>
          <progress max={data.totalLessons} value={data.completedLessons} />
          {data.courseCompleted && data.certificateCode ? (
            <p>
              <a href={`/${data.prefix}/certificate/${data.certificateCode}`}>{t('course.certificate')}</a>
            </p>
          ) : null}
          {data.continueLessonId ? (
            <a className="button" href={`${base}/lesson/${data.continueLessonId}`}>
              {data.courseCompleted ? t('course.review') : t('course.continue')}
            </a>
          ) : null}
        </>
      ) : data.loggedIn ? (
        <Form method="post" action={base}>
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="button button--large">
            {t('course.start')}
          </button>
        </Form>
      ) : (
        <a className="button button--large" href={data.loginUrl}>
          {t('course.loginToStart')}
        </a>
      )}
      <ProUpsell data={data} />
    </section>
  )
}

/** Competition times in the zone of the page's locale, as on the competition pages. */
function competitionDate(iso: string, prefix: string, language: string) {
  return formatMoment(iso, prefix === 'gb' ? 'en-GB' : language)
}
