import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TOURS, type TourName } from '~/app/kernel/people/tours'
import { SCRIPT_CALL_HEADERS } from '~/app/kernel/requests/script-call'

// The tour's card (issue 22), loaded by TourIsland only for users who get the tour. It outlines the element of
// each step (`data-tour`), scrolls it into view and says what it is; back, next, close. Closing or finishing
// tells the server (POST, same origin: the HTTP guard refuses other origins), so the page stops hydrating for it.

const ACTIVE = 'data-tour-active'

export function TourCard({ tour, prefix }: { tour: TourName; prefix: string }) {
  // The namespace is not among the route's: it is fetched here, only for those who get the tour.
  const { t, ready } = useTranslation('tours', { useSuspense: false })
  const [steps, setSteps] = useState<string[]>([])
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(true)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // Only the steps whose element is on this page (a student without competitions, a closed contest…).
  useEffect(() => {
    setSteps(TOURS[tour].filter((step) => document.querySelector(`[data-tour="${step}"]`)))
  }, [tour])

  const step = steps[index]
  useEffect(() => {
    if (!open || !step || !ready) return
    const target = document.querySelector<HTMLElement>(`[data-tour="${step}"]`)
    target?.setAttribute(ACTIVE, '')
    // 'nearest': no jump when the part is already on screen (a student may be typing in the editor).
    target?.scrollIntoView({ block: 'nearest' })
    // The first step leaves the focus where it is; after back/next it follows the text being read.
    if (moved.current) heading.current?.focus()
    return () => target?.removeAttribute(ACTIVE)
  }, [open, step, ready])

  if (!open || !step || !ready) return null
  const close = () => {
    setOpen(false)
    // Remembered on the server; a failure only means the tour comes back next time.
    fetch(`/api/tours/${tour}/dismiss`, {
      method: 'POST',
      headers: SCRIPT_CALL_HEADERS,
      credentials: 'same-origin',
    }).catch(() => {})
  }
  const go = (to: number) => {
    moved.current = true
    setIndex(to)
  }
  const last = index === steps.length - 1
  return (
    <section
      className="tour-card"
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-card-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close()
      }}
    >
      <p className="tour-card-count">{t('step', { n: index + 1, total: steps.length })}</p>
      <h2 id="tour-card-title" ref={heading} tabIndex={-1}>
        {t(`tours.${tour}.steps.${step}.title`)}
      </h2>
      <p>{t(`tours.${tour}.steps.${step}.text`)}</p>
      <div className="tour-card-actions">
        {index > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => go(index - 1)}>
            {t('back')}
          </button>
        ) : null}
        {last ? (
          <button type="button" className="button" onClick={close}>
            {t('done')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => go(index + 1)}>
            {t('next')}
          </button>
        )}
        <button type="button" className="button button--ghost tour-card-close" onClick={close}>
          {t('close')}
        </button>
      </div>
      <p className="tour-card-more">
        <a href={`/${prefix}/tours/${tour}`}>{t('common:tour.howItWorks')}</a>
      </p>
    </section>
  )
}
