// The running scoreboard's freshness (issue 16): when the board was computed and a plain "Refresh" link, which
// reloads the page without JavaScript — nothing reloads by itself then (a meta refresh moved the page under a
// reader and could not be paused; WCAG 2.2.1). With JavaScript the route hydrates and this island reloads the
// loader's data every minute (the board's cache lifetime, docs/product.md#competitions-organizers-and-scoreboard) in place, says so politely, and can be
// paused; the link then refreshes in place too.
import { useRevalidator } from '@remix-run/react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from './scoreboard-format'

/** docs/product.md#competitions-organizers-and-scoreboard: the board is cached for up to a minute, so a faster refresh would show nothing new. */
export const REFRESH_SECONDS = 60

export function ScoreboardRefresh({
  computedAt,
  lng,
  href,
}: { computedAt: string; lng: string; href: string }) {
  const { t } = useTranslation('scoreboard')
  const revalidator = useRevalidator()
  const [hydrated, setHydrated] = useState(false)
  const [paused, setPaused] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // The revalidator changes on every render; the timer reads the current one without restarting.
  const current = useRef(revalidator)
  current.current = revalidator
  const asked = useRef(false)
  const time = formatDateTime(computedAt, lng)

  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    if (paused) return
    const timer = window.setInterval(() => {
      // A hidden tab waits: nobody reads it, and a school's shared link is spared.
      if (!document.hidden && current.current.state === 'idle') current.current.revalidate()
    }, REFRESH_SECONDS * 1000)
    return () => window.clearInterval(timer)
  }, [paused])

  // A new board is announced; a refresh the reader asked for is confirmed even when the board is the same.
  const seen = useRef(computedAt)
  useEffect(() => {
    if (revalidator.state !== 'idle') return
    if (seen.current !== computedAt || asked.current) setAnnouncement(t('refresh.announce', { time }))
    seen.current = computedAt
    asked.current = false
  }, [computedAt, revalidator.state, time, t])

  const refreshNow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return
    event.preventDefault()
    asked.current = true
    revalidator.revalidate()
  }

  return (
    <span className="sb-refresh">
      {t('refresh.updated', { time })}{' '}
      <a href={href} onClick={refreshNow}>
        {t('refresh.now')}
      </a>
      {hydrated ? (
        <>
          {' '}
          <span>{t(paused ? 'refresh.paused' : 'refresh.auto')}</span>{' '}
          <button
            type="button"
            className="button button--ghost sb-refresh-toggle"
            onClick={() => setPaused(!paused)}
          >
            {t(paused ? 'refresh.resume' : 'refresh.pause')}
          </button>
        </>
      ) : null}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </span>
  )
}
