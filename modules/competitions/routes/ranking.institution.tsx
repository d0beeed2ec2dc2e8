import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { institutionRanking } from '../rankings/institution.server'
import { RankingPage, RankingSection } from '../ui/ranking-table'

export const handle: RouteHandle = { i18n: ['common', 'rankings'] }

/** An institution's internal ranking: its members in the general ranking's order. Unknown id → 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = /^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : null
  const user = await optionalUser(request)
  const page = new URL(request.url).searchParams.get('page')
  const ranking = id === null ? null : await institutionRanking(id, page, user?.id ?? null)
  if (!ranking) throw new Response('Not Found', { status: 404 })
  const t = await tFor(request, 'rankings')
  const name = ranking.institution.name
  return {
    prefix: requestPrefix(request),
    ranking,
    meta: { title: t('institution.title', { name }), description: t('institution.description', { name }) },
  }
}

export default function InstitutionRanking() {
  const { prefix, ranking } = useLoaderData<typeof loader>()
  const { t } = useTranslation('rankings')
  const { institution } = ranking
  const where = [institution.state, institution.country].filter(Boolean).join(' · ')
  return (
    <RankingPage
      prefix={prefix}
      current="institution"
      title={t('institution.title', { name: institution.name })}
      lead={t('institution.lead')}
    >
      <p className="ranking-institution">
        <span className="tag">{institution.shortName}</span>{' '}
        <span>{t(`institution.type.${institution.type}`)}</span>
        {where && <span> · {where}</span>}
      </p>
      <RankingSection
        list={ranking}
        subject="user"
        prefix={prefix}
        caption={t('institution.title', { name: institution.name })}
        overall
      />
    </RankingPage>
  )
}
