import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { setCompetitionFlash, takeCompetitionFlash } from '../competition-flash.server'
import { topTens, viewerPositions } from '../rankings/hub.server'
import { computeRankings, lastRankingRun } from '../rankings/job.server'
import { HubPositions, TopTen } from '../ui/ranking-hub'
import { RankingNav, UpdatedAt } from '../ui/ranking-table'

export const handle: RouteHandle = {
  i18n: ['common', 'rankings'],
  meta: { title: 'rankings:hub.title', description: 'rankings:hub.description' },
}

/** Every ranking and the halls of fame; the viewer's own positions (docs/product.md#competitions-rankings: profile stats) and the top 10s. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const { flash, headers } = await takeCompetitionFlash(request)
  const page = {
    prefix: requestPrefix(request),
    tops: await topTens(user?.id ?? null),
    positions: user ? await viewerPositions(user.id) : null,
    isAdmin: can(user, 'admin'),
    recomputed: flash === 'saved',
    updatedAt: await lastRankingRun(),
  }
  return data(page, { headers })
}

type HubPage = Awaited<ReturnType<typeof loader>>['data']

/** Staff recompute every ranking now (the daily job's work, on demand). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  if (!can(user, 'admin')) throw new Response('Forbidden', { status: 403 })
  const form = await request.formData()
  if (form.get('intent') !== 'recompute') throw new Response('Bad Request', { status: 400 })
  await computeRankings()
  const path = `/${requestPrefix(request)}/rankings`
  return redirect(path, { headers: { 'Set-Cookie': await setCompetitionFlash(path, 'saved') } })
}

export default function Rankings() {
  const { prefix, tops, positions, isAdmin, recomputed, updatedAt } = useLoaderData<HubPage>()
  const { t } = useTranslation('rankings')
  return (
    <article className="page ranking-page">
      <RankingNav prefix={prefix} current="hub" />
      <h1>{t('hub.title')}</h1>
      <p className="lead">{t('hub.lead')}</p>
      {recomputed && <Notice tone="success">{t('hub.recompute.done')}</Notice>}
      <UpdatedAt at={updatedAt} />
      <HubPositions prefix={prefix} positions={positions} />
      <section aria-labelledby="ranking-tops">
        <h2 id="ranking-tops">{t('hub.tops')}</h2>
        <div className="ranking-tops">
          <TopTen prefix={prefix} kind="users" list={tops.users} />
          <TopTen prefix={prefix} kind="monthly" list={tops.monthly} />
          <TopTen prefix={prefix} kind="institutions" list={tops.institutions} />
          <TopTen prefix={prefix} kind="teams" list={tops.teams} />
        </div>
      </section>
      <section aria-labelledby="ranking-halls">
        <h2 id="ranking-halls">{t('hub.halls')}</h2>
        <div className="card-grid">
          <a className="card" href={`/${prefix}/hall-of-fame/obi`}>
            <h3>{t('hallOfFame.obi.title')}</h3>
            <p>{t('hallOfFame.obi.lead')}</p>
          </a>
          <a className="card" href={`/${prefix}/hall-of-fame/professional`}>
            <h3>{t('hallOfFame.professional.title')}</h3>
            <p>{t('hallOfFame.professional.lead')}</p>
          </a>
        </div>
      </section>
      {isAdmin && (
        <section className="card ranking-staff" aria-labelledby="ranking-staff">
          <h2 id="ranking-staff">{t('hub.recompute.title')}</h2>
          <p>{t('hub.recompute.help')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="recompute" />
            <button type="submit" className="button">
              {t('hub.recompute.button')}
            </button>
          </Form>
        </section>
      )}
      <p className="ranking-note">{t('note.hidden')}</p>
    </article>
  )
}
