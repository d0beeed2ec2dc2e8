// The guided tour's card without the framework (issue 22, ADR 031): the rules the plain module tour-island.ts
// follows, kept apart from its DOM code so they run under Node in tests. Imported at run time by tour-island.ts
// ONLY (Tour.tsx takes a type): a module that React code imports too would sit in the framework chunk
// (vite.config.ts), and the tour would bring the framework along.

/** The buttons of the card at a step, in the card's order: back (not on the first), next or done, close. */
export type TourAction = 'back' | 'next' | 'done' | 'close'

export function actionsAt(index: number, total: number): TourAction[] {
  return [...(index > 0 ? (['back'] as const) : []), index >= total - 1 ? 'done' : 'next', 'close']
}

/**
 * "Step n of total" from the server's pattern (the `tours:step` translation rendered with `{n}` and `{total}` in
 * place of the numbers: the server cannot count the steps, only the page's own elements decide which show).
 */
export function stepLabel(pattern: string, n: number, total: number): string {
  return pattern.replace('{n}', String(n)).replace('{total}', String(total))
}

/**
 * Sent with the dismissal, as every island's script call: SCRIPT_CALL_HEADERS (app/kernel/requests/script-call.ts),
 * written out because that module is in the framework chunk (the shell's bell imports it); a test keeps them
 * equal.
 */
export const DISMISS_HEADERS = { 'X-Requested-With': 'fetch' } as const

export const dismissUrl = (tour: string) => `/api/tours/${encodeURIComponent(tour)}/dismiss`
