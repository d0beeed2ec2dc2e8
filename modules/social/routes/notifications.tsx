import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  data,
  redirect,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { formatInZone } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { answerRequestNotification } from '../friends/friends-actions.server'
import { type NotificationItem, listNotifications, markSeenAfterGet } from '../notifications.server'

export const handle: RouteHandle = {
  i18n: ['common', 'social'],
  meta: { title: 'social:notifications.title', description: 'social:notifications.description' },
}

export interface NotificationsPageData {
  notifications: NotificationItem[]
}

/** The page reads and then writes (the read receipt): no cache may keep or share it. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' }

function formatDate(iso: string, lng: string): string {
  return formatInZone(iso, lng, { dateStyle: 'medium', timeStyle: 'short' })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/**
 * /{lang}/notifications — logged in only; visitors go to the login page and come back here.
 * Opening the notifications resets the bell's count to 0 (docs/product.md#social-notifications): a read
 * receipt, idempotent, queued on the kernel's one path for GET-side writes (app/kernel/runtime/get-writes.server.ts)
 * after reading which ones were new, so this response still marks them; the same rule as
 * `/api/notification/all`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const prefix = requestPrefix(request)
  if (!user) throw loginRedirect(request)
  const notifications = await listNotifications(user.id, requestLng(request), prefix)
  markSeenAfterGet({ userId: user.id })
  const body: NotificationsPageData = { notifications }
  return data(body, { headers: NO_STORE })
}

/**
 * Confirm or reject the friend request behind one of the user's notifications (intent + notification id);
 * the notification is gone afterwards (docs/product.md#social-notifications). Someone else's notification, or another type: 404.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const raw = String(form.get('notification') ?? '')
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0
  if (intent !== 'confirm' && intent !== 'reject') throw new Response('Bad Request', { status: 400 })
  const done = id ? await answerRequestNotification({ id: user.id, name: user.name }, id, intent) : null
  if (!done) throw new Response('Not Found', { status: 404 })
  return redirect(`/${requestPrefix(request)}/notifications`)
}

export default function Notifications() {
  const { notifications } = useLoaderData() as NotificationsPageData
  const { t } = useTranslation('social')
  return (
    <article className="page narrow notifications-page">
      <h1>{t('notifications.title')}</h1>
      {notifications.length === 0 ? (
        <p className="lead notifications-empty">{t('notifications.empty')}</p>
      ) : (
        <>
          <p className="lead">{t('notifications.lead')}</p>
          <ol className="notification-list" role="list" aria-label={t('notifications.listLabel')}>
            {notifications.map((n) => (
              <NotificationEntry key={n.id} item={n} />
            ))}
          </ol>
        </>
      )}
    </article>
  )
}

function NotificationEntry({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation('social')
  return (
    <li
      id={`notification-${item.id}`}
      className={item.is_new ? 'notification notification--new' : 'notification'}
      data-type={item.type}
    >
      <p className="notification-text">
        {item.is_new ? <span className="tag notification-new">{t('notifications.new')}</span> : null}
        {item.view.href ? <a href={item.view.href}>{item.view.text}</a> : <span>{item.view.text}</span>}
      </p>
      <time className="notification-date" dateTime={item.created}>
        {formatDate(item.created, i18n.language)}
      </time>
      {item.view.requester ? (
        <div className="notification-actions">
          {(['confirm', 'reject'] as const).map((intent) => (
            <Form key={intent} method="post" className="notification-form">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="notification" value={item.id} />
              <button type="submit" className={intent === 'confirm' ? 'button' : 'button button--ghost'}>
                {t(`notifications.${intent}`)}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
    </li>
  )
}
