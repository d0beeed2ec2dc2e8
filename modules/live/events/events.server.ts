import type { SessionUser } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import type { EventSeries } from '~/db/schema-live'
import { SERIES, type Series, occurrences, zonedToUtc } from './schedule'

// Live events (issue 22): the recurring series written ahead into the table, one-off events staff add, and
// who may open an event's link (PRO-only events: PRO users and staff).

export interface LiveEvent {
  id: number
  title: string
  description: string
  subjects: string
  tutor: string
  link: string
  pro_only: number
  starts_at: string
  ends_at: string
  series: EventSeries | null
  guide_id: number | null
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'subjects',
  'tutor',
  'link',
  'pro_only',
  'starts_at',
  'ends_at',
  'series',
  'guide_id',
] as const

const linkOf = (s: Series) => process.env[s.linkEnv] || s.defaultLink

/** Writes the series' coming occurrences (idempotent: UNIQUE(series, starts_at)). Returns how many were new. */
export async function materialiseSeries(now: Date): Promise<number> {
  let added = 0
  for (const o of occurrences(now)) {
    const s: Series = SERIES[o.series]
    const result = await db
      .insertInto('live_events')
      .values({
        title: s.title,
        subjects: s.subjects,
        tutor: s.tutor,
        link: linkOf(s),
        pro_only: s.proOnly ? 1 : 0,
        starts_at: o.startsAt,
        ends_at: o.endsAt,
        series: o.series,
      })
      .onConflict((oc) => oc.columns(['series', 'starts_at']).doNothing())
      .executeTakeFirst()
    added += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  return added
}

/** Events that overlap [from, to), earliest first. */
export async function eventsBetween(from: Date, to: Date): Promise<LiveEvent[]> {
  return db
    .selectFrom('live_events')
    .select(COLUMNS)
    .where('starts_at', '<', to.toISOString())
    .where('ends_at', '>', from.toISOString())
    .orderBy('starts_at')
    .orderBy('id')
    .execute()
}

export async function eventsOfGuide(guideId: number): Promise<LiveEvent[]> {
  return db
    .selectFrom('live_events')
    .select(COLUMNS)
    .where('guide_id', '=', guideId)
    .orderBy('starts_at')
    .execute()
}

export async function findEvent(id: number): Promise<LiveEvent | undefined> {
  return db.selectFrom('live_events').select(COLUMNS).where('id', '=', id).executeTakeFirst()
}

/** Whether `user` may open the event's link: open events for everyone, PRO-only ones for PRO users and admins. */
export function mayJoin(event: Pick<LiveEvent, 'pro_only'>, user: SessionUser | null): boolean {
  if (!event.pro_only) return true
  return !!user && (user.isPro || user.isAdmin)
}

export interface EventInput {
  title: string
  description: string
  subjects: string
  tutor: string
  link: string
  proOnly: boolean
  /** Wall-clock day and time in the staff member's locale zone. */
  day: string
  time: string
  minutes: number
  guideId: number | null
}

function rowOf(input: EventInput, zone: string) {
  const start = zonedToUtc(input.day, input.time, zone)
  return {
    title: input.title,
    description: input.description,
    subjects: input.subjects,
    tutor: input.tutor,
    link: input.link,
    pro_only: input.proOnly ? 1 : 0,
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + input.minutes * 60_000).toISOString(),
    guide_id: input.guideId,
  }
}

export async function createEvent(input: EventInput, zone: string): Promise<number> {
  const row = await db
    .insertInto('live_events')
    .values(rowOf(input, zone))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Edits an event; a new start time clears the reminder claim so the job reminds again. */
export async function updateEvent(id: number, input: EventInput, zone: string): Promise<boolean> {
  const row = rowOf(input, zone)
  const before = await findEvent(id)
  if (!before) return false
  await db
    .updateTable('live_events')
    .set({ ...row, ...(before.starts_at !== row.starts_at ? { reminded_at: null } : {}) })
    .where('id', '=', id)
    .execute()
  return true
}

export async function deleteEvent(id: number): Promise<void> {
  await db.deleteFrom('live_events').where('id', '=', id).execute()
}
