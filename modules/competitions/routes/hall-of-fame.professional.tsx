import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { displayName } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { professionalHallOfFame } from '../rankings/hall-of-fame.server'
import { formatMonth } from '../ui/ranking-format'
import { RankingNav } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: {
    title: 'rankings:hallOfFame.professional.title',
    description: 'rankings:hallOfFame.professional.description',
  },
}

/** Public: the jobs users recorded at companies, grouped by company. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { prefix: requestPrefix(request), companies: await professionalHallOfFame() }
}

export default function ProfessionalHallOfFame() {
  const { prefix, companies } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('rankings')
  const month = (m: string) => formatMonth(m, i18n.language, 'short')
  return (
    <article className="page ranking-page hall-of-fame">
      <RankingNav prefix={prefix} current={null} />
      <h1>{t('hallOfFame.professional.title')}</h1>
      <p className="lead">{t('hallOfFame.professional.lead')}</p>
      {companies.length === 0 && <p className="ranking-empty">{t('hallOfFame.professional.empty')}</p>}
      <div className="hall-companies">
        {companies.map((c) => (
          <section key={c.id} className="card hall-company" aria-labelledby={`company-${c.id}`}>
            <h2 id={`company-${c.id}`}>
              {c.name} <span className="tag">{c.shortName}</span>
            </h2>
            <ul role="list" className="hall-placements">
              {c.placements.map((p) => (
                <li key={p.id}>
                  <a href={`/${prefix}/user/${p.userId}`} className={`name--${p.color}`}>
                    {displayName(p.name)}
                  </a>
                  <span> · {t(`jobs.positions.${p.position}`)}</span>
                  <span className="hall-period">
                    {' · '}
                    {t('hallOfFame.professional.period', {
                      from: month(p.startedOn),
                      to: p.endedOn ? month(p.endedOn) : t('hallOfFame.professional.present'),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="ranking-note">{t('hallOfFame.note')}</p>
    </article>
  )
}
