import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'

// /{lang}/user/privacy/deleted: where "delete my account" lands (the session has just ended). Public; the date
// comes from the address and is only shown back (a bad one shows the message without it).

export const handle: RouteHandle = {
  i18n: ['common', 'privacy'],
  meta: { title: 'privacy:deleted.title', description: 'privacy:deleted.title' },
}

export function loader({ request }: LoaderFunctionArgs) {
  const until = new URL(request.url).searchParams.get('until') ?? ''
  const valid = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(until) && !Number.isNaN(Date.parse(until))
  return { prefix: requestPrefix(request), lng: requestLng(request), until: valid ? until : null }
}

export default function AccountDeleted() {
  const { prefix, lng, until } = useLoaderData<typeof loader>()
  const { t } = useTranslation('privacy')
  return (
    <article className="page narrow privacy-page">
      <h1>{t('deleted.title')}</h1>
      <Notice tone="info">
        {until ? t('deleted.until', { date: formatDay(until, lng) }) : t('deleted.soon')}
      </Notice>
      <p>
        <a href={`/${prefix}/login?login=true`}>{t('deleted.login')}</a>
      </p>
    </article>
  )
}
