import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { subjectsForEditors } from '../authoring/subjects.server'
import { ContentListPage } from '../content/ContentList'

// /{lang}/content/subjects — the subjects editor's list (issue 21): every subject with its category and its
// counts of exercises and lessons. Content creators only (else home).
export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'authoring'],
  meta: { title: 'authoring:subjects.title' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  return { prefix: requestPrefix(request), subjects: await subjectsForEditors() }
}

export default function ContentSubjects() {
  const { prefix, subjects } = useLoaderData<typeof loader>()
  const { t } = useTranslation('authoring')
  const { t: tj } = useTranslation('judge')
  return (
    <ContentListPage
      title={t('subjects.title')}
      newHref={`/${prefix}/content/subjects/new`}
      newLabel={t('subjects.new')}
      intro={t('subjects.intro')}
      empty={subjects.length === 0 ? t('subjects.empty') : null}
      columns={[t('subjects.subject'), t('subjects.category'), t('sources.exercises'), t('courses.lessons')]}
    >
      {subjects.map((s) => (
        <tr key={s.id}>
          <td>
            <a href={`/${prefix}/content/subjects/${s.id}`}>{s.title_br}</a>
          </td>
          <td>{tj(`categories.${s.category}`)}</td>
          <td>{s.exercises}</td>
          <td>{s.lessons}</td>
        </tr>
      ))}
    </ContentListPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
