import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { displayName } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { obiHallOfFame } from '../rankings/hall-of-fame.server'
import { RankingNav } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: { title: 'rankings:hallOfFame.obi.title', description: 'rankings:hallOfFame.obi.description' },
}

/** Public: OBI and CF-OBI medals users recorded on their profiles, newest year first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { prefix: requestPrefix(request), years: await obiHallOfFame() }
}

export default function ObiHallOfFame() {
  const { prefix, years } = useLoaderData<typeof loader>()
  const { t } = useTranslation('rankings')
  return (
    <article className="page ranking-page hall-of-fame">
      <RankingNav prefix={prefix} current={null} />
      <h1>{t('hallOfFame.obi.title')}</h1>
      <p className="lead">{t('hallOfFame.obi.lead')}</p>
      {years.length === 0 && <p className="ranking-empty">{t('hallOfFame.obi.empty')}</p>}
      {years.map((y) => (
        <section key={y.year} aria-labelledby={`obi-${y.year}`}>
          <h2 id={`obi-${y.year}`}>{y.year}</h2>
          <div className="ranking-table-wrap">
            <table className="data-table ranking-table hall-table">
              <caption className="visually-hidden">{t('hallOfFame.obi.caption', { year: y.year })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('hallOfFame.obi.medal')}</th>
                  <th scope="col">{t('table.user')}</th>
                  <th scope="col">{t('hallOfFame.obi.competition')}</th>
                  <th scope="col">{t('hallOfFame.obi.level')}</th>
                  <th scope="col">{t('hallOfFame.obi.scope')}</th>
                  <th scope="col">{t('hallOfFame.obi.institution')}</th>
                </tr>
              </thead>
              <tbody>
                {y.entries.map((e) => (
                  <tr key={e.id}>
                    <td>
                      <span className={`medal medal--${e.medal}`}>{t(`external.medals.${e.medal}`)}</span>
                    </td>
                    <th scope="row">
                      <a href={`/${prefix}/user/${e.userId}`} className={`name--${e.color}`}>
                        {displayName(e.name)}
                      </a>
                    </th>
                    <td>{t(`external.short.${e.competition}`)}</td>
                    <td>{t(`external.levels.${e.level}`)}</td>
                    <td>{t(`external.scopes.${e.scope}`)}</td>
                    <td>
                      {e.institution ? (
                        <abbr title={e.institution.name}>{e.institution.shortName}</abbr>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <p className="ranking-note">{t('hallOfFame.note')}</p>
    </article>
  )
}
