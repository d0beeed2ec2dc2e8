import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/auth/guards.server'
import { dateFormatter } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { userCertificates } from '../progress/certificates.server'

export const handle: RouteHandle = {
  i18n: ['common', 'progress'],
  meta: { title: 'progress:certificates.title', description: 'progress:certificates.description' },
}

/** The user's certificates. Nothing here checks PRO: certificates stay after a subscription ends (docs/product.md#learning-progress). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const lng = requestLng(request)
  const date = dateFormatter(lng, { dateStyle: 'long', timeZone: 'UTC' })
  const certificates = (await userCertificates(user.id)).map((c) => ({
    code: c.code,
    courseTitle: lng === 'en-GB' ? c.courseTitle.gb : c.courseTitle.br,
    workloadHours: c.workloadHours,
    issuedOn: date.format(new Date(c.issuedAt)),
  }))
  return { prefix: requestPrefix(request), certificates }
}

export default function Certificates() {
  const { prefix, certificates } = useLoaderData<typeof loader>()
  const { t } = useTranslation('progress')
  return (
    <article className="page">
      <h1>{t('certificates.title')}</h1>
      <p className="lead">{t('certificates.intro')}</p>
      {certificates.length === 0 ? (
        <>
          <p>{t('certificates.none')}</p>
          <a className="button" href={`/${prefix}/courses`}>
            {t('certificates.browseCourses')}
          </a>
        </>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('certificates.course')}</th>
              <th scope="col">{t('certificates.workload')}</th>
              <th scope="col">{t('certificates.issued')}</th>
              <th scope="col">{t('certificates.code')}</th>
            </tr>
          </thead>
          <tbody>
            {certificates.map((c) => (
              <tr key={c.code}>
                <th scope="row">{c.courseTitle}</th>
                <td>{t('certificates.hours', { count: c.workloadHours })}</td>
                <td>{c.issuedOn}</td>
                <td>
                  <a href={`/${prefix}/certificate/${c.code}`}>
                    <code>{c.code}</code>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  )
}
