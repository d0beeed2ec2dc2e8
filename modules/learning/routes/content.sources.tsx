import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { sourcesForEditors } from '../authoring/sources.server'
import { ContentListPage } from '../content/ContentList'

// /{lang}/content/sources — the sources editor's list (issue 21): the whole tree, each subcategory under its
// source, with its own exercise count. Content creators only (else home).
export const handle: RouteHandle = {
  i18n: ['common', 'authoring'],
  meta: { title: 'authoring:sources.title' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  return { prefix: requestPrefix(request), sources: await sourcesForEditors() }
}

export default function ContentSources() {
  const { prefix, sources } = useLoaderData<typeof loader>()
  const { t } = useTranslation('authoring')
  return (
    <ContentListPage
      title={t('sources.title')}
      newHref={`/${prefix}/content/sources/new`}
      newLabel={t('sources.new')}
      intro={t('sources.intro')}
      empty={sources.length === 0 ? t('sources.empty') : null}
      columns={[t('sources.source'), t('sources.date'), t('sources.exercises')]}
    >
      {sources.map((s) => (
        <tr key={s.id}>
          {/* The depth as an indent (learning.css): the tree reads without a nested table. */}
          <td className={`authoring-depth-${Math.min(s.depth, 4)}`}>
            <a href={`/${prefix}/content/sources/${s.id}`}>{s.title}</a>
          </td>
          <td>{s.date ?? ''}</td>
          <td>{s.exercises}</td>
        </tr>
      ))}
    </ContentListPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
