import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ErrorPage } from '~/app/shell/ErrorPage'
import type { LearningErrorData } from '../errors.server'

function isLearningError(data: unknown): data is LearningErrorData {
  return !!data && typeof data === 'object' && 'kind' in data && 'title' in data && 'message' in data
}

/**
 * The course and lesson routes' error boundary: spec §8 copy ("This course does not exist", PRO needed, not
 * yet available, not accessible yet) sent by the loader already translated; anything else → the shell's page.
 */
export function LearningErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) {
    console.error(error)
    return <ErrorPage status={500} />
  }
  if (!isLearningError(error.data)) return <ErrorPage status={error.status} />
  const { kind, title, message, link } = error.data
  return (
    <article className="page narrow learning-error" data-kind={kind} data-status={error.status}>
      <p className="error-status">{error.status}</p>
      <h1>{title}</h1>
      <p className="lead">{message}</p>
      {link ? (
        <p>
          <a className={kind === 'pro' ? 'pro-button' : 'button'} href={link.href}>
            {link.label}
          </a>
        </p>
      ) : null}
    </article>
  )
}
