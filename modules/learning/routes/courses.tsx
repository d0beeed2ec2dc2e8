import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { dateFormatter } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { TourLink, TourTemplate } from '~/app/ui/Tour'
import { tourIslands } from '~/app/ui/tour.server'
import { courseCompetitions } from '~/modules/competitions/index'
import { listCourseCards } from '../courses/courses.server'
import { CourseCard } from '../ui/CourseCard'

export const handle: RouteHandle = {
  i18n: ['common', 'learning', 'tours'],
  // No hydration: the guided tour's card, the page's only island, is a plain module shipped only to those who
  // still get it (issue 22, ADR 031).
  meta: { title: 'learning:courses.title', description: 'learning:courses.description' },
}

/** Courses (docs/product.md#learning-courses): language and professional tracks, and the course competitions running or to come. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const [{ tracks, organizations }, competitions, tour] = await Promise.all([
    listCourseCards(user, lng),
    courseCompetitions(lng),
    tourIslands(user?.id, 'courses'),
  ])
  return {
    prefix: requestPrefix(request),
    tracks,
    organizations,
    competitions,
    ...tour,
  }
}

export default function Courses() {
  const { prefix, tracks, organizations, competitions, tour } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('learning')
  // Competition times are shown in the zone of the page's locale, as on the competition pages.
  const timeZone = prefix === 'gb' ? 'Europe/London' : 'America/Sao_Paulo'
  const date = dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return (
    <article className="page courses-page">
      <h1>{t('courses.title')}</h1>
      <p className="lead">{t('courses.lead')}</p>
      <TourLink tour="courses" prefix={prefix} />
      {tour ? <TourTemplate tour="courses" prefix={prefix} /> : null}
      {organizations.map((organization, i) => (
        // The student's organizations chose these courses, in this order (ADR 024): they come first, one
        // section per organization in the order the student joined them.
        <section key={organization.name} className="course-track" aria-labelledby={`track-organization-${i}`}>
          <h2 id={`track-organization-${i}`}>
            {t('courses.organization.title', { name: organization.name })}
          </h2>
          <p>{t('courses.organization.lead')}</p>
          <ol className="course-grid" role="list">
            {organization.courses.map((course) => (
              <CourseCard key={course.id} course={course} prefix={prefix} />
            ))}
          </ol>
        </section>
      ))}
      {(['language', 'professional'] as const).map((track) => (
        <section
          key={track}
          className="course-track"
          aria-labelledby={`track-${track}`}
          data-tour={track === 'language' ? 'tracks' : 'professional'}
        >
          <h2 id={`track-${track}`}>{t(`courses.tracks.${track}.title`)}</h2>
          <p>{t(`courses.tracks.${track}.lead`)}</p>
          {tracks[track].length ? (
            <ul className="course-grid" role="list" data-tour={track === 'language' ? 'card' : undefined}>
              {tracks[track].map((course) => (
                <CourseCard key={course.id} course={course} prefix={prefix} />
              ))}
            </ul>
          ) : (
            <p className="course-note">{t('courses.empty')}</p>
          )}
        </section>
      ))}
      {competitions.length ? (
        <section className="course-track" aria-labelledby="course-competitions">
          <h2 id="course-competitions">{t('courses.competitions.title')}</h2>
          <p>{t('courses.competitions.lead')}</p>
          <ul className="result-list course-competitions" role="list">
            {competitions.map((c) => (
              <li key={c.id}>
                <a href={`/${prefix}/competition/${c.id}`}>
                  {c.title}
                  <span className="competition-start">
                    {c.running
                      ? t('courses.competitions.running', { date: date.format(new Date(c.endsAt)) })
                      : t('courses.competitions.starts', { date: date.format(new Date(c.startsAt)) })}
                  </span>
                </a>{' '}
                <span className="course-note">
                  {t('courses.competitions.course', { course: c.course.title })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
