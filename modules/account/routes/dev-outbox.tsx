import { timingSafeEqual } from 'node:crypto'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { recentMail } from '~/app/kernel/people/mail.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { env } from '~/app/kernel/runtime/env.server'

export const handle: RouteHandle = { i18n: ['common', 'account'], meta: { title: 'account:outbox.title' } }

/** Compares in constant time, so the key cannot be found a character at a time. */
function keyMatches(given: string | null, key: string) {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Development only: with no SMTP configured, mail waits in outgoing_mail and is shown here so a
 * password reset can be completed locally. Off unless TRILHA_DEV_OUTBOX=1 (set by `npm start`), and then
 * only at `?key=` the random key `npm start` prints: it lists everyone's reset links, so without the key
 * it is the same 404 as when it is off, whoever asks and whatever address the server listens on.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { devOutboxKey } = env()
  if (!devOutboxKey || !keyMatches(new URL(request.url).searchParams.get('key'), devOutboxKey)) {
    throw new Response('Not Found', { status: 404 })
  }
  // `?to=` narrows the list to one address.
  const mail = await recentMail(30, new URL(request.url).searchParams.get('to') || undefined)
  return {
    mail: mail.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      at: m.created_at,
    })),
  }
}

export default function DevOutbox() {
  const { mail } = useLoaderData<typeof loader>()
  const { t } = useTranslation('account')
  return (
    <article className="page">
      <h1>{t('outbox.title')}</h1>
      <p className="lead">{t('outbox.description')}</p>
      {mail.length === 0 ? <p>{t('outbox.empty')}</p> : null}
      <ol className="outbox" reversed>
        {mail.map((m) => (
          <li key={m.id} className="card" data-to={m.to}>
            <p>
              <strong>{m.subject}</strong> — {m.to} <time dateTime={m.at}>{m.at}</time>
            </p>
            <pre className="outbox-body">{m.text}</pre>
          </li>
        ))}
      </ol>
    </article>
  )
}

/** Reset links are in it: no cache may keep a copy. */
export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
