import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'
import { NOTHING_YET, POLL_INTERVAL_MS } from '../../constants'
import type { StatusDetail } from '../../exercises/workspace-types'
import { StatusDetails } from './StatusDetails'
import { statusLinks, submissionPath } from './links'
import { type PollAnswer, pollStatus } from './poll'

type Answer = StatusDetail & { token?: string }

async function fetchStatus(id: number, prefix: string, wait?: string): Promise<PollAnswer<Answer>> {
  const query = new URLSearchParams({ locale: prefix })
  if (wait) query.set('wait', wait)
  const res = await fetch(`/api/programming-exercise/submission-status/${id}?${query}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
  if (!res.ok) return { ok: false, status: res.status }
  return { ok: true, detail: (await res.json()) as Answer }
}

/** The status of a submission sent from this page, polled in place (JavaScript only). */
export function LiveStatus({
  id,
  prefix,
  returnTo,
  inCompetition = false,
}: {
  id: number
  prefix: string
  returnTo: string | null
  /** Sent in a competition: no "next exercise" (the competition's problems are the way on). */
  inCompetition?: boolean
}) {
  const { t } = useTranslation('exercise')
  const [detail, setDetail] = useState<StatusDetail | null>(null)
  const [problem, setProblem] = useState<number | null>(null)
  // A verdict changes what the page's loaders know (solved tag, the lesson's understood button).
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate

  useEffect(() => {
    setDetail(null)
    setProblem(null)
    return pollStatus<Answer>({
      fetchStatus: (wait) => fetchStatus(id, prefix, wait),
      // The server answers as soon as the status or stage changes (a bounded long poll, issue 16).
      token: (d) => d.token ?? d.status,
      initialToken: 'in_queue:queued',
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

  const shown: StatusDetail = detail ?? {
    ...NOTHING_YET,
    id,
    exercise_id: 0,
    status: 'in_queue',
    log: [],
    level: 'easy',
    progress: { stage: 'queued' },
  }
  const links = statusLinks(shown, prefix)
  if (inCompetition) links.nextHref = null
  return (
    <section className="live-status card" aria-labelledby="live-status-title">
      <h2 id="live-status-title">{t('status.title', { id })}</h2>
      <div aria-live="polite" aria-busy={shown.status === 'in_queue'}>
        {/* The form is right above: "try again" goes back to it. */}
        <StatusDetails detail={shown} headingLevel={3} {...links} retryHref="#solution" />
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
