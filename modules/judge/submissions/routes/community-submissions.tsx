import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { PracticeLayout } from '../../practice/ui/PracticeMenu'
import {
  PUBLIC_STATUSES,
  languageOptions,
  listCommunitySubmissions,
  parseSubmissionFilters,
} from '../submission-lists.server'
import { SubmissionList } from '../ui/SubmissionList'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:community.title', description: 'practice:community.description' },
}

/** Everyone's public submissions, for the exercises the viewer may see; open to visitors too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const filters = parseSubmissionFilters(new URL(request.url).searchParams)
  const list = await listCommunitySubmissions(user, filters, requestLng(request))
  return { list, statuses: PUBLIC_STATUSES, languages: languageOptions(), prefix: requestPrefix(request) }
}

export default function CommunitySubmissions() {
  const { list, statuses, languages, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('practice')
  return (
    <PracticeLayout current="community-submissions">
      <article className="page">
        <h1>{t('community.title')}</h1>
        <p className="lead">{t('community.lead')}</p>
        <SubmissionList
          list={list}
          statuses={statuses}
          languages={languages}
          path={`/${prefix}/community-submissions`}
        />
      </article>
    </PracticeLayout>
  )
}
