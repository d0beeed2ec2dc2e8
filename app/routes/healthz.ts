import { sql } from 'kysely'
import { db } from '~/db/client.server'

/** Liveness for Fly: the database answers. */
export async function loader() {
  try {
    await sql`select 1`.execute(db)
    return Response.json({ ok: true, database: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('healthz failed', error)
    return Response.json(
      { ok: false, database: 'error' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
