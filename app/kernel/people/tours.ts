// Guided tours (issue 22; docs/product.md#live-classes): short tours for first-time users. Client-safe: the
// island (app/ui/Tour.tsx) and the "how this page works" page (modules/live) read the same steps. A step
// points at the element of its page carrying `data-tour="<step>"`; a step whose element is not on the page
// (no competitions, a locked exercise) is skipped by the island and still explained on the page.

export const TOURS = {
  dashboard: ['summary', 'continue', 'study-week', 'levels', 'cards'],
  courses: ['tracks', 'card', 'professional'],
  exercise: ['statement', 'samples', 'facts', 'solution'],
} as const satisfies Record<string, readonly string[]>

export type TourName = keyof typeof TOURS

export const TOUR_NAMES = Object.keys(TOURS) as TourName[]

export function isTour(value: unknown): value is TourName {
  return typeof value === 'string' && Object.hasOwn(TOURS, value)
}

/** Where each tour's page is, for the explanation page's "back to the page" link. */
export const TOUR_PAGES: Record<TourName, string> = {
  dashboard: 'dashboard',
  courses: 'courses',
  exercise: 'exercises',
}
