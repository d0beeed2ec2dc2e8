import type { ErrorResponse } from '@remix-run/react'
import { ErrorPage, GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import type { LearningErrorData } from '../errors.server'

function isLearningError(data: unknown): data is LearningErrorData {
  return !!data && typeof data === 'object' && 'kind' in data && 'title' in data && 'message' in data
}

function learningErrorPage({ error }: { error: ErrorResponse }) {
  if (!isLearningError(error.data)) return <ErrorPage status={error.status} />
  const { kind, title, message, link, prefix } = error.data
  return (
    <ErrorPage
      status={error.status}
      kind={kind}
      className="learning-error"
      prefix={prefix}
      title={title}
      message={message}
      link={link && { ...link, className: kind === 'pro' ? 'pro-button' : 'button' }}
    />
  )
}

/**
 * The course and lesson routes' error boundary: docs/product.md#learning-lessons copy ("This course does not exist", PRO needed, not
 * yet available, not accessible yet) sent by the loader already translated, on the shell's error page with a
 * way on (open the course, subscribe); anything else → the shell's page for its status.
 * An error has no loader data: the <title> is the shell's (root PageHead names the error by its status).
 */
export function LearningErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 403: learningErrorPage, 404: learningErrorPage }} />
}
