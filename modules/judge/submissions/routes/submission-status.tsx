import type { LoaderFunctionArgs } from '@remix-run/node'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { idParam } from '../../copy.server'
import { returnPath } from '../../exercises/workspace.server'
import { statusAfterWait } from '../status-wait.server'
import { LiveStatusView } from '../ui/LiveStatus'

const NAMESPACES = ['common', 'judge', 'exercise']

/**
 * GET /{lang}/submission-status/:id — the exercise page's island (ADR 031): the in-place status of a submission
 * as HTML, the same markup the React workspace renders, so the verdict's wording lives in one component.
 * `?wait=<token>` waits for a change like the submit API; `return_to` and `competition=1` as on the page. The
 * element carries `data-status` and `data-token` for the next request. Others' submissions are a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  if (!user) return new Response('Unauthorized', { status: 401 })
  const id = idParam(params.id)
  const url = new URL(request.url)
  const lng = requestLng(request)
  const detail = id
    ? await statusAfterWait(user, id, lng, url.searchParams.get('wait'), request.signal)
    : null
  if (!id || !detail) return new Response('Not Found', { status: 404 })
  const i18n = await createI18nForRender(lng, NAMESPACES)
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <div data-status={detail.status} data-token={detail.token}>
        <LiveStatusView
          id={id}
          prefix={requestPrefix(request)}
          returnTo={returnPath(url.searchParams.get('return_to'))}
          inCompetition={url.searchParams.get('competition') === '1'}
          detail={detail}
        />
      </div>
    </I18nextProvider>,
  )
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
