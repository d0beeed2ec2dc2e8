import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { configuredCourses } from '../courses/courses.server'
import { requireOrgPage } from '../guard.server'
import { OrgTabs } from '../ui/OrgTabs'

// The organization's "courses" tab (docs/product.md#org, ADR 024): what its students are offered, in order, with the
// lessons left out; "configure courses" changes it.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orgcourses'] }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org } = await requireOrgPage(request, params.id, 'org.area')
  const courses = await configuredCourses(org.id, requestLng(request))
  return { prefix: requestPrefix(request), org, courses, meta: { title: org.name } }
}

export default function OrgCourses() {
  const { prefix, org, courses } = useLoaderData<typeof loader>()
  const { t } = useTranslation('orgcourses')
  const base = `/${prefix}/organization/${org.id}`
  return (
    <article className="page org">
      <h1>{org.name}</h1>
      <OrgTabs base={base} name={org.name} current="courses" />
      {courses.length === 0 ? (
        <p>{t('courses.none')}</p>
      ) : (
        <>
          <p>{t('courses.lead')}</p>
          <ol className="org-course-config">
            {courses.map((course) => {
              const hidden = course.lessons.filter((l) => !l.shown)
              return (
                <li key={course.id}>
                  <a href={`/${prefix}/course/${course.slug}`}>{course.title}</a>{' '}
                  <span className="muted">
                    {t('lessonsShown', {
                      shown: course.lessons.length - hidden.length,
                      total: course.lessons.length,
                    })}
                  </span>
                  {hidden.length ? (
                    <p className="muted">
                      {t('courses.hidden', { lessons: hidden.map((l) => l.title).join(', ') })}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ol>
        </>
      )}
      <p>
        <a href={`${base}/configure-courses`}>{t('courses.configure')}</a>
      </p>
    </article>
  )
}
