import type { ErrorResponse } from '@remix-run/react'
import { ErrorPage, GeneralErrorBoundary } from '~/app/shell/ErrorPage'

/** What the profile routes throw for an unknown user: the copy already in the page's language. */
export interface UserNotFoundData {
  kind: 'userNotFound'
  title: string
  message: string
}

function isUserNotFound(data: unknown): data is UserNotFoundData {
  return !!data && typeof data === 'object' && (data as { kind?: unknown }).kind === 'userNotFound'
}

function userNotFoundPage({ error }: { error: ErrorResponse }) {
  if (!isUserNotFound(error.data)) return <ErrorPage status={error.status} />
  return <ErrorPage status={error.status} title={error.data.title} message={error.data.message} />
}

/** "User not found: 'Esse usuário não existe.'" (docs/product.md#social-profiles): the shell's 404 page with the profile's copy. */
export function UserNotFoundBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: userNotFoundPage }} />
}
