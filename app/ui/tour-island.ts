// The guided tour's card (issue 22) as a plain module (ADR 031): the dashboard, the courses page and the exercise
// page hydrated React, Remix and i18next (~115 KiB) only to show it. The server renders the card and every step
// in the page's language inside a <template> (app/ui/Tour.tsx, TourTemplate); this module only shows it: the
// steps whose element (`data-tour`) is on the page, the current one outlined and scrolled into view; back, next,
// close, Escape. Closing or finishing tells the server, so the card (and this script) stop coming. Without
// JavaScript nothing here runs: the "how this page works" link is the tour.
import { DISMISS_HEADERS, actionsAt, dismissUrl, stepLabel } from './tour-steps'

const ACTIVE = 'data-tour-active'

function start(template: HTMLTemplateElement) {
  const tour = template.dataset.tourCard ?? ''
  const content = template.content.cloneNode(true) as DocumentFragment
  const card = content.querySelector<HTMLElement>('.tour-card')
  const steps = [...content.querySelectorAll<HTMLElement>('[data-step]')].filter((step) =>
    document.querySelector(`[data-tour="${step.dataset.step}"]`),
  )
  const count = card?.querySelector<HTMLElement>('.tour-card-count')
  const heading = card?.querySelector<HTMLElement>('h2')
  const text = card?.querySelector<HTMLElement>('[data-slot="text"]')
  const actions = card?.querySelector<HTMLElement>('.tour-card-actions')
  if (!card || !count || !heading || !text || !actions || steps.length === 0) return
  const buttons = new Map(
    [...actions.querySelectorAll<HTMLButtonElement>('[data-action]')].map((b) => [b.dataset.action, b]),
  )
  let index = 0
  let target: HTMLElement | null = null

  const show = (moved: boolean) => {
    target?.removeAttribute(ACTIVE)
    const step = steps[index]
    count.textContent = stepLabel(template.dataset.count ?? '', index + 1, steps.length)
    heading.textContent = step.querySelector('h2')?.textContent ?? ''
    text.textContent = step.querySelector('p')?.textContent ?? ''
    actions.replaceChildren(...actionsAt(index, steps.length).flatMap((a) => buttons.get(a) ?? []))
    target = document.querySelector<HTMLElement>(`[data-tour="${step.dataset.step}"]`)
    target?.setAttribute(ACTIVE, '')
    // 'nearest': no jump when the part is already on screen (a student may be typing in the editor).
    target?.scrollIntoView({ block: 'nearest' })
    // The first step leaves the focus where it is; after back/next it follows the text being read.
    if (moved) heading.focus()
  }
  const go = (to: number) => {
    index = to
    show(true)
  }
  const close = () => {
    card.remove()
    target?.removeAttribute(ACTIVE)
    // Remembered on the server; a failure only means the tour comes back next time.
    fetch(dismissUrl(tour), { method: 'POST', headers: DISMISS_HEADERS, credentials: 'same-origin' }).catch(
      () => {},
    )
  }
  buttons.get('back')?.addEventListener('click', () => go(index - 1))
  buttons.get('next')?.addEventListener('click', () => go(index + 1))
  buttons.get('done')?.addEventListener('click', close)
  buttons.get('close')?.addEventListener('click', close)
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
  })
  template.after(card)
  show(false)
}

const template = document.querySelector<HTMLTemplateElement>('template[data-tour-card]')
if (template) start(template)
