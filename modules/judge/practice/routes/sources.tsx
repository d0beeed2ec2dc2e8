import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { listTopSources } from '../sources.server'
import { GroupTable } from '../ui/GroupSummary'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:sources.title', description: 'practice:sources.description' },
}

/** "Source" (docs/product.md#judge-practice-pages): top-level sources with their counts over every subcategory. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const sources = await listTopSources(user, requestLng(request))
  return { sources, loggedIn: !!user, prefix: requestPrefix(request) }
}

export default function Sources() {
  const { sources, loggedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation('practice')
  return (
    <article className="page">
      <h1>{t('sources.title')}</h1>
      <p className="lead">{t('sources.lead')}</p>
      {sources.length === 0 ? (
        <p className="notice notice--info">{t('sources.empty')}</p>
      ) : (
        <>
          <GroupTable rows={sources} kind="sources" loggedIn={loggedIn} />
          <p className="field-hint">{t('average.explain')}</p>
        </>
      )}
    </article>
  )
}
