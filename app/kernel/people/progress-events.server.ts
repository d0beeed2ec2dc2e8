// "A learner made progress" — a lesson completed, a verdict recorded — for the modules above learning that act
// on it (billing's invite-a-friend reward) without learning knowing them: they subscribe at start (ADR 014's
// upward calls). Listeners run after the caller's work, one at a time; a failing one is only logged, never
// undoing the progress itself. A listener must be idempotent: the same progress may be announced twice.

type Listener = (userId: number) => Promise<unknown> | unknown

const listeners = new Set<Listener>()
const pending = new Set<Promise<void>>()

/** Follows learners' progress; returns the function that stops following. */
export function onLearnerProgress(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Announces that `userId` made progress (after the caller's transaction: a macrotask later). */
export function learnerProgressed(userId: number): void {
  if (!listeners.size) return
  const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      for (const listener of [...listeners]) {
        try {
          await listener(userId)
        } catch (error) {
          console.error('a learner-progress listener failed', error)
        }
      }
    })
    .finally(() => pending.delete(work))
  pending.add(work)
}

/** Resolves when every announcement so far has been followed (tests, shutdown); says how many there were. */
export async function learnerProgressSettled(): Promise<number> {
  const now = [...pending]
  await Promise.all(now)
  return now.length
}
