// Addresses the status views link to (client-safe: the submission page and the in-place status share them).
import type { StatusDetail } from '../../exercises/workspace-types'

export const submissionPath = (prefix: string, id: number, returnTo?: string | null) =>
  `/${prefix}/submission/${id}${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`

export function statusLinks(
  detail: Pick<StatusDetail, 'id' | 'next_exercise' | 'can_download_test_case'>,
  prefix: string,
) {
  return {
    nextHref: detail.next_exercise ? `/${prefix}/exercise/${detail.next_exercise}` : null,
    failedTestHref: detail.can_download_test_case
      ? `/api/programming-exercise/submission/${detail.id}/failed-test`
      : null,
  }
}
