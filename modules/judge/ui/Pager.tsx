import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { withParams } from './format'

/** Pages around the current one, plus the first and the last. */
function visiblePages(page: number, pages: number): number[] {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])
  return [...set].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
}

/** Page links that keep every filter of the current URL (plain links, no JS). */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('practice')
  const { search } = useLocation()
  if (pages <= 1) return null
  const href = (p: number) => withParams(search, { page: p === 1 ? null : String(p) })
  return (
    <nav className="practice-pager" aria-label={t('pager.label')}>
      <p className="practice-pager-status">{t('pager.page', { page, pages })}</p>
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
