import type { Lng } from '~/app/kernel/locale'
import type { SessionUser } from '~/app/kernel/policy'
import type { LatePolicy } from '~/db/schema-org'
import { isoToLocalInput, localInputToIso } from '~/modules/competitions'
import { listExercises, parseExerciseFilters } from '~/modules/judge'
import { type ListInput, type ListRow, exerciseTitles } from './lists.server'

// The exercise list form without JavaScript (docs/product.md#org): one form whose buttons search the catalogue,
// move a picked exercise up or down, or save. Searching and moving re-render the form with everything typed
// (nothing is written); only "save" writes. Picked exercises are the `item` checkboxes, in their order.

/** Lists are typed and read in São Paulo time whatever the page's language (the classes are Brazilian). */
export const LIST_ZONE = 'America/Sao_Paulo'
export const MAX_ITEMS = 50

export const LIST_FIELDS = [
  'title',
  'description',
  'startsAt',
  'endsAt',
  'latePolicy',
  'latePenalty',
  'q',
] as const
export type ListValues = Record<(typeof LIST_FIELDS)[number], string>
export type ListErrors = Partial<Record<'title' | 'startsAt' | 'endsAt' | 'latePenalty' | 'items', string>>

export function listValues(list: ListRow | undefined): ListValues {
  return {
    title: list?.title ?? '',
    description: list?.description ?? '',
    startsAt: list ? isoToLocalInput(list.starts_at, LIST_ZONE) : '',
    endsAt: list ? isoToLocalInput(list.ends_at, LIST_ZONE) : '',
    latePolicy: list?.late_policy ?? 'closed',
    latePenalty: String(list?.late_penalty ?? 0),
    q: '',
  }
}

export function readItems(form: FormData): number[] {
  const ids = form
    .getAll('item')
    .map((v) => String(v))
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number)
  return [...new Set(ids)].slice(0, MAX_ITEMS)
}

/** "up:12" / "down:12": the picked exercise moves one place. */
export function moveItem(items: number[], intent: string): number[] {
  const m = /^(up|down):(\d{1,9})$/.exec(intent)
  if (!m) return items
  const i = items.indexOf(Number(m[2]))
  const j = m[1] === 'up' ? i - 1 : i + 1
  if (i < 0 || j < 0 || j >= items.length) return items
  const out = [...items]
  ;[out[i], out[j]] = [out[j], out[i]]
  return out
}

export function readListForm(form: FormData): ListValues {
  return Object.fromEntries(
    LIST_FIELDS.map((k) => [k, String(form.get(k) ?? '').slice(0, 4000)]),
  ) as ListValues
}

/** The values as a list to save, or what is wrong with them (each field's error code). */
export function validateList(
  values: ListValues,
  items: number[],
): { input: ListInput } | { errors: ListErrors } {
  const errors: ListErrors = {}
  const title = values.title.trim()
  if (!title) errors.title = 'required'
  else if (title.length > 120) errors.title = 'tooLong'
  const startsAt = localInputToIso(values.startsAt, LIST_ZONE)
  const endsAt = localInputToIso(values.endsAt, LIST_ZONE)
  if (!startsAt) errors.startsAt = values.startsAt ? 'invalid' : 'required'
  if (!endsAt) errors.endsAt = values.endsAt ? 'invalid' : 'required'
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'endBeforeStart'
  const latePolicy: LatePolicy = values.latePolicy === 'penalty' ? 'penalty' : 'closed'
  const latePenalty = Number(values.latePenalty || 0)
  if (latePolicy === 'penalty' && !(Number.isInteger(latePenalty) && latePenalty >= 0 && latePenalty <= 100))
    errors.latePenalty = 'invalid'
  if (items.length === 0) errors.items = 'empty'
  if (Object.keys(errors).length) return { errors }
  return {
    input: {
      title,
      description: values.description.trim().slice(0, 2000),
      startsAt: startsAt!,
      endsAt: endsAt!,
      latePolicy,
      latePenalty: latePolicy === 'penalty' ? latePenalty : 0,
      items,
    },
  }
}

/** The catalogue's search (the teacher sees what the catalogue shows them), minus what is already picked. */
export async function searchExercises(user: SessionUser, q: string, picked: number[], lng: Lng) {
  const filters = parseExerciseFilters(new URLSearchParams({ q }))
  const page = await listExercises(user, filters, lng)
  return page.rows.filter((r) => !picked.includes(r.id)).map((r) => ({ id: r.id, title: r.title }))
}

/** The picked exercises with their titles, dropping ids that do not exist or the teacher may not see. */
export const pickedExercises = (items: number[], user: SessionUser, lng: Lng) =>
  exerciseTitles(items, lng, user)
