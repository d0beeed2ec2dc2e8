import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** Pages around the current one, plus the first and the last. */
function visiblePages(page: number, pages: number): number[] {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])
  return [...set].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
}

/** The current query with another page (page 1 has none); empty GET-form fields ("any") are left out. */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search)
  for (const [key, value] of [...params]) if (value === '') params.delete(key, value)
  if (page === 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : '?'
}

/**
 * Page links that keep every other parameter of the current URL (plain links, no JS). The copy comes from
 * `ns`'s `pager.{label,page,previous,next,goTo}` keys; `className` names the module's styles.
 */
export function Pager({
  page,
  pages,
  ns,
  className,
}: { page: number; pages: number; ns: string; className: string }) {
  const { t } = useTranslation(ns)
  const { search } = useLocation()
  if (pages <= 1) return null
  const href = (p: number) => pageHref(search, p)
  return (
    <nav className={className} aria-label={t('pager.label')}>
      <p className={`${className}-status`}>{t('pager.page', { page, pages })}</p>
      <ul role="list">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t('pager.previous')}
            </a>
          </li>
        ) : null}
        {visiblePages(page, pages).map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <a href={href(p)} aria-label={t('pager.goTo', { page: p })}>
                {p}
              </a>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t('pager.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
