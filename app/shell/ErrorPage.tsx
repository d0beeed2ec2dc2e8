import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { prefixOf } from '~/app/kernel/locale'
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

/** 404 → page not found with an illustration; 401/403/429 their own copy; anything else → internal error. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation()
  const location = useLocation()
  const prefix = prefixOf(location.pathname) ?? 'br'
  const kind = errorKind(status)
  return (
    <div className="error-page" data-status={status}>
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
        <h1>{t(`errors.${kind}.title`)}</h1>
        <p>{t(`errors.${kind}.message`)}</p>
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
