import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { prefixOf } from '~/app/kernel/locale'
import { ErrorPage } from '~/app/shell/ErrorPage'
import { CONTACT_EMAIL } from '~/app/shell/Footer'

/** What the profile routes throw for an unknown user: the copy already in the page's language. */
export interface UserNotFoundData {
  kind: 'userNotFound'
  title: string
  message: string
}

function isUserNotFound(data: unknown): data is UserNotFoundData {
  return !!data && typeof data === 'object' && (data as { kind?: unknown }).kind === 'userNotFound'
}

/** Spec §8 "User not found: 'Esse usuário não existe.'", laid out like the shell's 404 page. */
export function UserNotFoundBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const location = useLocation()
  if (!isRouteErrorResponse(error)) {
    console.error(error)
    return <ErrorPage status={500} />
  }
  if (!isUserNotFound(error.data)) return <ErrorPage status={error.status} />
  const prefix = prefixOf(location.pathname) ?? 'br'
  return (
    <div className="error-page" data-status={error.status}>
      <section className="error-main">
        <img
          className="error-illustration"
          src="/img/not-found.svg"
          alt={t('errors.notFound.illustration')}
          width="320"
          height="220"
        />
        <p className="error-status">{error.status}</p>
        <h1>{error.data.title}</h1>
        <p>{error.data.message}</p>
      </section>
      <aside className="error-aside">
        <h2>{t('errors.tellUs.title')}</h2>
        <p>{t('errors.tellUs.message', { email: CONTACT_EMAIL[prefix] })}</p>
        <a className="button" href={`/${prefix}/dashboard`}>
          {t('errors.backToDashboard')}
        </a>
      </aside>
    </div>
  )
}
