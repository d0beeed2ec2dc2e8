import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { PageMeta, RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { Notice } from '~/app/ui/forms'
import { parsePage, scoreboardPage } from '../scoreboard/scoreboard-page.server'
import type { ScoreboardPageData } from '../scoreboard/scoreboard-types'
import { competitionPath } from '../shared'
import { formatDateTime } from '../ui/scoreboard-format'
import { ScoreboardRefresh } from '../ui/scoreboard-refresh'
import { ScoreboardLegend, ScoreboardTable } from '../ui/scoreboard-table'

// No JavaScript: the page says when the board was computed and offers a "Refresh" link; nothing reloads by itself.
// While the competition runs the route hydrates for one island (ScoreboardRefresh): the board refreshes in place
// every minute, politely announced, and can be paused (WCAG 2.2.1).
export const handle: RouteHandle = {
  i18n: ['common', 'scoreboard'],
  layout: 'wide',
  competition: true,
  hydrate: (data) => (data as LoaderData | undefined)?.page.competition.phase === 'running',
}

type LoaderData = {
  page: ScoreboardPageData
  meta: PageMeta
  prefix: string
  lng: string
  manageHref: string | null
  /** This very page of the board: the "Refresh" link. */
  selfHref: string
}

/** /{lang}/competition/:id/scoreboard — anyone, once the competition has started; before, when it opens. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 })
  const prefix = requestPrefix(request)
  const user = await optionalUser(request)
  const search = new URL(request.url).searchParams
  const page = await scoreboardPage({
    competitionId: id,
    user,
    prefix,
    lng: requestLng(request),
    page: parsePage(search.get('page')),
  })
  if (!page) throw new Response('Not Found', { status: 404 })
  const t = await tFor(request, 'scoreboard')
  return {
    page,
    meta: { title: t('heading', { title: page.competition.title }) },
    prefix,
    lng: requestLng(request),
    manageHref: page.state === 'board' && page.organizer ? competitionPath(prefix, id, 'manage') : null,
    selfHref: `${competitionPath(prefix, id, 'scoreboard')}${page.state === 'board' && page.page > 1 ? `?page=${page.page}` : ''}`,
  } satisfies LoaderData
}

export default function ScoreboardRoute() {
  const { page, prefix, lng, manageHref, selfHref } = useLoaderData() as LoaderData
  const { t } = useTranslation('scoreboard')
  const back = `/${prefix}/competition/${page.competition.id}`
  return (
    <article className="page sb-page">
      <p>
        <a href={back}>{t('back')}</a>
        {manageHref ? (
          <>
            {' · '}
            <a href={manageHref}>{t('manage')}</a>
          </>
        ) : null}
      </p>
      <h1>{t('heading', { title: page.competition.title })}</h1>
      {page.state === 'upcoming' ? (
        <Notice tone="info">
          <strong>{t('notStarted.title')}</strong>{' '}
          {t('notStarted.message', { start: formatDateTime(page.startsAt, lng) })}
        </Notice>
      ) : (
        <>
          <p className="lead">{t(`rules.${page.competition.style}`)}</p>
          {page.frozen && page.frozeAt ? (
            <Notice tone="warning">
              {t('frozen.banner', { time: formatDateTime(page.frozeAt, lng) })}
              {page.organizer ? <> {t('frozen.organizer')}</> : null}
            </Notice>
          ) : null}
          <p className="sb-meta">
            {t('count', { count: page.total })} ·{' '}
            {page.competition.phase === 'running' ? (
              <ScoreboardRefresh computedAt={page.computedAt} lng={lng} href={selfHref} />
            ) : (
              t('computed', { time: formatDateTime(page.computedAt, lng) })
            )}
          </p>
          {page.mine ? (
            <p className="sb-meta">
              {t('mine', { rank: page.mine.rank })}{' '}
              <a href={`${page.mine.page === 1 ? '?' : `?page=${page.mine.page}`}#p-${page.mine.id}`}>
                {t('mineLink')}
              </a>
            </p>
          ) : null}
          <ScoreboardTable board={page} />
          <Pager page={page.page} pages={page.pages} label={t('pager.label')} />
          <ScoreboardLegend icpc={page.competition.style === 'icpc'} />
        </>
      )}
    </article>
  )
}
