import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/handle'
import { tFor } from '~/app/kernel/i18n.server'
import { requestPrefix } from '~/app/kernel/request.server'
import { searchEverything } from '../search.server'

export const handle: RouteHandle = { i18n: ['common', 'site'] }

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await searchEverything(new URL(request.url).searchParams.get('q'))
  const t = await tFor(request, 'site')
  return {
    ...result,
    prefix: requestPrefix(request),
    meta: { title: result.q ? t('search.titleFor', { q: result.q }) : t('search.title') },
  }
}

export default function Search() {
  const { q, users, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('site')
  return (
    <article className="page narrow">
      <h1>{t('search.title')}</h1>
      <form method="get" className="search-page-form" role="search">
        <label htmlFor="search-q">{t('search.label')}</label>
        <input id="search-q" type="search" name="q" defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
      {q ? (
        <section aria-live="polite">
          <h2>{t('search.users')}</h2>
          {users.length === 0 ? (
            <p>{t('search.none', { q })}</p>
          ) : (
            <ul className="result-list" role="list">
              {users.map((u) => (
                <li key={u.id}>
                  <a className={`name--${u.color}`} href={`/${prefix}/user/${u.id}`}>
                    {u.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </article>
  )
}
