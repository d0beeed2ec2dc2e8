import type { Kysely } from 'kysely'
import type { Database } from '../schema'

// Demo data of modules/live (issue 22). The recurring classes are not seeded: the live job writes them at start.

const DAY = 86_400_000

export async function seedLive(db: Kysely<Database>) {
  const now = Date.now()
  // A one-off open event three days ahead (at 15:00 UTC, 12:00 in São Paulo).
  const start = new Date(Math.floor(now / DAY) * DAY + 3 * DAY + 15 * 3_600_000)
  await db
    .insertInto('live_events')
    .values({
      title: 'Maratona de dúvidas: recursão',
      description: 'Traga suas dúvidas de recursão e backtracking.',
      subjects: 'Recursão, Backtracking',
      tutor: 'Ana Admin',
      link: 'https://meet.jit.si/trilha-maratona-de-duvidas',
      pro_only: 0,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
    })
    .execute()
}
