import { sql } from 'kysely'
import type { DB } from '~/db/client.server'

// Taking a queued row (the queue's dispatcher, queue.server.ts, and judge workers, ../remote): fair order, one
// statement, and for a worker its lease in the same transaction.

/** A row the dispatcher took; startedAt identifies this pick-up (a rejudge makes a new one). */
export interface Claim {
  id: number
  attempts: number
  startedAt: string
}

/** How far back a user's recent judging counts against their place in the queue. */
export const FAIRNESS_WINDOW_MS = 60_000

/**
 * How many rows one user may have judging at once: half the threads, rounded up (1 of 2). Always, not only
 * while others wait: a user who took every thread while alone would make the next student, arriving a second
 * later, wait for one of those submissions to end (up to its budget). A lone user's batch goes slower instead.
 */
export const perUserThreads = (capacity: number) => Math.max(1, Math.ceil(capacity / 2))

/**
 * Fair FIFO: a user's queued rows are numbered 1, 2, 3… after the rows of theirs the judge started in the last
 * minute, and the lowest number goes first (oldest on ties). So the queue serves every user's first row before
 * anyone's second, and a burst of 200 from one student cannot starve the next one. A user already judging
 * `perUser` rows gets no more.
 */
export async function claimNext(
  conn: DB,
  now = Date.now(),
  perUser = Number.POSITIVE_INFINITY,
  lease?: ClaimLease,
): Promise<Claim | undefined> {
  return conn.transaction().execute(async (trx) => {
    const since = new Date(now - FAIRNESS_WINDOW_MS).toISOString()
    // SQLite has no infinity: a cap above any count.
    const cap = Number.isFinite(perUser) ? perUser : 1e9
    const startedAt = new Date(now).toISOString()
    // One statement picks and takes the row, and only while it is still queued: two claimers (the in-process
    // pool, judge workers over HTTP, another process on the same file) can never both get it.
    const { rows } = await sql<{ id: number; attempts: number }>`
      update submissions set status = 'judging', judge_started_at = ${startedAt}, attempts = attempts + 1
      where status = 'in_queue' and id = (
        with recent as (
          select user_id, count(*) as n from submissions
          where judge_started_at > ${since} and status <> 'in_queue'
          group by user_id
        ),
        running as (
          select user_id, count(*) as n from submissions where status = 'judging' group by user_id
        )
        select s.id from submissions s
          left join recent r on r.user_id = s.user_id
          left join running j on j.user_id = s.user_id
        where s.status = 'in_queue' and coalesce(j.n, 0) < ${cap}
        order by row_number() over (partition by s.user_id order by s.id) + coalesce(r.n, 0), s.id
        limit 1)
      returning id, attempts`.execute(trx)
    const next = rows[0]
    if (!next) return undefined
    if (lease) {
      await trx
        .insertInto('judge_claims')
        .values({
          submission_id: next.id,
          token: lease.token,
          worker: lease.worker,
          started_at: startedAt,
          lease_expires_at: new Date(now + lease.ms).toISOString(),
        })
        .onConflict((oc) =>
          oc.column('submission_id').doUpdateSet((eb) => ({
            token: eb.ref('excluded.token'),
            worker: eb.ref('excluded.worker'),
            started_at: eb.ref('excluded.started_at'),
            lease_expires_at: eb.ref('excluded.lease_expires_at'),
          })),
        )
        .execute()
    }
    return { id: next.id, attempts: next.attempts, startedAt }
  })
}

/** A judge worker's hold on the row it claims (remote/claims.server.ts): its token and how long it lasts. */
export interface ClaimLease {
  token: string
  worker: string
  ms: number
}
