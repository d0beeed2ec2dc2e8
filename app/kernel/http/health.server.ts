import { sql } from 'kysely'
import { db } from '~/db/client.server'

/**
 * Liveness for Fly: the database answers. server.js serves /healthz with it before Remix (ADR 020: a probe
 * needs no route matching, session or page shell); the route app/routes/healthz.ts does the same in dev.
 */
export async function health(): Promise<{ status: number; body: { ok: boolean; database: string } }> {
  try {
    await sql`select 1`.execute(db)
    return { status: 200, body: { ok: true, database: 'ok' } }
  } catch (error) {
    console.error('healthz failed', error)
    return { status: 503, body: { ok: false, database: 'error' } }
  }
}
