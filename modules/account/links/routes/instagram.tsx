import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { featureHref } from '~/app/shell/nav'

// /{lang}/instagram: the page the Instagram profile's link points at (docs/privacy.md#instagram-page) — a list
// of our own pages, big enough for a thumb. Nothing embedded, no script, no request to another origin.

export const handle: RouteHandle = {
  i18n: ['common', 'links'],
  meta: { title: 'links:title', description: 'links:description' },
}

export function loader({ request }: LoaderFunctionArgs) {
  const prefix = requestPrefix(request)
  const pro = featureHref('pro', prefix)
  const links: Array<{ key: string; href: string }> = [
    { key: 'register', href: `/${prefix}/login?register=true` },
    { key: 'courses', href: `/${prefix}/courses` },
    { key: 'exercises', href: `/${prefix}/exercises` },
    { key: 'competitions', href: `/${prefix}/competitions` },
    { key: 'blog', href: `/${prefix}/blog` },
    { key: 'rankings', href: `/${prefix}/rankings` },
    ...(pro ? [{ key: 'pro', href: pro }] : []),
    { key: 'about', href: `/${prefix}/about-us` },
  ]
  return { links }
}

export default function InstagramLinks() {
  const { links } = useLoaderData<typeof loader>()
  const { t } = useTranslation('links')
  return (
    <article className="page narrow link-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <ul className="link-page-list">
        {links.map((link) => (
          <li key={link.key}>
            <a className="button button--block button--large" href={link.href}>
              {t(`links.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </article>
  )
}
