import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { CriticalCssStream, builtSheet } from '~/app/kernel/http/critical-css.server'
import { HtmlStream } from '~/app/kernel/http/html-stream.server'
import { clockOffsetMs } from '~/app/kernel/runtime/clock.server'
import { NonceProvider, StatusProvider } from '~/app/ui/document-context'
import { databaseVersion } from '~/db/client.server'
import { referralCookieFor } from '~/modules/billing/index'
import { createI18nForRender, remixI18n } from './kernel/i18n/i18n.server'
import { lngOf } from './kernel/i18n/locale'
import styles from './styles/app.css?url'

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lng = lngOf(new URL(request.url).pathname)
  const ns = [...new Set(['common', ...remixI18n.getRouteNamespaces(remixContext)])]
  const i18n = await createI18nForRender(lng, ns)
  // Bots and no-JS readers get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode

  // Invite a friend: a page opened through `…?ref=IDENTIFIER` remembers the inviter (ADR 017).
  const refCookie = await referralCookieFor(request)
  if (refCookie) responseHeaders.append('Set-Cookie', refCookie)

  let status = responseStatusCode
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <StatusProvider value={responseStatusCode}>
        <NonceProvider value={loadContext.cspNonce ?? ''}>
          <I18nextProvider i18n={i18n}>
            <RemixServer
              context={remixContext}
              url={request.url}
              abortDelay={ABORT_DELAY}
              nonce={loadContext.cspNonce}
            />
          </I18nextProvider>
        </NonceProvider>
      </StatusProvider>,
      {
        nonce: loadContext.cspNonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new HtmlStream()
          // The page's critical CSS goes into its <head> (ADR 026): the page is held until its markup is complete.
          const sheet = import.meta.env.DEV ? null : builtSheet(styles)
          const out = sheet ? body.pipe(new CriticalCssStream(sheet)) : body
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(out), {
              headers: responseHeaders,
              status,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error)
}

/**
 * server.js starts the judge queue through the server build so the dispatcher shares one module instance with
 * the routes that call wakeJudge().
 */
export { handleJudgeInternal, startJudgeQueue, stopJudgeQueue } from '~/modules/judge/index'
export { startProgress } from '~/modules/learning/index'
export { startSubjectLessons } from '~/modules/learning/index'
// An organization's students see the courses it chose first (ADR 024): org answers learning's question.
export { startOrgCourses } from '~/modules/org/index'
// Scoreboards follow verdicts as they arrive; rankings are recomputed daily (and at start when a day is due).
export { startCompetitions, startRankingsJob, stopRankingsJob } from '~/modules/competitions/index'
// Invite a friend: the month's payouts are closed on its last day (São Paulo), and at start if one was missed.
export { startPayoutsJob, stopPayoutsJob } from '~/modules/billing/index'
// Billing answers the kernel's "is this user PRO?" and, in the demo, runs the local payment provider (ADR 016).
export { startBilling, stopBilling } from '~/modules/billing/index'
// LiteFS (ADR 018): which node writes; background jobs run only there; replicas forward GET-side writes to it.
export { isPrimary, whenPrimary } from '~/app/kernel/runtime/primary.server'
export {
  acceptsInternalSecret,
  runForwardedGetWrite,
  MAX_FORWARDED_BYTES,
} from '~/app/kernel/runtime/get-writes.server'
// AI grading of math answers and projects (issue 19): the grader's queue, woken by learning's new answers.
export { startGrading, stopGrading } from '~/modules/assistant/index'
// Live events: the recurring classes written ahead and the reminders before each event (once per event).
export { startLiveJob, stopLiveJob } from '~/modules/live/index'
// Org's answer to competitions' "what is this user to that class?" (a competition restricted to a class).
export { startOrg } from '~/modules/org/index'
// Classes' weekly forms: each student reminded once per São Paulo week, the professor told when it is over.
export { startWeeklyNoticesJob, stopWeeklyNoticesJob } from '~/modules/org/index'
// Exercise lists: each student of the class told once that a list opened.
export { startListNoticesJob, stopListNoticesJob } from '~/modules/org/index'
// /healthz, answered by server.js before Remix (ADR 020).
export { health } from '~/app/kernel/http/health.server'
// The page cache's test of a changed database (ADR 028).
/**
 * What the page cache compares (ADR 028): the database's version, and the e2e server's moved clock (a move is no
 * write, and a period's end must show at the next page).
 */
export const pageVersion = () => `${databaseVersion()}:${clockOffsetMs()}`
export { notePageView } from '~/app/kernel/runtime/page-access.server'
// Privacy rights (issue 26): exports made in the background, accounts erased after the grace period.
export { startPrivacyJob, stopPrivacyJob } from '~/modules/account/index'
