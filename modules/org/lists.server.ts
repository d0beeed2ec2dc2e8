import type { Lng } from '~/app/kernel/locale'
import type { SessionUser } from '~/app/kernel/policy'
import { db } from '~/db/client.server'
import type { LatePolicy } from '~/db/schema-org'
import { exerciseVisibleTo, localized } from '~/modules/judge'

// Exercise lists of a class (docs/product.md#org): title, description, a window (typed in São Paulo time,
// stored in UTC), a late policy and the picked programming exercises in the teacher's order.

export interface ListInput {
  title: string
  description: string
  startsAt: string
  endsAt: string
  latePolicy: LatePolicy
  latePenalty: number
  /** Exercise ids in order. */
  items: number[]
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

export interface ListItem {
  exerciseId: number
  title: string
  position: number
}

export async function listItems(listIds: number[], lng: Lng): Promise<Map<number, ListItem[]>> {
  const byList = new Map<number, ListItem[]>()
  if (listIds.length === 0) return byList
  const rows = await db
    .selectFrom('org_list_items as it')
    .innerJoin('programming_exercises as e', 'e.id', 'it.exercise_id')
    .select(['it.list_id', 'it.exercise_id', 'it.position', 'e.title_br', 'e.title_gb'])
    .where('it.list_id', 'in', listIds)
    .orderBy('it.list_id')
    .orderBy('it.position')
    .execute()
  for (const r of rows) {
    const items = byList.get(r.list_id) ?? []
    items.push({
      // The inner join keeps programming items only, whose exercise_id is set (0027's CHECK).
      exerciseId: r.exercise_id!,
      title: localized(r.title_br, r.title_gb, lng),
      position: r.position,
    })
    byList.set(r.list_id, items)
  }
  return byList
}

/** Titles of the exercises the viewer may see, by id, in the given order (the list form's picked ones). */
export async function exerciseTitles(ids: number[], lng: Lng, viewer: SessionUser) {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('programming_exercises')
    .select(['id', 'title_br', 'title_gb'])
    .where('id', 'in', ids)
    .where(exerciseVisibleTo(viewer))
    .execute()
  const byId = new Map(rows.map((r) => [r.id, localized(r.title_br, r.title_gb, lng)]))
  return ids.filter((id) => byId.has(id)).map((id) => ({ id, title: byId.get(id)! }))
}

const listColumns = (input: ListInput) => ({
  title: input.title,
  description: input.description,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  late_policy: input.latePolicy,
  late_penalty: input.latePolicy === 'penalty' ? input.latePenalty : 0,
})

/** Creates (listId null) or replaces a list with its items, in one transaction. */
export async function saveList(classId: number, listId: number | null, input: ListInput) {
  return db.transaction().execute(async (trx) => {
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
        input.items.map((exerciseId, i) => ({ list_id: listId2, exercise_id: exerciseId, position: i + 1 })),
      )
      .execute()
    return listId2
  })
}

export async function deleteList(classId: number, listId: number) {
  await db.deleteFrom('org_lists').where('id', '=', listId).where('class_id', '=', classId).execute()
}
