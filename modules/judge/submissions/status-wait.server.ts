import type { SessionUser } from '~/app/kernel/auth/policy'
// One submission's status, after waiting for a change when the caller already knows the current one (issue 16's
// bounded long poll). The submit API's JSON and the exercise island's HTML (ADR 031) answer from this alike.
import type { Lng } from '~/app/kernel/i18n/locale'
import { LONG_POLL_MAX_MS, changeMark, waitForChange } from './progress.server'
import { statusToken, submissionStatus } from './status.server'

type Detail = NonNullable<Awaited<ReturnType<typeof submissionStatus>>>

/**
 * The status of `id` as `user` may see it (null: not theirs, or none). `wait`: the token of the caller's last
 * answer; while the submission still reads as that, wait up to LONG_POLL_MAX_MS for a change.
 */
export async function statusAfterWait(
  user: SessionUser,
  id: number,
  lng: Lng,
  wait: string | null,
  signal: AbortSignal,
): Promise<(Detail & { token: string }) | null> {
  const mark = changeMark()
  let detail = await submissionStatus(user, id, lng)
  if (!detail) return null
  // Only a pending submission is worth waiting for: a verdict changes only by a rejudge.
  if (wait !== null && detail.status === 'in_queue' && wait === statusToken(detail)) {
    const outcome = await waitForChange(id, LONG_POLL_MAX_MS, signal, mark, user.id)
    if (outcome === 'changed') detail = (await submissionStatus(user, id, lng)) ?? detail
  }
  return { ...detail, token: statusToken(detail) }
}
