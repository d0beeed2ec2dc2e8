import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { CONTACT_EMAIL } from '~/app/shell/Footer'

export const handle: RouteHandle = { i18n: ['common', 'site'] }

/** Terms of service and privacy policy share one page shape; the path says which. */
export async function loader({ request }: LoaderFunctionArgs) {
  const doc = new URL(request.url).pathname.endsWith('privacy-policy') ? 'privacy' : 'terms'
  const t = await tFor(request, 'site')
  return {
    doc,
    email: CONTACT_EMAIL[requestPrefix(request)],
    meta: { title: t(`legal.${doc}.title`), description: t(`legal.${doc}.intro`) },
  } as const
}

export default function Legal() {
  const { doc, email } = useLoaderData<typeof loader>()
  const { t } = useTranslation('site')
  const sections = t(`legal.${doc}.sections`, { returnObjects: true, email }) as {
    title: string
    body: string
  }[]
  return (
    <article className="page narrow prose">
      <h1>{t(`legal.${doc}.title`)}</h1>
      <p className="lead">{t(`legal.${doc}.intro`)}</p>
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          <p>{s.body}</p>
        </section>
      ))}
      <p>{t('legal.contact', { email })}</p>
    </article>
  )
}
