import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { loginRedirect } from '~/app/kernel/auth/guards.server'
import { sessionUser } from '~/app/kernel/auth/session.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { POLL_INTERVAL_MS } from '../../constants'
import { idParam } from '../../copy.server'
import type { SubmissionPageData } from '../../exercises/workspace-types'
import { returnPath } from '../../exercises/workspace.server'
import { loadSubmissionPage, setSubmissionVisibility } from '../submission-page.server'
import { SubmissionView } from '../ui/SubmissionView'
import { submissionPath } from '../ui/links'

// No `hydrate`: this page ships no JavaScript. While the verdict is pending it reloads itself instead.
export const handle: RouteHandle = { i18n: ['common', 'judge', 'exercise'] }

/** The first reload comes sooner (most verdicts take about a second); then every 4 s (docs/product.md#judge-submissions). */
const FIRST_REFRESH_S = 1
/** Marks a reload of the page: from then on it waits the usual interval. */
const WAITED = 'waited'

type PageWithRefresh = SubmissionPageData & { refreshUrl: string | null }

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const page = data as PageWithRefresh | undefined
  if (!page?.inQueue) return []
  return [
    {
      httpEquiv: 'refresh',
      content: page.refreshUrl
        ? `${FIRST_REFRESH_S}; url=${page.refreshUrl}`
        : String(POLL_INTERVAL_MS / 1000),
    },
  ]
}

const notFound = () => new Response('Not Found', { status: 404 })

/** /{lang}/submission/:id — owner and staff; anyone when public. Anything else is a 404 (no leak). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id)
  if (!id) throw notFound()
  const returnTo = new URL(request.url).searchParams.get('return_to')
  const page = await loadSubmissionPage(request, await sessionUser(request), id, returnTo)
  if (!page) throw notFound()
  const url = new URL(request.url)
  let refreshUrl: string | null = null
  if (page.inQueue && !url.searchParams.has(WAITED)) {
    url.searchParams.set(WAITED, '1')
    refreshUrl = url.pathname + url.search
  }
  return { ...page, refreshUrl } satisfies PageWithRefresh
}

const visibilitySchema = z.object({
  visibility: z.enum(['private', 'public']),
  return_to: z.string().optional(),
})

/** The author switches the submission between private and public. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(params.id)
  if (!id) throw notFound()
  const prefix = requestPrefix(request)
  const user = await sessionUser(request)
  if (!user) throw loginRedirect(request, submissionPath(prefix, id))
  const submission = parseWithZod(await request.formData(), { schema: visibilitySchema })
  if (submission.status !== 'success') return new Response('Unprocessable Entity', { status: 422 })
  const result = await setSubmissionVisibility(user, id, submission.value.visibility)
  if (result === 'not_found') throw notFound()
  if (result === 'forbidden') throw new Response('Forbidden', { status: 403 })
  return redirect(submissionPath(prefix, id, returnPath(submission.value.return_to)))
}

export default function SubmissionPage() {
  const page = useLoaderData() as SubmissionPageData
  return <SubmissionView page={page} />
}
