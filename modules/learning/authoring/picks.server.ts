// Picking rows with checkboxes, without JS (the source editor's exercises, the subject editor's lessons): the
// form lists the current picks (checked) and a search's results (unchecked), each also named in a hidden
// `shown` field. Saving keeps what was checked and every current pick the form did not show, so a search that
// hides some picks never drops them.
import { rowIdParam } from '../hub/authored.server'

const ids = (values: FormDataEntryValue[]) =>
  values.map((v) => rowIdParam(typeof v === 'string' ? v : '')).filter((id) => id > 0)

export function pickedIds(form: FormData, current: number[]): number[] {
  const checked = ids(form.getAll('pick'))
  const shown = new Set(ids(form.getAll('shown')))
  return [...new Set([...current.filter((id) => !shown.has(id)), ...checked])]
}

/** The search box's text: trimmed, at most 100 characters. */
export const searchText = (request: Request) =>
  (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
