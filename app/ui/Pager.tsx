// The one pager of every paged list (practice, scoreboard, rankings, contest submissions, blog, notes, feedbacks,
// a profile's exercises): plain links, no JS, styled once by `.pager` in app/styles/base.css.
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
 * Page links that keep every other parameter of the current URL. `label` names the list for screen readers
 * ("Páginas do blog"); the rest of the copy is common's `pager.*`. At the ends, "previous" and "next" stay in
 * place as disabled text, so the row does not shift under a thumb.
 */
export function Pager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const { t } = useTranslation('common')
  const { search } = useLocation()
  if (pages <= 1) return null
  const href = (p: number) => pageHref(search, p)
  const step = (to: number, rel: 'prev' | 'next', text: string) =>
    to >= 1 && to <= pages ? (
      <a href={href(to)} rel={rel}>
        {text}
      </a>
    ) : (
      <span aria-disabled="true">{text}</span>
    )
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager-status">{t('pager.page', { page, pages })}</p>
      <ul role="list">
        <li>{step(page - 1, 'prev', t('pager.previous'))}</li>
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
        <li>{step(page + 1, 'next', t('pager.next'))}</li>
      </ul>
    </nav>
  )
}
