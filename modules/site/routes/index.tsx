import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { sessionUser } from '~/app/kernel/auth/session.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { type Feature, featureOn } from '~/app/shell/nav'
import { LoginForm, RegisterForm } from '~/modules/account/ui'

export const handle: RouteHandle = {
  i18n: ['common', 'site', 'account'],
  layout: 'landing',
  meta: { title: 'common:meta.title', description: 'common:meta.description' },
}

/** The landing page for visitors; logged-in users start at their dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  const prefix = requestPrefix(request)
  if (await sessionUser(request)) throw redirect(`/${prefix}/dashboard`)
  return { prefix }
}

export default function Landing() {
  const { prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('site')
  // A card may name the feature it promises (`feature`, a FEATURES key): it shows only once that is real.
  const features = (
    t('landing.features', { returnObjects: true }) as { title: string; text: string; feature?: Feature }[]
  ).filter(featureOn)
  return (
    <div className="landing">
      <section className="hero">
        <h1>{t('landing.title')}</h1>
        <p className="lead">{t('landing.lead')}</p>
        <p className="hero-actions">
          <a className="button button--large" href="#register">
            {t('landing.start')}
          </a>
          <a className="button button--ghost button--large" href={`/${prefix}/courses`}>
            {t('landing.seeCourses')}
          </a>
        </p>
      </section>
      <section className="feature-grid" aria-label={t('landing.featuresLabel')}>
        {features.map((f) => (
          <article key={f.title} className="card">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </article>
        ))}
      </section>
      <AuthDialog id="login" title={t('landing.loginTitle')}>
        <LoginForm prefix={prefix} />
      </AuthDialog>
      <AuthDialog id="register" title={t('landing.registerTitle')}>
        <RegisterForm prefix={prefix} />
      </AuthDialog>
    </div>
  )
}

/** A dialog that opens on #id (CSS :target), so the top bar's buttons open it without JS. */
function AuthDialog({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const { t } = useTranslation('site')
  return (
    <section className="modal" id={id} aria-labelledby={`${id}-title`}>
      <a className="modal-backdrop" href="#close" tabIndex={-1}>
        <span className="visually-hidden">{t('landing.close')}</span>
      </a>
      <div className="modal-dialog" role="dialog" aria-labelledby={`${id}-title`}>
        <a className="modal-close" href="#close" aria-label={t('landing.close')}>
          ×
        </a>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  )
}
