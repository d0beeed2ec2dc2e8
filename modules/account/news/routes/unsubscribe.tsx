import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { unsubscribe, unsubscriber } from '../news.server'

// /{lang}/news/unsubscribe?token=… — the link at the end of every news e-mail; works logged out. The GET only
// shows a confirmation (mail scanners follow links: a GET must not unsubscribe anyone); the button POSTs. Mail
// programs' own button (RFC 8058 List-Unsubscribe-Post) POSTs here too, with `List-Unsubscribe=One-Click`.

export const handle: RouteHandle = {
  i18n: ['common', 'privacy'],
  meta: { title: 'privacy:news.unsubscribeTitle', description: 'privacy:news.unsubscribeTitle' },
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

export function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request)
  return { prefix: requestPrefix(request), token, valid: unsubscriber(token) !== null }
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = unsubscriber(tokenOf(request))
  if (userId === null) return Response.json({ done: false }, { status: 400 })
  await unsubscribe(userId)
  return Response.json({ done: true })
}

export default function Unsubscribe() {
  const { prefix, token, valid } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const { t } = useTranslation('privacy')
  return (
    <article className="page narrow">
      <h1>{t('news.unsubscribeTitle')}</h1>
      {done?.done ? (
        <Notice tone="success">{t('news.unsubscribed')}</Notice>
      ) : !valid || done ? (
        <Notice tone="error">{t('news.badLink')}</Notice>
      ) : (
        <>
          <p>{t('news.unsubscribeQuestion')}</p>
          <Form method="post" action={`/${prefix}/news/unsubscribe?token=${encodeURIComponent(token)}`}>
            <button type="submit" className="button">
              {t('news.unsubscribeButton')}
            </button>
          </Form>
        </>
      )}
    </article>
  )
}
