import { type LoaderFunctionArgs, data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import type { PageMeta, RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { requireCompetition } from '../competition-guards.server'
import { type ContestSubmissions, contestSubmissions } from '../running/contest-submissions.server'
import { competitionPath } from '../shared'
import { ContestNotRegistered, ContestSubmissionTable } from '../ui/contest-submissions'

export const handle: RouteHandle = { i18n: ['common', 'contest', 'judge'], competition: true }

export interface ContestSubmissionsPageData {
  competition: { id: number; title: string; href: string }
  list: ContestSubmissions
  team: boolean
  manageHref: string | null
  prefix: Prefix
  lng: Lng
  meta: PageMeta
}

const headingKey = (kind: ContestSubmissions['kind']) =>
  kind === 'organizer' ? 'submissions.headingAll' : 'submissions.heading'

const pageParam = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : 1)

/** /{lang}/competition/:id/submissions — the viewer's participation's submissions; organizers see all. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const competition = await requireCompetition(params.id, request)
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const page = pageParam(new URL(request.url).searchParams.get('page'))
  const list = await contestSubmissions(user, competition, lng, page)
  const t = await tFor(request, 'contest')
  const body: ContestSubmissionsPageData = {
    competition: {
      id: competition.id,
      title: competition.title,
      href: competitionPath(prefix, competition.id),
    },
    list,
    team: list.kind === 'participant' && list.rows.some((r) => r.author !== null),
    manageHref: list.kind === 'organizer' ? competitionPath(prefix, competition.id, 'manage') : null,
    prefix,
    lng,
    meta: { title: t(headingKey(list.kind), { title: competition.title }) },
  }
  return data(body, { status: list.kind === 'not_registered' ? 403 : 200 })
}

export default function ContestSubmissionsPage() {
  const page = useLoaderData() as ContestSubmissionsPageData
  const { t } = useTranslation('contest')
  const { list } = page
  return (
    <article className="page contest-page">
      <p>
        <a href={page.competition.href}>{t('backToCompetition')}</a>
      </p>
      <h1 id="contest-submissions-title">{t(headingKey(list.kind), { title: page.competition.title })}</h1>
      {list.kind === 'not_registered' ? (
        <ContestNotRegistered href={page.competition.href} />
      ) : (
        <>
          <p className="lead">
            {t(
              list.kind === 'organizer'
                ? 'submissions.leadOrganizer'
                : page.team
                  ? 'submissions.leadTeam'
                  : 'submissions.lead',
            )}
          </p>
          {page.manageHref ? (
            <p>
              <a className="button button--ghost" href={page.manageHref}>
                {t('submissions.manage')}
              </a>
            </p>
          ) : null}
          <ContestSubmissionTable list={list} prefix={page.prefix} lng={page.lng} />
        </>
      )}
    </article>
  )
}
