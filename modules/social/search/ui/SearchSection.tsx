import { useTranslation } from 'react-i18next'
import { type SearchItem, type SearchKind, type SearchSection as Section, searchItemHref } from '../items'

/** One kind's results on the results page: heading with the count, links, or "no results here". */
export function SearchSection({ section, prefix }: { section: Section<SearchKind>; prefix: string }) {
  const { t } = useTranslation('search')
  const { kind, items, more } = section
  const headingId = `search-${kind}`
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`sections.${kind}`)}
        {items.length > 0 ? (
          <span className="search-count">
            {more ? t('countMore', { count: items.length }) : t('count', { count: items.length })}
          </span>
        ) : null}
      </h2>
      {items.length === 0 ? (
        <p className="search-empty">{t('noneInSection')}</p>
      ) : (
        <ul className="result-list" role="list">
          {(items as SearchItem[]).map((item) => (
            <li key={item.id}>
              <a href={searchItemHref(prefix, item)}>
                <ResultLabel item={item} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {more ? <p className="search-more">{t('moreHint', { count: items.length })}</p> : null}
    </section>
  )
}

function ResultLabel({ item }: { item: SearchItem }) {
  const { t } = useTranslation('search')
  switch (item.type) {
    case 'user':
      return <span className={`name--${item.color}`}>{item.title}</span>
    case 'exercise':
      return (
        <>
          <span>{item.title}</span>
          {item.score ? (
            <span className={`search-score search-score--${item.score.color}`}>
              {t('score', { value: item.score.value })}
            </span>
          ) : null}
        </>
      )
    case 'lesson':
      return (
        <>
          <span>{item.title}</span>
          <span className="search-meta">{t('inCourse', { course: item.course.title })}</span>
        </>
      )
    case 'post':
      return <span>{item.title}</span>
  }
}
