import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { coursesForEditors } from '../authoring/course-save.server'
import { ContentListPage } from '../content/ContentList'

// /{lang}/content/courses — the course editor's list (issue 21): every course, drafts included, for users with
// create_content; anyone else meets the guard (login, or 403).
export const handle: RouteHandle = {
  i18n: ['common', 'authoring'],
  meta: { title: 'authoring:courses.title' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  return { prefix: requestPrefix(request), courses: await coursesForEditors() }
}

export default function ContentCourses() {
  const { prefix, courses } = useLoaderData<typeof loader>()
  const { t } = useTranslation('authoring')
  return (
    <ContentListPage
      title={t('courses.title')}
      newHref={`/${prefix}/content/courses/new`}
      newLabel={t('courses.new')}
      intro={t('courses.intro')}
      empty={courses.length === 0 ? t('courses.empty') : null}
      columns={[t('courses.course'), t('courses.state'), t('courses.lessons')]}
    >
      {courses.map((c) => (
        <tr key={c.id}>
          <td>
            <a href={`/${prefix}/content/courses/${c.id}`}>{c.title}</a>
          </td>
          <td>
            {c.published ? t('courses.published') : t('courses.draft')}
            {c.isFree ? '' : ` · ${t('math.pro')}`}
          </td>
          <td>{c.lessons}</td>
        </tr>
      ))}
    </ContentListPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
