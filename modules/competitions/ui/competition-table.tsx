import { useTranslation } from 'react-i18next'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import type { CompetitionRow } from '../listing/competition-list.server'
import { formatWhen } from './competition-time'

function Registration({ row }: { row: CompetitionRow }) {
  const { t } = useTranslation('competitions')
  const r = row.registration
  if (!r)
    return (
      <>
        <span aria-hidden="true">{t('list.notRegistered')}</span>
        <span className="visually-hidden">{t('list.notRegisteredText')}</span>
      </>
    )
  if (r.kind === 'virtual') return <span className="tag">{t('list.virtualRun')}</span>
  return (
    <span className="tag tag--solved">
      {r.team ? t('list.registeredTeam', { team: r.team }) : t('list.registered')}
    </span>
  )
}

/** One section of the list: a table of competitions, or a line saying there are none. */
export function CompetitionTable({
  id,
  title,
  empty,
  rows,
  prefix,
  lng,
}: {
  id: string
  title: string
  empty: string
  rows: CompetitionRow[]
  prefix: Prefix
  lng: Lng
}) {
  const { t } = useTranslation('competitions')
  return (
    <section className="competitions-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="competitions-empty">{empty}</p>
      ) : (
        <div className="content-table-wrap">
          <table className="data-table competitions-table" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">{t('list.competition')}</th>
                <th scope="col">{t('list.style')}</th>
                <th scope="col">{t('list.start')}</th>
                <th scope="col">{t('list.end')}</th>
                <th scope="col">{t('list.participants')}</th>
                <th scope="col">{t('list.you')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <a href={`/${prefix}/competition/${row.id}`}>{row.title}</a>
                    <span className="tag-list competitions-tags">
                      {row.isOfficial ? <span className="tag">{t('list.official')}</span> : null}
                      {row.allowed !== 'all' ? (
                        <span className="tag tag--muted">{t(`allowed.${row.allowed}`)}</span>
                      ) : null}
                      {row.hasPassword ? (
                        <span className="tag tag--muted">{t('list.withPassword')}</span>
                      ) : null}
                    </span>
                  </th>
                  <td>{t(`styles.${row.style}.name`)}</td>
                  <td>
                    <time dateTime={row.startsAt}>{formatWhen(row.startsAt, lng)}</time>
                  </td>
                  <td>
                    <time dateTime={row.endsAt}>{formatWhen(row.endsAt, lng)}</time>
                  </td>
                  <td>{row.participants}</td>
                  <td>
                    <Registration row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
