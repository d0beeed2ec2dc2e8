// The solution form's calls to the server with JavaScript, in one place for both ways the form is enhanced:
// the React workspace of a hydrated page (SolutionForm, a programming lesson) and the framework-free island of
// the exercise page (solution-island.ts, ADR 031). Plain functions over fetch: no React, no DOM beyond the form.
import type { CustomRunView, StatusDetail } from '../workspace-types'

/** Why the server did not take a submission or a custom run, as the form's notice will say it. */
export type Refusal =
  | { kind: 'notLoggedIn' }
  /** 429, a server error or no answer at all (docs/product.md#judge-submissions: the too-many notice). */
  | { kind: 'tooMany' }
  /** Refused with the server's own words; 403 is "PRO needed" (the notice links to the subscription). */
  | { kind: 'refused'; title?: string; message?: string; pro: boolean }

export type Outcome<T> = ({ ok: true } & T) | { ok: false; refusal: Refusal }

/** The form's fields as an urlencoded body (what the action reads with or without JavaScript). */
export function formBody(form: HTMLFormElement, intent: 'draft' | 'submit' | 'run') {
  const body = new URLSearchParams()
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string' && key !== 'intent') body.append(key, value)
  })
  body.set('intent', intent)
  return body
}

const JSON_ACCEPT = { Accept: 'application/json' }

/** Saves the draft through the form's own action, answered as JSON; false when it did not work. */
export async function postDraft(form: HTMLFormElement): Promise<boolean> {
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      body: formBody(form, 'draft'),
      headers: JSON_ACCEPT,
      credentials: 'same-origin',
    })
    return res.ok
  } catch {
    return false
  }
}

function refusalOf(status: number, body: { title?: string; message?: string }): Refusal {
  if (status === 401) return { kind: 'notLoggedIn' }
  if (status === 429 || status >= 500) return { kind: 'tooMany' }
  return { kind: 'refused', title: body.title, message: body.message, pro: status === 403 }
}

async function jsonOf<T>(res: Response): Promise<T & { title?: string; message?: string }> {
  return (await res.json().catch(() => ({}))) as T & { title?: string; message?: string }
}

/** Sends the solution through the submit API: the new submission's id, or why not. */
export async function sendSolution(
  form: HTMLFormElement,
  exerciseId: number,
  prefix: string,
): Promise<Outcome<{ id: number }>> {
  const fields = new FormData(form)
  let res: Response
  try {
    res = await fetch(`/api/programming-exercise/${exerciseId}/submit?locale=${prefix}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...JSON_ACCEPT },
      credentials: 'same-origin',
      body: JSON.stringify({
        language: fields.get('language'),
        code: fields.get('code'),
        exercise_id: exerciseId,
        submittingTime: new Date().toISOString(),
        // Competition mode: the same hidden field the form posts without JavaScript.
        competition_id: fields.get('competition_id') || null,
      }),
    })
  } catch {
    return { ok: false, refusal: { kind: 'tooMany' } }
  }
  const body = await jsonOf<{ id?: number }>(res)
  if (res.ok && typeof body.id === 'number') return { ok: true, id: body.id }
  return { ok: false, refusal: refusalOf(res.status, body) }
}

/** A custom test through the API (without JavaScript the form lands on the run's own page). */
export async function runCustom(
  form: HTMLFormElement,
  exerciseId: number,
  prefix: string,
): Promise<Outcome<{ run: CustomRunView }>> {
  let res: Response
  try {
    res = await fetch(`/api/programming-exercise/${exerciseId}/run?locale=${prefix}`, {
      method: 'POST',
      body: formBody(form, 'run'),
      headers: JSON_ACCEPT,
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, refusal: { kind: 'tooMany' } }
  }
  const body = await jsonOf<{ run?: CustomRunView }>(res)
  if (res.ok && body.run) return { ok: true, run: body.run }
  return { ok: false, refusal: refusalOf(res.status, body) }
}

export type StatusAnswer = StatusDetail & { token?: string }

/** The submit API's status of one submission; `wait`: the token of the last answer (long poll). */
export async function fetchStatus(id: number, prefix: string, wait?: string) {
  const query = new URLSearchParams({ locale: prefix })
  if (wait) query.set('wait', wait)
  const res = await fetch(`/api/programming-exercise/submission-status/${id}?${query}`, {
    headers: JSON_ACCEPT,
    credentials: 'same-origin',
  })
  if (!res.ok) return { ok: false as const, status: res.status }
  return { ok: true as const, detail: (await res.json()) as StatusAnswer }
}
