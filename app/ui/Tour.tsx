import { type ComponentType, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TourName } from '~/app/kernel/people/tours'

// Guided tours (issue 22). The link is server-rendered for everyone: without JavaScript it is the tour. The
// island is rendered only when the loader says so (logged in, not dismissed) and the route hydrates only then;
// its card and its strings (namespace `tours`) are fetched after hydration, so a page that hydrates anyway (the
// exercise page) pays nothing more for users who dismissed the tour. The link's words are in `common` for that.

/** "How this page works": the server-rendered explanation of the same steps (modules/live). */
export function TourLink({ tour, prefix }: { tour: TourName; prefix: string }) {
  const { t } = useTranslation('common')
  return (
    <p className="tour-link">
      <a href={`/${prefix}/tours/${tour}`}>{t('tour.howItWorks')}</a>
    </p>
  )
}

type CardProps = { tour: TourName; prefix: string }

/** Renders nothing on the server; in the browser, loads and shows the tour's card. */
export function TourIsland({ tour, prefix, show }: CardProps & { show: boolean }) {
  const [Card, setCard] = useState<ComponentType<CardProps> | null>(null)
  useEffect(() => {
    if (!show) return
    let live = true
    import('./TourCard').then((m) => {
      if (live) setCard(() => m.TourCard)
    })
    return () => {
      live = false
    }
  }, [show])
  return show && Card ? <Card tour={tour} prefix={prefix} /> : null
}
