// The competitions a user is entered in that have not ended for them (their team's too, and virtual runs):
// the dashboard's "your competitions", so a participant finds the problems without looking for them.
import { db } from '~/db/client.server'

export interface MyCompetition {
  id: number
  title: string
  /** The entry's clock (a virtual run has its own). */
  startsAt: string
  endsAt: string
  running: boolean
  virtual: boolean
}

export async function myCompetitions(userId: number, now = new Date(), limit = 5): Promise<MyCompetition[]> {
  const at = now.toISOString()
  const rows = await db
    .selectFrom('participation_members as pm')
    .innerJoin('participations as p', 'p.id', 'pm.participation_id')
    .innerJoin('competitions as c', 'c.id', 'p.competition_id')
    .select(['c.id', 'c.title', 'p.starts_at', 'p.ends_at', 'p.kind'])
    .where('pm.user_id', '=', userId)
    .where('p.ends_at', '>', at)
    .orderBy('p.starts_at')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    running: r.starts_at <= at,
    virtual: r.kind === 'virtual',
  }))
}
