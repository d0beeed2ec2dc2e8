import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { ContentListPage } from '../content/ContentList'
import { isContentAdmin } from '../content/form.server'
import { listTheoreticals } from '../content/theoretical-admin.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:theoretical.title', description: 'content:theoretical.description' },
}

/** "content: theoretical exercises" (docs/product.md#learning-content; create_content). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireContentCreator(request)
  return {
    exercises: await listTheoreticals(user, requestLng(request)),
    admin: isContentAdmin(user),
    prefix: requestPrefix(request),
  }
}

export default function Theoreticals() {
  const { exercises, admin, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  return (
    <ContentListPage
      title={t('theoretical.title')}
      newHref={`/${prefix}/content/theoretical-exercises/new`}
      newLabel={t('theoretical.new')}
      intro={admin ? t('theoretical.introAdmin') : t('theoretical.intro')}
      empty={exercises.length === 0 ? t('theoretical.empty') : null}
      columns={[
        t('theoretical.exercise'),
        t('theoretical.questions'),
        t('theoretical.lessons'),
        ...(admin ? [t('theoretical.author')] : []),
      ]}
    >
      {exercises.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <a href={`/${prefix}/content/theoretical-exercises/${row.id}`}>{row.title}</a>
          </th>
          <td>{row.questions}</td>
          <td>{row.lessons}</td>
          {admin ? <td>{row.author ?? '—'}</td> : null}
        </tr>
      ))}
    </ContentListPage>
  )
}
