// The few writes a GET must make on a user's behalf go through here, never straight from a loader (ADR 006:
// loaders never write; ADR 011's read receipts predate this path). Today: page accesses (page-access.server.ts),
// "opening a lesson starts its course" (modules/learning/enrollment.server.ts) and "opening the notifications
// marks them seen" (modules/social/routes/notifications.tsx, api.notification-all.ts).
//
// What may come here: idempotent receipts of the read itself, small, whose loss costs nothing but a statistic
// or a "continue" link. They run after the loader has built its answer (a microtask later), never change
// what the page shows, and a failure is only logged (docs/product.md#kernel-requests-and-errors, as for page accesses). The point of one path:
// when the database gets read replicas (LiteFS, docs/decisions), this is the one place that sends the write to
// the primary instead of running it on a read-only replica.

const pending = new Set<Promise<void>>()

/** Queues a GET-side write; `label` names it in the log when it fails. */
export function writeAfterGet(label: string, write: () => Promise<unknown>): void {
  const work: Promise<void> = Promise.resolve()
    .then(write)
    .then(
      () => undefined,
      (error) => console.error(`GET-side write failed (${label})`, error),
    )
    .finally(() => pending.delete(work))
  pending.add(work)
}

/** Resolves when every GET-side write queued so far is done (tests, shutdown); says how many there were. */
export async function getWritesSettled(): Promise<number> {
  const now = [...pending]
  await Promise.all(now)
  return now.length
}
