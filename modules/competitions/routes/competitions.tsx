import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { canCreateCompetition } from '../core.server'
import { listCompetitions } from '../listing/competition-list.server'
import { CompetitionTable } from '../ui/competition-table'

export const handle: RouteHandle = {
  i18n: ['common', 'competitions'],
  meta: { title: 'competitions:title', description: 'competitions:description' },
}

/** docs/product.md#competitions-creating: upcoming, running and past competitions; the viewer's simulations apart. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  return {
    prefix: requestPrefix(request),
    lng: requestLng(request),
    lists: await listCompetitions(user),
    canCreate: canCreateCompetition(user),
    canSimulate: can(user, 'pro_or_admin'),
    loggedIn: !!user,
  }
}

export default function Competitions() {
  const { prefix, lng, lists, canCreate, canSimulate } = useLoaderData<typeof loader>()
  const { t } = useTranslation('competitions')
  return (
    <article className="page competitions-page">
      <header className="competitions-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('list.lead')}</p>
        <p className="competitions-actions">
          {canCreate ? (
            <a className="button" href={`/${prefix}/competitions/new`}>
              {t('list.create')}
            </a>
          ) : null}
          {canSimulate ? (
            <a className="button button--ghost" href={`/${prefix}/competitions/simulate`}>
              {t('list.simulate')}
            </a>
          ) : null}
        </p>
        {canCreate && canSimulate ? null : (
          <p className="competitions-pro">
            {t('list.proCta')}{' '}
            <FeatureLink feature="pro" prefix={prefix}>
              {t('list.proLink')}
            </FeatureLink>
          </p>
        )}
      </header>
      <CompetitionTable
        id="running"
        title={t('list.running')}
        empty={t('list.noneRunning')}
        rows={lists.running}
        prefix={prefix}
        lng={lng}
      />
      <CompetitionTable
        id="upcoming"
        title={t('list.upcoming')}
        empty={t('list.noneUpcoming')}
        rows={lists.upcoming}
        prefix={prefix}
        lng={lng}
      />
      {lists.simulations.length ? (
        <CompetitionTable
          id="simulations"
          title={t('list.simulations')}
          empty=""
          rows={lists.simulations}
          prefix={prefix}
          lng={lng}
        />
      ) : null}
      <CompetitionTable
        id="past"
        title={t('list.past')}
        empty={t('list.nonePast')}
        rows={lists.past}
        prefix={prefix}
        lng={lng}
      />
      <p className="field-hint">{t('list.timeZone')}</p>
    </article>
  )
}
