// The rankings hub's pieces: the viewer's positions (docs/product.md#competitions-rankings: "profile stats") and a top 10 of each ranking.
import { useTranslation } from 'react-i18next'
import { loginHref } from '~/app/kernel/auth/login'
import type { ViewerPositions } from '../rankings/hub.server'
import { type ListView, RankingTable, type Subject } from './ranking-table'

type Mine = { id: number; position: number; page: number } | null

function Position({ mine, href }: { mine: Mine; href: string }) {
  const { t } = useTranslation('rankings')
  if (!mine) return <span>{t('hub.notRanked')}</span>
  return (
    <a href={`${href}${mine.page > 1 ? `?page=${mine.page}` : ''}#rank-${mine.id}`}>
      {t('table.place', { position: mine.position })}
    </a>
  )
}

export function HubPositions({ prefix, positions }: { prefix: string; positions: ViewerPositions | null }) {
  const { t } = useTranslation('rankings')
  if (!positions) {
    return (
      <p className="ranking-login">
        <a href={loginHref(prefix, `/${prefix}/rankings`)}>{t('hub.login')}</a>
      </p>
    )
  }
  if (positions.hidden) {
    return (
      <section className="card" aria-labelledby="ranking-mine">
        <h2 id="ranking-mine">{t('hub.mine')}</h2>
        <p>{t('hub.hidden')}</p>
      </section>
    )
  }
  const { institution } = positions
  return (
    <section className="card ranking-positions" aria-labelledby="ranking-mine">
      <h2 id="ranking-mine">{t('hub.mine')}</h2>
      <dl>
        <div>
          <dt>{t('hub.users')}</dt>
          <dd>
            <Position mine={positions.users} href={`/${prefix}/ranking/users`} />
          </dd>
        </div>
        <div>
          <dt>{t('hub.monthly')}</dt>
          <dd>
            <Position mine={positions.monthly} href={`/${prefix}/ranking/monthly`} />
          </dd>
        </div>
        {institution ? (
          <>
            <div>
              <dt>{t('hub.institution', { name: institution.shortName })}</dt>
              <dd>
                <Position mine={institution.ranking} href={`/${prefix}/ranking/institutions`} />
              </dd>
            </div>
            <div>
              <dt>{t('hub.internal', { name: institution.shortName })}</dt>
              <dd>
                <Position
                  mine={institution.internal}
                  href={`/${prefix}/ranking/institution/${institution.id}`}
                />
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('hub.institutionNone')}</dt>
            <dd>
              <a href={`/${prefix}/user/edit`}>{t('hub.institutionSet')}</a>
            </dd>
          </div>
        )}
        {positions.teams.map((team) => (
          <div key={team.id}>
            <dt>{t('hub.team', { name: team.name })}</dt>
            <dd>
              <Position mine={team.ranking} href={`/${prefix}/ranking/teams`} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const SUBJECT: Record<'users' | 'monthly' | 'institutions' | 'teams', Subject> = {
  users: 'user',
  monthly: 'user',
  institutions: 'institution',
  teams: 'team',
}

export function TopTen({
  prefix,
  kind,
  list,
}: { prefix: string; kind: 'users' | 'monthly' | 'institutions' | 'teams'; list: ListView }) {
  const { t } = useTranslation('rankings')
  return (
    <section className="ranking-top" aria-labelledby={`top-${kind}`}>
      <h3 id={`top-${kind}`}>{t(`hub.top.${kind}`)}</h3>
      <RankingTable
        rows={list.rows}
        subject={SUBJECT[kind]}
        prefix={prefix}
        caption={t(`hub.top.${kind}`)}
        compact
      />
      <p>
        <a href={`/${prefix}/ranking/${kind}`}>{t('hub.seeAll')}</a>
      </p>
    </section>
  )
}
