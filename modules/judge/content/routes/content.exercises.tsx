import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isJudgeStaff } from '../../access'
import { myExercises } from '../exercise-admin.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:exercises.title', description: 'content:exercises.description' },
}

/** User menu (docs/product.md#judge-exercises), content creators: "my programming exercises". Staff see everyone's. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return {
    exercises: await myExercises(user, requestLng(request)),
    staff: isJudgeStaff(user),
    prefix: requestPrefix(request),
  }
}

export default function MyExercises() {
  const { exercises, staff, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  return (
    <article className="page content-page">
      <div className="content-heading">
        <h1>{t('exercises.title')}</h1>
        <a className="button" href={`/${prefix}/content/exercises/new`}>
          {t('exercises.new')}
        </a>
      </div>
      <p className="lead">{staff ? t('exercises.introStaff') : t('exercises.intro')}</p>
      {exercises.length === 0 ? (
        <p className="content-empty">{t('exercises.empty')}</p>
      ) : (
        <div className="content-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('exercises.exercise')}</th>
                <th scope="col">{t('exercises.visibility')}</th>
                <th scope="col">{t('exercises.tests')}</th>
                <th scope="col">{t('exercises.solvers')}</th>
                {staff ? <th scope="col">{t('exercises.author')}</th> : null}
                <th scope="col">
                  <span className="visually-hidden">{t('exercises.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {exercises.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <a href={`/${prefix}/exercise/${e.id}`}>{e.title}</a>
                  </th>
                  <td>
                    <span className="tag">{t(`visibility.${e.visibility}`)}</span>
                  </td>
                  <td>
                    {e.has_package
                      ? t('exercises.testCount', { count: e.test_count })
                      : t('exercises.noPackage')}
                  </td>
                  <td>{e.solvers}</td>
                  {staff ? <td>{e.author_name ?? '—'}</td> : null}
                  <td>
                    {/* An aria-label, not a hidden span: nothing absolutely placed inside the scrolling table. */}
                    <a
                      href={`/${prefix}/exercise/${e.id}/edit`}
                      aria-label={t('exercises.editLabel', { title: e.title })}
                    >
                      {t('exercises.edit')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
