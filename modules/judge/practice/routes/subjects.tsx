import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { listSubjectsByCategory } from '../subject-lists.server'
import { GroupTable } from '../ui/GroupSummary'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:subjects.title', description: 'practice:subjects.description' },
}

/** "Subject" (docs/product.md#judge-practice-pages): subjects by progression category with counts and the average score. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const groups = await listSubjectsByCategory(user, requestLng(request))
  return { groups, loggedIn: !!user, prefix: requestPrefix(request) }
}

export default function Subjects() {
  const { groups, loggedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <article className="page">
      <h1>{t('subjects.title')}</h1>
      <p className="lead">{t('subjects.lead')}</p>
      {groups.length === 0 ? <p className="notice notice--info">{t('subjects.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`category-${group.category}`}>
          <h2 id={`category-${group.category}`}>{t(`judge:categories.${group.category}`)}</h2>
          <GroupTable rows={group.subjects} kind="subjects" loggedIn={loggedIn} />
        </section>
      ))}
      {groups.length ? <p className="field-hint">{t('average.explain')}</p> : null}
    </article>
  )
}
