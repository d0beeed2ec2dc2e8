import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { badgeCount } from '~/app/kernel/auth/policy'
import { type Prefix, formatInZone } from '~/app/kernel/i18n/locale'
import { SCRIPT_CALL_HEADERS } from '~/app/kernel/requests/script-call'
import { useDialogLink } from '~/app/ui/dialog-link'
import { type ShellData, badgeLabel, hrefFor } from './Shell'
import { Icon } from './icons'

/** What the dialog reads of `/api/notification/all` (modules/social's listNotifications). */
export interface BellItem {
  id: number
  type: string
  is_new: boolean
  created: string
  view: { text: string; href: string | null; requester?: number }
}

export const notificationsApi = (prefix: Prefix) => `/api/notification/all?locale=${prefix}`
export const friendAnswerApi = (id: number, decision: 'confirm' | 'reject') =>
  `/api/notification/${id}/friend/${decision}`

/**
 * The notifications bell (docs/product.md#site-shell: top bar; 9+ above 9). The server renders a link to the notifications
 * page, which is all pages without JavaScript get. On hydrated pages a click opens the product's dialog
 * instead (600 px wide; opening it loads them all and resets the count to 0).
 */
export function Bell({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const { open, setOpen, link } = useDialogLink()
  const [count, setCount] = useState(data.badges.notifications)
  // A client navigation brings the root loader's fresh count.
  useEffect(() => setCount(data.badges.notifications), [data.badges.notifications])
  const badge = badgeCount(count)

  return (
    <>
      <a
        {...link}
        className="icon-button bell"
        href={hrefFor(data.prefix, '/notifications')}
        aria-label={badgeLabel(t, 'notifications', count)}
      >
        <Icon name="bell" />
        {badge ? (
          <span className="badge" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </a>
      {open ? (
        <BellDialog
          prefix={data.prefix}
          pageHref={hrefFor(data.prefix, '/notifications')}
          onSeen={() => setCount(0)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

/** The same zone as the notifications page, so one notification reads the same time in both. */
function formatDate(iso: string, lng: string) {
  return formatInZone(iso, lng, { dateStyle: 'medium', timeStyle: 'short' })
}

/** Mounted only once opened: the `social` translations load then, not on every hydrated page. */
function BellDialog({
  prefix,
  pageHref,
  onSeen,
  onClose,
}: { prefix: Prefix; pageHref: string; onSeen: () => void; onClose: () => void }) {
  const { t, i18n, ready } = useTranslation('social', { useSuspense: false })
  const dialog = useRef<HTMLDialogElement>(null)
  const [items, setItems] = useState<BellItem[] | null>(null)
  const [error, setError] = useState<'failed' | 'answerFailed' | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const seen = useRef(onSeen)

  // One load per opening. Not aborted on cleanup: the request marks them seen on the server, so a second one
  // (React's development double effect) would show nothing as new.
  const started = useRef(false)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    if (started.current) return
    started.current = true
    fetch(notificationsApi(prefix), { credentials: 'same-origin' })
      .then((res) =>
        res.ok ? (res.json() as Promise<BellItem[]>) : Promise.reject(new Error(`${res.status}`)),
      )
      .then((list) => {
        setItems(list)
        seen.current()
      })
      .catch(() => setError('failed'))
  }, [prefix])

  async function answer(id: number, decision: 'confirm' | 'reject') {
    setBusy(id)
    setError(null)
    try {
      const res = await fetch(friendAnswerApi(id, decision), {
        credentials: 'same-origin',
        headers: SCRIPT_CALL_HEADERS,
      })
      // 404: already answered elsewhere; either way the request is no longer there to answer.
      if (res.ok || res.status === 404) setItems((list) => list?.filter((n) => n.id !== id) ?? null)
      else setError('answerFailed')
    } catch {
      setError('answerFailed')
    } finally {
      setBusy(null)
    }
  }

  return (
    // A click on the backdrop lands on the <dialog> itself; Escape closes it natively (both fire `close`).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard path.
    <dialog
      ref={dialog}
      className="bell-dialog"
      aria-labelledby="bell-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close()
      }}
    >
      {ready ? body() : null}
    </dialog>
  )

  // A plain function, not a component: re-renders keep the buttons (and focus) in place.
  function body() {
    return (
      <>
        <div className="bell-dialog-head">
          <h2 id="bell-dialog-title">{t('notifications.title')}</h2>
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {t('notifications.dialog.close')}
          </button>
        </div>
        {error ? (
          <p className="notice notice--error" role="alert">
            {t(`notifications.dialog.${error}`)}
          </p>
        ) : null}
        {items === null ? (
          error ? null : (
            <p aria-live="polite">{t('notifications.dialog.loading')}</p>
          )
        ) : items.length === 0 ? (
          <p>{t('notifications.empty')}</p>
        ) : (
          <ol className="notification-list bell-dialog-list" role="list">
            {items.map((n) => (
              <li key={n.id} className={n.is_new ? 'notification notification--new' : 'notification'}>
                <p className="notification-text">
                  {n.is_new ? <span className="tag notification-new">{t('notifications.new')}</span> : null}
                  {n.view.href ? <a href={n.view.href}>{n.view.text}</a> : <span>{n.view.text}</span>}
                </p>
                <time className="notification-date" dateTime={n.created}>
                  {formatDate(n.created, i18n.language)}
                </time>
                {n.view.requester ? (
                  <div className="notification-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy === n.id}
                      onClick={() => answer(n.id, 'confirm')}
                    >
                      {t('notifications.confirm')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy === n.id}
                      onClick={() => answer(n.id, 'reject')}
                    >
                      {t('notifications.reject')}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <p className="bell-dialog-all">
          <a href={pageHref}>{t('notifications.dialog.seeAll')}</a>
        </p>
      </>
    )
  }
}
