import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { SEARCH_KINDS, type SearchPage } from '../items'
import { SEARCH_MAX } from '../match'
import { searchPage } from '../search.server'
import { SearchSection } from '../ui/SearchSection'

export const handle: RouteHandle = { i18n: ['common', 'search'] }

export type SearchPageData = SearchPage & {
  prefix: string
  meta: { title: string; description: string }
}

/** /{lang}/search?q= — the top bar's form lands here: up to 20 people, exercises, lessons and posts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const page = await searchPage(new URL(request.url).searchParams.get('q'), {
    user,
    lng: requestLng(request),
  })
  const t = await tFor(request, 'search')
  return {
    ...page,
    prefix: requestPrefix(request),
    meta: { title: page.q ? t('titleFor', { q: page.q }) : t('title'), description: t('description') },
  } satisfies SearchPageData
}

export default function Search() {
  const data = useLoaderData<typeof loader>() as SearchPageData
  const { q, sections, prefix } = data
  const { t } = useTranslation('search')
  const total = SEARCH_KINDS.reduce((n, kind) => n + sections[kind].items.length, 0)
  return (
    <article className="page narrow search-page">
      <h1>{t('title')}</h1>
      <form method="get" className="search-page-form" role="search">
        <label htmlFor="search-q">{t('label')}</label>
        <input id="search-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX} />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </form>
      {!q ? (
        <p className="lead">{t('hint')}</p>
      ) : total === 0 ? (
        <p className="search-none">{t('none', { q })}</p>
      ) : (
        SEARCH_KINDS.map((kind) => <SearchSection key={kind} section={sections[kind]} prefix={prefix} />)
      )}
    </article>
  )
}
