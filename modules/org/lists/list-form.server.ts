import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import type { LatePolicy } from '~/db/schema-org'
import { isoToLocalInput, localInputToIso } from '~/modules/competitions'
import { listExercises, parseExerciseFilters } from '~/modules/judge'
import { searchMathAndProjects } from '~/modules/learning'
import { type ItemRef, itemKey } from './items'
import { type ListInput, type ListRow, itemTitles } from './lists.server'

// The exercise list form without JavaScript (docs/product.md#org): one form whose buttons search the catalogue,
// move a picked exercise up or down, or save. Searching and moving re-render the form with everything typed
// (nothing is written); only "save" writes. Picked items are the `item` checkboxes (`programming:12`, `math:3`,
// `project:5`; bare digits are programming exercises, as before 0027), in their order.

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

const ITEM = /^(?:(programming|math|project):)?(\d{1,9})$/

function parseItem(value: string): ItemRef | null {
  const m = ITEM.exec(value)
  return m ? { kind: (m[1] ?? 'programming') as ItemRef['kind'], id: Number(m[2]) } : null
}

export function readItems(form: FormData): ItemRef[] {
  const seen = new Set<string>()
  const refs: ItemRef[] = []
  for (const value of form.getAll('item')) {
    const ref = parseItem(String(value))
    if (!ref || seen.has(itemKey(ref))) continue
    seen.add(itemKey(ref))
    refs.push(ref)
  }
  return refs.slice(0, MAX_ITEMS)
}

/** "up:math:12" / "down:12": the picked item moves one place. */
export function moveItem(items: ItemRef[], intent: string): ItemRef[] {
  const m = /^(up|down):(.+)$/.exec(intent)
  const ref = m ? parseItem(m[2]) : null
  if (!m || !ref) return items
  const i = items.findIndex((it) => itemKey(it) === itemKey(ref))
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
  items: ItemRef[],
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

/**
 * The catalogue's search (the teacher sees what the catalogue shows them: the judge's programming exercises,
 * learning's math exercises and projects they may open), minus what is already picked.
 */
export async function searchItems(user: SessionUser, q: string, picked: ItemRef[], lng: Lng) {
  const filters = parseExerciseFilters(new URLSearchParams({ q }))
  const [page, others] = await Promise.all([
    listExercises(user, filters, lng),
    searchMathAndProjects(user, q, lng),
  ])
  const taken = new Set(picked.map(itemKey))
  return [...page.rows.map((r) => ({ kind: 'programming' as const, id: r.id, title: r.title })), ...others]
    .map((r) => ({ ...r, key: itemKey(r) }))
    .filter((r) => !taken.has(r.key))
}

/** The picked items with their titles, dropping those that do not exist or the teacher may not see. */
export const pickedItems = (items: ItemRef[], user: SessionUser, lng: Lng) => itemTitles(items, lng, user)
