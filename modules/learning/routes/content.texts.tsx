import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { ContentListPage } from '../content/ContentList'
import { isContentAdmin } from '../content/form.server'
import { listTexts } from '../content/texts.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:texts.title', description: 'content:texts.description' },
}

/** "content: texts" (docs/product.md#learning-content; create_content). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireContentCreator(request)
  return {
    texts: await listTexts(user, requestLng(request)),
    admin: isContentAdmin(user),
    prefix: requestPrefix(request),
  }
}

export default function Texts() {
  const { texts, admin, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  return (
    <ContentListPage
      title={t('texts.title')}
      newHref={`/${prefix}/content/texts/new`}
      newLabel={t('texts.new')}
      intro={admin ? t('texts.introAdmin') : t('texts.intro')}
      empty={texts.length === 0 ? t('texts.empty') : null}
      columns={[t('texts.text'), t('texts.lessons'), ...(admin ? [t('texts.author')] : [])]}
    >
      {texts.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <a href={`/${prefix}/content/texts/${row.id}`}>{row.title}</a>
            {row.is_tutorial ? (
              <>
                {' '}
                <span className="tag">{t('texts.tutorial')}</span>
              </>
            ) : null}
          </th>
          <td>{row.lessons}</td>
          {admin ? <td>{row.author ?? '—'}</td> : null}
        </tr>
      ))}
    </ContentListPage>
  )
}
