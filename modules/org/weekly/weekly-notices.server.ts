import type { Transaction } from 'kysely'
import { notifyMany } from '~/app/kernel/people/notify.server'
import { now as clockNow } from '~/app/kernel/runtime/clock.server'
import { repeatingJob } from '~/app/kernel/runtime/repeating-job.server'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import { weekOf } from './weekly.server'

// The weekly notification (docs/product.md#org: weekly forms). A class with a weekly form configured (not
// archived, not hidden) reminds each of its students once per São Paulo week to fill the self-assessment; once
// that week is over (the answers were due by Sunday night), its professor hears how many answered. Each sending
// is claimed in `org_weekly_notices` (class, week, audience) in the same transaction as its notifications: a
// second run, or a second server, finds the claim and sends nothing; a failed run leaves nothing claimed.

const RUN_EVERY_MS = 15 * 60_000
const DAY_MS = 86_400_000

export interface WeeklyNoticesRun {
  /** Classes whose students were reminded this run. */
  students: number[]
  /** Classes whose professor was told about the week before. */
  professors: number[]
}

/** Inserts the claim in `trx`; true when this run holds it (nobody sent it before). */
async function claim(
  trx: Transaction<Database>,
  classId: number,
  week: string,
  audience: 'students' | 'professor',
) {
  // RETURNING gives the row only when it was inserted (DO NOTHING on a conflict returns none).
  const row = await trx
    .insertInto('org_weekly_notices')
    .values({ class_id: classId, week, audience })
    .onConflict((oc) => oc.doNothing())
    .returning('class_id')
    .executeTakeFirst()
  return row !== undefined
}

/** One run at `at`: this week's reminders to students, and last week's summaries to professors. */
export async function runWeeklyNotices(at = clockNow()): Promise<WeeklyNoticesRun> {
  const week = weekOf(at)
  const lastWeek = weekOf(new Date(Date.parse(`${week}T12:00:00Z`) - 7 * DAY_MS))
  const classes = await db
    .selectFrom('org_classes')
    .select(['id', 'title', 'professor_id'])
    .where('weekly_form_id', 'is not', null)
    .where('archived', '=', 0)
    .where('hidden', '=', 0)
    .execute()
  const run: WeeklyNoticesRun = { students: [], professors: [] }
  for (const cls of classes) {
    const about = { class: { id: cls.id, title: cls.title } }
    const sentStudents = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, cls.id, week, 'students'))) return false
      const members = await trx
        .selectFrom('org_class_members')
        .select('user_id')
        .where('class_id', '=', cls.id)
        .execute()
      await notifyMany(
        members.map((m) => m.user_id),
        'weekly_form',
        { ...about, week },
        trx,
      )
      return true
    })
    if (sentStudents) run.students.push(cls.id)
    const sentProfessor = await db.transaction().execute(async (trx) => {
      // Only a week whose students were asked has answers to report (not the week before the form existed).
      const asked = await trx
        .selectFrom('org_weekly_notices')
        .select('week')
        .where('class_id', '=', cls.id)
        .where('week', '=', lastWeek)
        .where('audience', '=', 'students')
        .executeTakeFirst()
      if (!asked || !(await claim(trx, cls.id, lastWeek, 'professor'))) return false
      const [answered, students] = await Promise.all([
        trx
          .selectFrom('org_weekly_answers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('class_id', '=', cls.id)
          .where('week', '=', lastWeek)
          .executeTakeFirstOrThrow(),
        trx
          .selectFrom('org_class_members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('class_id', '=', cls.id)
          .executeTakeFirstOrThrow(),
      ])
      await notifyMany(
        [cls.professor_id],
        'weekly_answers',
        { ...about, week: lastWeek, answered: Number(answered.n), students: Number(students.n) },
        trx,
      )
      return true
    })
    if (sentProfessor) run.professors.push(cls.id)
  }
  return run
}

// A failed class rolls its claim back with its notifications: the next run tries it again. Started through
// `whenPrimary` (server.js): it writes.
const job = repeatingJob('org weekly notices', RUN_EVERY_MS, () => runWeeklyNotices())
export const startWeeklyNoticesJob = job.start
export const stopWeeklyNoticesJob = job.stop
