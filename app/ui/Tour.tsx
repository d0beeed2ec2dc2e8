import { useTranslation } from 'react-i18next'
import { TOURS, type TourName } from '~/app/kernel/people/tours'
import type { TourAction } from './tour-steps'

// Guided tours (issue 22). The link is server-rendered for everyone: without JavaScript it is the tour. For who
// still gets the tour (logged in, not dismissed: the loader's `tourIsland`, app/ui/tour.server.ts) the page also
// carries the card and its steps as a <template>, which the plain module tour-island.ts shows (ADR 031): the
// page hydrates nothing for it. The link's words are in `common` (every page has them); the card's in `tours`.

/** "How this page works": the server-rendered explanation of the same steps (modules/live). */
export function TourLink({ tour, prefix }: { tour: TourName; prefix: string }) {
  const { t } = useTranslation('common')
  return (
    <p className="tour-link">
      <a href={`/${prefix}/tours/${tour}`}>{t('tour.howItWorks')}</a>
    </p>
  )
}

/** The card's buttons, each with its words in `tours`: tour-island.ts shows those of the step (tour-steps.ts). */
const ACTIONS: [TourAction, string][] = [
  ['back', 'button button--ghost'],
  ['next', 'button'],
  ['done', 'button'],
  ['close', 'button button--ghost tour-card-close'],
]

/**
 * The tour's card and every step, inert until tour-island.ts clones them (a <template>'s content is never shown
 * nor read out). The island keeps the steps whose element is on the page, so the count is a pattern it fills.
 */
export function TourTemplate({ tour, prefix }: { tour: TourName; prefix: string }) {
  const { t } = useTranslation('tours')
  const steps = TOURS[tour]
  const title = (step: string) => t(`tours.${tour}.steps.${step}.title`)
  const text = (step: string) => t(`tours.${tour}.steps.${step}.text`)
  // The heading and text of the first step, which the island writes over with the first one on the page.
  return (
    <template data-tour-card={tour} data-count={t('step', { n: '{n}', total: '{total}' })}>
      <section className="tour-card" role="dialog" aria-modal="false" aria-labelledby="tour-card-title">
        <p className="tour-card-count" />
        <h2 id="tour-card-title" tabIndex={-1}>
          {title(steps[0])}
        </h2>
        <p data-slot="text">{text(steps[0])}</p>
        <div className="tour-card-actions">
          {ACTIONS.map(([action, className]) => (
            <button key={action} type="button" className={className} data-action={action}>
              {t(action)}
            </button>
          ))}
        </div>
        <p className="tour-card-more">
          <a href={`/${prefix}/tours/${tour}`}>{t('common:tour.howItWorks')}</a>
        </p>
      </section>
      <ol>
        {steps.map((step) => (
          <li key={step} data-step={step}>
            <h2>{title(step)}</h2>
            <p>{text(step)}</p>
          </li>
        ))}
      </ol>
    </template>
  )
}
