import { useTranslation } from 'react-i18next'
import type { MyCompetition } from '../listing/my-competitions.server'
import { competitionPath } from '../shared'
import { formatDateTime } from './scoreboard-format'

/** The dashboard's "your competitions" (needs the `competitions` namespace); nothing when there are none. */
export function MyCompetitions({ prefix, items }: { prefix: 'br' | 'gb'; items: MyCompetition[] }) {
  const { t, i18n } = useTranslation('competitions')
  if (items.length === 0) return null
  return (
    <section className="card my-competitions" aria-labelledby="my-competitions-title">
      <h2 id="my-competitions-title">{t('mine.title')}</h2>
      <ul role="list">
        {items.map((c) => (
          <li key={c.id}>
            <a href={competitionPath(prefix, c.id)}>{c.title}</a>
            {c.virtual ? <span className="tag">{t('mine.virtual')}</span> : null}{' '}
            <span className="my-competitions-when">
              {c.running
                ? t('mine.running', { date: formatDateTime(c.endsAt, i18n.language) })
                : t('mine.upcoming', { date: formatDateTime(c.startsAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
