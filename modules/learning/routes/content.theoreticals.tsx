import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { isContentAdmin } from '../content/form.server'
import { listTheoreticals } from '../content/theoretical-admin.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:theoretical.title', description: 'content:theoretical.description' },
}

/** Spec §2 "content: theoretical exercises" (create_content). */
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
    <article className="page content-page">
      <div className="content-heading">
        <h1>{t('theoretical.title')}</h1>
        <a className="button" href={`/${prefix}/content/theoretical-exercises/new`}>
          {t('theoretical.new')}
        </a>
      </div>
      <p className="lead">{admin ? t('theoretical.introAdmin') : t('theoretical.intro')}</p>
      {exercises.length === 0 ? (
        <p className="content-empty">{t('theoretical.empty')}</p>
      ) : (
        <div className="content-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('theoretical.exercise')}</th>
                <th scope="col">{t('theoretical.questions')}</th>
                <th scope="col">{t('theoretical.lessons')}</th>
                {admin ? <th scope="col">{t('theoretical.author')}</th> : null}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
