import type { SessionUser } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { now as clockNow } from '~/app/kernel/runtime/clock.server'
import { db } from '~/db/client.server'
import type { LatePolicy } from '~/db/schema-org'
import { exerciseVisibleTo, localized } from '~/modules/judge'
import { mathAndProjectTitles } from '~/modules/learning'
import { type ItemRef, itemKey } from './items'
import { runListNotices } from './list-notices.server'

// Exercise lists of a class (docs/product.md#org): title, description, a window (typed in São Paulo time,
// stored in UTC), a late policy and the picked items — programming exercises, math exercises, projects — in
// the teacher's order (items.ts names them).

export interface ListInput {
  title: string
  description: string
  startsAt: string
  endsAt: string
  latePolicy: LatePolicy
  latePenalty: number
  /** The items in order. */
  items: ItemRef[]
}

export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>

export async function findList(classId: number, listId: number) {
  if (!Number.isSafeInteger(listId) || listId <= 0) return undefined
  return db
    .selectFrom('org_lists')
    .selectAll()
    .where('id', '=', listId)
    .where('class_id', '=', classId)
    .executeTakeFirst()
}

/** A class's lists, newest window first; students see only those that have started. */
export async function listsOfClass(classId: number, opts: { startedBy?: Date } = {}) {
  let query = db
    .selectFrom('org_lists as l')
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('org_list_items as it')
        .whereRef('it.list_id', '=', 'l.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('items'),
    )
    .where('l.class_id', '=', classId)
  if (opts.startedBy) query = query.where('l.starts_at', '<=', opts.startedBy.toISOString())
  return query.orderBy('l.starts_at', 'desc').orderBy('l.id', 'desc').execute()
}

export interface ListItem extends ItemRef {
  key: string
  title: string
  position: number
}

export async function listItems(listIds: number[], lng: Lng): Promise<Map<number, ListItem[]>> {
  const byList = new Map<number, ListItem[]>()
  if (listIds.length === 0) return byList
  const rows = await db
    .selectFrom('org_list_items as it')
    .leftJoin('programming_exercises as e', 'e.id', 'it.exercise_id')
    .leftJoin('math_exercises as m', 'm.id', 'it.math_exercise_id')
    .leftJoin('projects as p', 'p.id', 'it.project_id')
    .select([
      'it.list_id',
      'it.kind',
      'it.exercise_id',
      'it.math_exercise_id',
      'it.project_id',
      'it.position',
    ])
    .select([
      'e.title_br',
      'e.title_gb',
      'm.title_br as m_br',
      'm.title_gb as m_gb',
      'p.name_br',
      'p.name_gb',
    ])
    .where('it.list_id', 'in', listIds)
    .orderBy('it.list_id')
    .orderBy('it.position')
    .execute()
  for (const r of rows) {
    // 0027's CHECK sets exactly the kind's column; its foreign key (ON DELETE CASCADE) keeps the row there.
    const id = r.kind === 'math' ? r.math_exercise_id : r.kind === 'project' ? r.project_id : r.exercise_id
    const [br, gb] =
      r.kind === 'math'
        ? [r.m_br, r.m_gb]
        : r.kind === 'project'
          ? [r.name_br, r.name_gb]
          : [r.title_br, r.title_gb]
    if (id === null || br === null) continue
    const items = byList.get(r.list_id) ?? []
    const ref = { kind: r.kind, id }
    items.push({ ...ref, key: itemKey(ref), title: localized(br, gb, lng), position: r.position })
    byList.set(r.list_id, items)
  }
  return byList
}

/** The picked items the viewer may see, with their titles, in the given order (the list form's picked ones). */
export async function itemTitles(refs: ItemRef[], lng: Lng, viewer: SessionUser) {
  if (refs.length === 0) return []
  const programming = refs.filter((r) => r.kind === 'programming').map((r) => r.id)
  const rows = programming.length
    ? await db
        .selectFrom('programming_exercises')
        .select(['id', 'title_br', 'title_gb'])
        .where('id', 'in', programming)
        .where(exerciseVisibleTo(viewer))
        .execute()
    : []
  const titles = await mathAndProjectTitles(
    viewer,
    refs.flatMap((r) => (r.kind === 'programming' ? [] : [{ kind: r.kind, id: r.id }])),
    lng,
  )
  for (const r of rows)
    titles.set(itemKey({ kind: 'programming', id: r.id }), localized(r.title_br, r.title_gb, lng))
  return refs.flatMap((ref) => {
    const title = titles.get(itemKey(ref))
    return title === undefined ? [] : [{ ...ref, key: itemKey(ref), title }]
  })
}

const listColumns = (input: ListInput) => ({
  title: input.title,
  description: input.description,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  late_policy: input.latePolicy,
  late_penalty: input.latePolicy === 'penalty' ? input.latePenalty : 0,
})

/**
 * Creates (listId null) or replaces a list with its items, in one transaction. A list already open at `now`
 * is announced to the class's students at once (list-notices.server.ts), not at the job's next run.
 */
export async function saveList(classId: number, listId: number | null, input: ListInput, now = clockNow()) {
  const id = await db.transaction().execute(async (trx) => {
    let id = listId
    if (id === null) {
      const row = await trx
        .insertInto('org_lists')
        .values({ class_id: classId, ...listColumns(input) })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = row.id
    } else {
      await trx.updateTable('org_lists').set(listColumns(input)).where('id', '=', id).execute()
      await trx.deleteFrom('org_list_items').where('list_id', '=', id).execute()
    }
    const listId2 = id
    await trx
      .insertInto('org_list_items')
      .values(
        input.items.map((ref, i) => ({
          list_id: listId2,
          kind: ref.kind,
          exercise_id: ref.kind === 'programming' ? ref.id : null,
          math_exercise_id: ref.kind === 'math' ? ref.id : null,
          project_id: ref.kind === 'project' ? ref.id : null,
          position: i + 1,
        })),
      )
      .execute()
    return listId2
  })
  await runListNotices(now, id)
  return id
}

export async function deleteList(classId: number, listId: number) {
  await db.deleteFrom('org_lists').where('id', '=', listId).where('class_id', '=', classId).execute()
}
