import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Tabs } from '~/app/ui/Tabs'
import { type GuideSummary, listGuides } from '../guides/guides.server'
import { GUIDE_TABS, type GuideTab } from '../guides/rules'

// Training guides (docs/product.md#live-classes): tabs available, archived and participating (links, no script).

export const handle: RouteHandle = { i18n: ['common', 'live'], meta: { title: 'live:guides.title' } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const asked = new URL(request.url).searchParams.get('tab')
  const tab: GuideTab = (GUIDE_TABS as readonly string[]).includes(asked ?? '')
    ? (asked as GuideTab)
    : 'available'
  return {
    prefix: requestPrefix(request),
    tab,
    guides: await listGuides(tab, user?.id ?? null),
    loggedIn: !!user,
  }
}

export default function Guides() {
  const { prefix, tab, guides, loggedIn } = useLoaderData() as {
    prefix: Prefix
    tab: GuideTab
    guides: GuideSummary[]
    loggedIn: boolean
  }
  const { t } = useTranslation('live')
  return (
    <article className="page live-guides">
      <h1>{t('guides.title')}</h1>
      <p>{t('guides.intro')}</p>
      <Tabs
        className="live-tabs"
        label={t('guides.tabsLabel')}
        current={tab}
        tabs={GUIDE_TABS.map((k) => ({ key: k, label: t(`guides.tabs.${k}`), href: `?tab=${k}` }))}
      />
      {tab === 'participating' && !loggedIn ? (
        <p>{t('guides.loginToSee')}</p>
      ) : guides.length ? (
        <ul className="live-events">
          {guides.map((g) => (
            <li key={g.id} className="card">
              <h2>
                <a href={`/${prefix}/training-guides/${g.slug}`}>{g.title}</a>
              </h2>
              <ul className="tag-list">
                {g.beginner ? <li className="tag">{t('guides.beginner')}</li> : null}
                {g.archived ? <li className="tag tag--muted">{t('guides.archived')}</li> : null}
              </ul>
              <p>{g.description}</p>
              <p className="muted">{t('guides.members', { count: g.members })}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('guides.empty')}</p>
      )}
    </article>
  )
}
