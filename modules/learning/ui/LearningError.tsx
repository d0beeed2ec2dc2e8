import { isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { prefixOf } from '~/app/kernel/locale'
import { ErrorPage } from '~/app/shell/ErrorPage'
import { CONTACT_EMAIL } from '~/app/shell/Footer'
import type { LearningErrorData } from '../errors.server'

function isLearningError(data: unknown): data is LearningErrorData {
  return !!data && typeof data === 'object' && 'kind' in data && 'title' in data && 'message' in data
}

/**
 * The course and lesson routes' error boundary: spec §8 copy ("This course does not exist", PRO needed, not
 * yet available, not accessible yet) sent by the loader already translated, laid out like the shell's error
 * page (illustration, status, the "tell us" box, back to the dashboard); anything else → the shell's page.
 * An error has no loader data: the <title> is the shell's (root PageHead names the error by its status).
 */
export function LearningErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const location = useLocation()
  if (!isRouteErrorResponse(error)) {
    console.error(error)
    return <ErrorPage status={500} />
  }
  if (!isLearningError(error.data)) return <ErrorPage status={error.status} />
  const { kind, title, message, link } = error.data
  const prefix = error.data.prefix ?? prefixOf(location.pathname) ?? 'br'
  return (
    <div className="error-page learning-error" data-kind={kind} data-status={error.status}>
      <section className="error-main">
        {error.status === 404 ? (
          <img
            className="error-illustration"
            src="/img/not-found.svg"
            alt={t('errors.notFound.illustration')}
            width="320"
            height="220"
          />
        ) : (
          <img className="error-illustration" src="/img/server-error.svg" alt="" width="320" height="220" />
        )}
        <p className="error-status">{error.status}</p>
        <h1>{title}</h1>
        <p>{message}</p>
        {link ? (
          <p>
            <a className={kind === 'pro' ? 'pro-button' : 'button'} href={link.href}>
              {link.label}
            </a>
          </p>
        ) : null}
      </section>
      <aside className="error-aside">
        <h2>{t('errors.tellUs.title')}</h2>
        <p>{t('errors.tellUs.message', { email: CONTACT_EMAIL[prefix] })}</p>
        <a className="button button--ghost" href={`/${prefix}/dashboard`}>
          {t('errors.backToDashboard')}
        </a>
      </aside>
    </div>
  )
}
