import { notifyMany } from '~/app/kernel/people/notify.server'
import { now as clockNow } from '~/app/kernel/runtime/clock.server'
import { repeatingJob } from '~/app/kernel/runtime/repeating-job.server'
import { db } from '~/db/client.server'

// "A list opens" (issue 20): each student of a class hears once that an exercise list of the class opened —
// its start passed and its end has not. A job runs every few minutes; saving a list that is already open runs
// it at once for that list, so the class hears at creation, not at the next run. Each notice is claimed in
// `org_list_notices` (list × student, migration 0032) in the transaction that writes the notifications: a
// second run, or a second server, finds the claims and sends nothing. A student who joins the class while a
// list is open hears of it at the next run; an archived class, or one hidden while configured, is not told.

const RUN_EVERY_MS = 5 * 60_000

/** One run at `at` (only `listId` when given); returns how many notices each list sent. */
export async function runListNotices(at = clockNow(), listId?: number): Promise<Map<number, number>> {
  const t = at.toISOString()
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('org_lists as l')
      .innerJoin('org_classes as c', 'c.id', 'l.class_id')
      .innerJoin('org_class_members as m', 'm.class_id', 'l.class_id')
      .select(['l.id as list_id', 'm.user_id'])
      .where('l.starts_at', '<=', t)
      .where('l.ends_at', '>', t)
      .where('c.archived', '=', 0)
      .where('c.hidden', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('org_list_notices as n')
              .select('n.list_id')
              .whereRef('n.list_id', '=', 'l.id')
              .whereRef('n.user_id', '=', 'm.user_id'),
          ),
        ),
      )
    if (listId !== undefined) due = due.where('l.id', '=', listId)
    // RETURNING names exactly the pairs this run claimed.
    const claimed = await trx
      .insertInto('org_list_notices')
      .columns(['list_id', 'user_id'])
      .expression(due)
      .onConflict((oc) => oc.doNothing())
      .returning(['list_id', 'user_id'])
      .execute()
    const students = new Map<number, number[]>()
    for (const c of claimed) students.set(c.list_id, [...(students.get(c.list_id) ?? []), c.user_id])
    if (students.size === 0) return new Map()
    const lists = await trx
      .selectFrom('org_lists as l')
      .innerJoin('org_classes as c', 'c.id', 'l.class_id')
      .select(['l.id', 'l.title', 'l.ends_at', 'c.id as class_id', 'c.title as class_title'])
      .where('l.id', 'in', [...students.keys()])
      .execute()
    for (const l of lists)
      await notifyMany(
        students.get(l.id) ?? [],
        'list_open',
        {
          class: { id: l.class_id, title: l.class_title },
          list: { id: l.id, title: l.title },
          ends_at: l.ends_at,
        },
        trx,
      )
    return new Map([...students].map(([id, users]) => [id, users.length]))
  })
}

// Started through `whenPrimary` (server.js): it writes. A failed run rolls its claims back with its notices.
const job = repeatingJob('org list notices', RUN_EVERY_MS, () => runListNotices())
export const startListNoticesJob = job.start
export const stopListNoticesJob = job.stop
