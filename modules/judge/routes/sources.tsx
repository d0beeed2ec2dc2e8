import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { listTopSources } from '../sources.server'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:sources.title', description: 'practice:sources.description' },
}

/** Spec §3 "Source": top-level sources with their counts over every subcategory. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const sources = await listTopSources(user, requestLng(request))
  return { sources, loggedIn: !!user, prefix: requestPrefix(request) }
}

export default function Sources() {
  const { sources, loggedIn, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('practice')
  return (
    <article className="page">
      <h1>{t('sources.title')}</h1>
      <p className="lead">{t('sources.lead')}</p>
      {sources.length === 0 ? (
        <p className="notice notice--info">{t('sources.empty')}</p>
      ) : (
        <>
          <table className="data-table practice-table">
            <thead>
              <tr>
                <th scope="col">{t('sources.table.title')}</th>
                <th scope="col">{t('sources.table.date')}</th>
                <th scope="col" className="num">
                  {t('sources.table.exercises')}
                </th>
                {loggedIn ? (
                  <th scope="col" className="num">
                    {t('sources.table.solved')}
                  </th>
                ) : null}
                <th scope="col" className="num">
                  {t('sources.table.average')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <a href={`/${prefix}/source/${s.slug}`}>{s.title}</a>
                  </th>
                  <td>{s.date ?? t('noValue')}</td>
                  <td className="num">{s.stats.exercises}</td>
                  {loggedIn ? <td className="num">{s.stats.solved}</td> : null}
                  <td className="num">{s.stats.average ?? t('noValue')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">{t('average.explain')}</p>
        </>
      )}
    </article>
  )
}
