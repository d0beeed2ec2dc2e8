import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { pageKeyOf } from '../pages'

export const handle: RouteHandle = { i18n: ['common', 'site'] }

/** A page whose module has not landed yet: says so plainly, in both locales, with a 200. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await tFor(request, ['site', 'common'])
  const prefix = requestPrefix(request)
  const key = pageKeyOf(new URL(request.url).pathname.slice(prefix.length + 1))
  const title = t(`site:pages.${key}`)
  return { key, prefix, meta: { title, description: t('site:comingSoon.description', { page: title }) } }
}

export default function ComingSoon() {
  const { key, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('site')
  return (
    <article className="page narrow coming-soon">
      <h1>{t(`pages.${key}`)}</h1>
      <p className="lead">{t('comingSoon.message')}</p>
      <p>
        <a className="button" href={`/${prefix}/dashboard`}>
          {t('comingSoon.back')}
        </a>
      </p>
    </article>
  )
}
