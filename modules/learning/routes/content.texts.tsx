import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { isContentAdmin } from '../content/form.server'
import { listTexts } from '../content/texts.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:texts.title', description: 'content:texts.description' },
}

/** Spec §2 "content: texts" (create_content). */
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
    <article className="page content-page">
      <div className="content-heading">
        <h1>{t('texts.title')}</h1>
        <a className="button" href={`/${prefix}/content/texts/new`}>
          {t('texts.new')}
        </a>
      </div>
      <p className="lead">{admin ? t('texts.introAdmin') : t('texts.intro')}</p>
      {texts.length === 0 ? (
        <p className="content-empty">{t('texts.empty')}</p>
      ) : (
        <div className="content-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('texts.text')}</th>
                <th scope="col">{t('texts.lessons')}</th>
                {admin ? <th scope="col">{t('texts.author')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {texts.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <a href={`/${prefix}/content/texts/${row.id}`}>{row.title}</a>
                    {row.is_tutorial ? <span className="tag">{t('texts.tutorial')}</span> : null}
                  </th>
                  <td>{row.lessons}</td>
                  {admin ? <td>{row.author ?? '—'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
