import { type ErrorResponse, isRouteErrorResponse, useLocation, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type Prefix, prefixOf } from '~/app/kernel/i18n/locale'
import { CONTACT_EMAIL } from './Footer'

/** The copy of an error status (common.json `errors.<kind>`). */
export function errorKind(status: number) {
  if (status === 404) return 'notFound'
  if (status === 401) return 'needLogin'
  if (status === 403) return 'noAccess'
  if (status === 429) return 'tooManyRequests'
  if (status === 400) return 'badRequest'
  if (status === 405) return 'methodNotAllowed'
  if (status === 411 || status === 413) return 'payloadTooLarge'
  if (status === 415) return 'unsupportedBody'
  return 'internal'
}

export interface ErrorPageProps {
  status: number
  /** The page's own copy (already translated, e.g. thrown by a loader); else common.json `errors.<kind>`. */
  title?: string
  message?: string
  /** A way on besides the dashboard ("open the course", "subscribe"); the dashboard button then steps back. */
  link?: { href: string; label: string; className?: string } | null
  /** `data-kind` of a page's own error (styles and tests tell them apart). */
  kind?: string
  className?: string
  /** The locale prefix when the URL has none (legacy paths); else the URL's. */
  prefix?: Prefix
}

/**
 * The one error layout (docs/product.md#site-shell): illustration (the "not found" one for 404), status, title and message, and
 * the "tell us" box with the way back to the dashboard. Every error boundary renders this.
 */
export function ErrorPage({ status, title, message, link, kind, className, prefix: given }: ErrorPageProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const prefix = given ?? prefixOf(location.pathname) ?? 'br'
  const copy = errorKind(status)
  return (
    <div
      className={className ? `error-page ${className}` : 'error-page'}
      data-kind={kind}
      data-status={status}
    >
      <section className="error-main">
        {status === 404 ? (
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
        <p className="error-status">{status}</p>
        <h1>{title ?? t(`errors.${copy}.title`)}</h1>
        <p>{message ?? t(`errors.${copy}.message`)}</p>
        {link ? (
          <p>
            <a className={link.className ?? 'button'} href={link.href}>
              {link.label}
            </a>
          </p>
        ) : null}
      </section>
      <aside className="error-aside">
        <h2>{t('errors.tellUs.title')}</h2>
        <p>{t('errors.tellUs.message', { email: CONTACT_EMAIL[prefix] })}</p>
        <a className={link ? 'button button--ghost' : 'button'} href={`/${prefix}/dashboard`}>
          {t('errors.backToDashboard')}
        </a>
      </aside>
    </div>
  )
}

export type StatusHandler = (info: { error: ErrorResponse }) => ReactNode

const defaultHandler: StatusHandler = ({ error }) => <ErrorPage status={error.status} />

/**
 * A route's error boundary: a thrown Response goes to the handler of its status (`statusHandlers`), else to
 * `defaultStatusHandler` (the shell's page for that status); anything else thrown is a bug, logged and shown
 * as the 500 page. Routes with their own copy pass handlers instead of laying the page out again.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = defaultHandler,
}: {
  statusHandlers?: Record<number, StatusHandler>
  defaultStatusHandler?: StatusHandler
}) {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) {
    console.error(error)
    return <ErrorPage status={500} />
  }
  return <>{(statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })}</>
}
