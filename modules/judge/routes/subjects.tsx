import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { listSubjectsByCategory } from '../subject-lists.server'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:subjects.title', description: 'practice:subjects.description' },
}

/** Spec §3 "Subject": subjects by progression category with counts and the average score. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const groups = await listSubjectsByCategory(user, requestLng(request))
  return { groups, loggedIn: !!user, prefix: requestPrefix(request) }
}

export default function Subjects() {
  const { groups, loggedIn, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <article className="page">
      <h1>{t('subjects.title')}</h1>
      <p className="lead">{t('subjects.lead')}</p>
      {groups.length === 0 ? <p className="notice notice--info">{t('subjects.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`category-${group.category}`}>
          <h2 id={`category-${group.category}`}>{t(`judge:categories.${group.category}`)}</h2>
          <table className="data-table practice-table">
            <thead>
              <tr>
                <th scope="col">{t('subjects.table.title')}</th>
                <th scope="col" className="num">
                  {t('subjects.table.exercises')}
                </th>
                {loggedIn ? (
                  <th scope="col" className="num">
                    {t('subjects.table.solved')}
                  </th>
                ) : null}
                <th scope="col" className="num">
                  {t('subjects.table.average')}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.subjects.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <a href={`/${prefix}/subject/${s.slug}`}>{s.title}</a>
                  </th>
                  <td className="num">{s.stats.exercises}</td>
                  {loggedIn ? <td className="num">{s.stats.solved}</td> : null}
                  <td className="num">{s.stats.average ?? t('noValue')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {groups.length ? <p className="field-hint">{t('average.explain')}</p> : null}
    </article>
  )
}
