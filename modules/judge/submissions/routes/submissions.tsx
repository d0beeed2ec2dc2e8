import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { PracticeLayout } from '../../practice/ui/PracticeMenu'
import {
  PUBLIC_STATUSES,
  languageOptions,
  listOwnSubmissions,
  parseSubmissionFilters,
} from '../submission-lists.server'
import { SubmissionList } from '../ui/SubmissionList'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:submissions.title', description: 'practice:submissions.description' },
}

/** docs/product.md#judge-submissions: submissions need login. Visitors go to the login form and come back here afterwards. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  const url = new URL(request.url)
  const list = await listOwnSubmissions(
    user.id,
    parseSubmissionFilters(url.searchParams),
    requestLng(request),
  )
  return { list, statuses: PUBLIC_STATUSES, languages: languageOptions(), prefix }
}

export default function Submissions() {
  const { list, statuses, languages, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('practice')
  return (
    <PracticeLayout current="submissions">
      <article className="page">
        <h1>{t('submissions.title')}</h1>
        <p className="lead">{t('submissions.lead')}</p>
        <SubmissionList
          list={list}
          statuses={statuses}
          languages={languages}
          path={`/${prefix}/submissions`}
        />
      </article>
    </PracticeLayout>
  )
}
