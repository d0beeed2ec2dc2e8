import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'
import { NOTHING_YET, POLL_INTERVAL_MS } from '../../constants'
import { type StatusAnswer, fetchStatus } from '../../exercises/ui/workspace-client'
import type { StatusDetail } from '../../exercises/workspace-types'
import { StatusDetails } from './StatusDetails'
import { statusLinks, submissionPath } from './links'
import { pollStatus } from './poll'

/** What a submission reads as before its first answer. */
export function queuedDetail(id: number): StatusDetail {
  return {
    ...NOTHING_YET,
    id,
    exercise_id: 0,
    status: 'in_queue',
    log: [],
    level: 'easy',
    progress: { stage: 'queued' },
  }
}

export interface LiveStatusProps {
  id: number
  prefix: string
  returnTo: string | null
  /** Sent in a competition: no "next exercise" (the competition's problems are the way on). */
  inCompetition?: boolean
}

/**
 * The in-place status of a submission sent from the solution form. Rendered by the React workspace as it
 * polls, and on the server for the exercise page's island (routes/submission-status.tsx): one markup for both.
 */
export function LiveStatusView({
  id,
  prefix,
  returnTo,
  inCompetition = false,
  detail,
  problem = null,
}: LiveStatusProps & { detail: StatusDetail; problem?: number | null }) {
  const { t } = useTranslation('exercise')
  const links = statusLinks(detail, prefix)
  if (inCompetition) links.nextHref = null
  return (
    <section className="live-status card" aria-labelledby="live-status-title">
      <h2 id="live-status-title">{t('status.title', { id })}</h2>
      <div aria-live="polite" aria-busy={detail.status === 'in_queue'}>
        {/* The form is right above: "try again" goes back to it. */}
        <StatusDetails detail={detail} headingLevel={3} {...links} retryHref="#solution" />
      </div>
      {problem === 429 ? (
        <Notice tone="warning">
          <strong>{t('judge:errors.tooManyRequests.title')}</strong>{' '}
          {t('judge:errors.tooManyRequests.message')}
        </Notice>
      ) : problem === 401 ? (
        <Notice tone="error">
          <strong>{t('judge:errors.notLoggedIn.title')}</strong> {t('judge:errors.notLoggedIn.message')}
        </Notice>
      ) : problem === 404 ? (
        <Notice tone="error">{t('judge:errors.submissionNotFound')}</Notice>
      ) : null}
      <p>
        <a href={submissionPath(prefix, id, returnTo)}>{t('status.open')}</a>
      </p>
    </section>
  )
}

/** The status of a submission sent from this page, polled in place (a hydrated page's workspace). */
export function LiveStatus(props: LiveStatusProps) {
  const { id, prefix } = props
  const [detail, setDetail] = useState<StatusDetail | null>(null)
  const [problem, setProblem] = useState<number | null>(null)
  // A verdict changes what the page's loaders know (solved tag, the lesson's understood button).
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate

  useEffect(() => {
    setDetail(null)
    setProblem(null)
    return pollStatus<StatusAnswer>({
      fetchStatus: (wait) => fetchStatus(id, prefix, wait),
      // The server answers as soon as the status or stage changes (a bounded long poll, issue 16).
      token: (d) => d.token ?? d.status,
      initialToken: INITIAL_TOKEN,
      isPending: (d) => d.status === 'in_queue',
      onDetail: (d) => {
        setProblem(null)
        setDetail(d)
        if (d.status !== 'in_queue') revalidate.current()
      },
      onError: setProblem,
      interval: POLL_INTERVAL_MS,
    })
  }, [id, prefix])

  return <LiveStatusView {...props} detail={detail ?? queuedDetail(id)} problem={problem} />
}

/** The long poll's first token: what a submission just sent reads as (status.server.ts statusToken). */
export const INITIAL_TOKEN = 'in_queue:queued'
