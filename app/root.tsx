import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNonce, useResponseStatus } from '~/app/ui/document-context'
import type { IslandAssets } from '~/app/ui/editor/preloads.server'
import { markHydrated } from '~/app/ui/hydration-gate'
import { userActions } from '~/modules/account'
import { AssistantButton } from '~/modules/assistant/ui'
import { hasUpcomingCompetitions } from '~/modules/competitions'
import { hasNewVideos } from '~/modules/live'
import { countNewNotifications, feedbackCount } from '~/modules/social'
import { displayName } from './kernel/auth/policy'
import { sessionUser } from './kernel/auth/session.server'
import { I18N_RESOURCES_ID } from './kernel/i18n/i18n'
import { LNG_BY_PREFIX, prefixOf } from './kernel/i18n/locale'
import { themeOf } from './kernel/i18n/theme.server'
import type { PageMeta, RouteHandle } from './kernel/requests/handle'
import { cutDescription } from './kernel/requests/handle'
import { now } from './kernel/runtime/clock.server'
import { notePageView } from './kernel/runtime/page-access.server'
import { GeneralErrorBoundary, errorKind } from './shell/ErrorPage'
import { Shell, type ShellData } from './shell/Shell'
import styles from './styles/app.css?url'

// The stylesheet (ADR 026): in production, each page's critical rules are inlined in <head> and the whole
// sheet is linked at the end of <body>, where it blocks nothing above it; the dev server links it here.
export const links: LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: styles }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Issue 16 item 12: installable and a home-screen icon, all from public/ (same origin).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export const handle: RouteHandle = { i18n: 'common' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const prefix = prefixOf(url.pathname) ?? 'br'
  const user = await sessionUser(request)
  // Opening the notifications page marks them all seen (docs/product.md#social-notifications): its bell shows 0, whichever loader ends first.
  const onNotifications = /^\/(br|gb)\/notifications\/?$/.test(url.pathname)
  const [notifications, feedbacks, upcoming, newVideos] = await Promise.all([
    user && !onNotifications ? countNewNotifications(user.id) : 0,
    user ? feedbackCount(user) : 0,
    hasUpcomingCompetitions(),
    hasNewVideos(now()),
  ])
  if (user) {
    notePageView(user.id, url.pathname)
    context.noteViewer?.(user.id, url.pathname)
  }
  const data: ShellData = {
    prefix,
    lng: LNG_BY_PREFIX[prefix],
    theme: themeOf(request),
    path: url.pathname + url.search,
    year: new Date().getUTCFullYear(),
    user: user && {
      id: user.id,
      name: displayName(user.name),
      color: user.color,
      level: user.level,
      isPro: user.isPro,
      isAdmin: user.isAdmin,
      canCreateContent: user.isAdmin || user.permissions.includes('create_content'),
      isJttMember: user.isJttMember,
      image: user.image ?? null,
      // Forms others read show why they are closed instead (app/ui/PublicVoice.tsx, ADR 023).
      awaitingGuardian: !!user.awaitingGuardian,
      actions: await userActions(user.id),
    },
    badges: { notifications, feedbacks, competitions: upcoming, videos: newVideos },
  }
  return data
}

function useLayout(): { layout: NonNullable<RouteHandle['layout']>; hydrate: boolean; competition: boolean } {
  const matches = useMatches()
  let layout: RouteHandle['layout'] = 'default'
  let hydrate = false
  let competition = false
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined
    if (handle?.layout) layout = handle.layout
    if (handle?.hydrate === true || (typeof handle?.hydrate === 'function' && handle.hydrate(match.data)))
      hydrate = true
    if (handle?.competition) competition = true
  }
  return { layout, hydrate, competition }
}

/** <title> and description: the deepest route's loader `meta`, else its handle's translation keys. */
function PageHead() {
  const matches = useMatches()
  const { t } = useTranslation()
  let meta: PageMeta = { title: t('meta.title'), description: t('meta.description') }
  for (const match of matches) {
    const data = match.data as { meta?: PageMeta } | undefined
    const handle = match.handle as RouteHandle | undefined
    if (data?.meta) meta = data.meta
    else if (handle?.meta) {
      meta = {
        title: t(handle.meta.title),
        description: handle.meta.description && t(handle.meta.description),
      }
    }
  }
  // The response's status only describes the document as first served; a client navigation moves on from it.
  const location = useLocation()
  const firstKey = useRef(location.key)
  const served = useResponseStatus()
  const status = location.key === firstKey.current ? served : 200
  // A boundary shows a thrown error: the deepest route has no data, so name the error instead of the home
  // title. (A form re-rendered at 422/429 keeps its page's title: its loader data is there.)
  if (status >= 400 && matches[matches.length - 1]?.data === undefined) {
    meta = { title: t(`errors.${errorKind(status)}.title`) }
  }
  const title = meta.title === t('meta.title') ? meta.title : `${meta.title} · Trilha`
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={cutDescription(meta.description ?? t('meta.description'))} />
    </>
  )
}

/**
 * A page's framework-free islands (ADR 031: the exercise page's form, the guided tour's card), for a page that
 * does not hydrate: the loader's `islands`, each a module and, preloaded, what it imports (the exercise page's:
 * the editor and the grammar it opens with). After the stylesheet, like the scripts of a hydrated page; an island
 * carries its words in the page's own markup (<template>s), not as JSON.
 */
function IslandScript() {
  const nonce = useNonce()
  const islands = useMatches().flatMap(
    (m) => (m.data as { islands?: IslandAssets[] } | undefined)?.islands ?? [],
  )
  if (!islands.length) return null
  const preloads = new Set(islands.flatMap((island) => island.preloads))
  return (
    <>
      {islands.map((island) => (
        <script key={island.script} type="module" src={island.script} nonce={nonce} />
      ))}
      {[...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  )
}

/**
 * The page's translations, in its HTML (ADR 027): app/entry.client.tsx starts i18next from them instead of
 * fetching one file per namespace once its own scripts have run. The same text on both sides of hydration (the
 * client's instance holds exactly these bundles); `<` escaped so no string can close the element.
 */
function InlineTranslations() {
  const { i18n } = useTranslation()
  const lng = i18n.language
  // The namespaces the matched routes declare (the server's instance knows every route's).
  const namespaces = [
    ...new Set(
      ['common'].concat(...useMatches().map((m) => (m.handle as RouteHandle | undefined)?.i18n ?? [])),
    ),
  ]
  const bundles = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) ?? {}]))
  return (
    <script
      type="application/json"
      id={I18N_RESOURCES_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own translations as JSON, `<` escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(bundles).replace(/</g, '\\u003c') }}
    />
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const prefix = data?.prefix ?? prefixOf(location.pathname) ?? 'br'
  const { hydrate } = useLayout()
  const nonce = useNonce()
  useEffect(markHydrated, [])
  return (
    <html lang={LNG_BY_PREFIX[prefix]} data-theme={data?.theme ?? 'system'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <PageHead />
        <Meta />
        <Links />
        {/* The page's critical CSS (ADR 026), filled on the server by app/kernel/http/critical-css.server.ts. */}
        {import.meta.env.DEV ? null : (
          <style
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: empty here; hydration must leave the server's rules alone
            dangerouslySetInnerHTML={{ __html: '' }}
            data-critical-css=""
          />
        )}
      </head>
      <body>
        {children}
        {import.meta.env.DEV ? null : <link rel="stylesheet" href={styles} />}
        {hydrate ? (
          <>
            <Scripts nonce={nonce} />
            <InlineTranslations />
          </>
        ) : (
          <IslandScript />
        )}
      </body>
    </html>
  )
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  const { layout, competition } = useLayout()
  return (
    <Shell
      data={data}
      layout={layout}
      competition={competition}
      floating={data.user ? <AssistantButton prefix={data.prefix} /> : null}
    >
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root')
  const location = useLocation()
  const page = <GeneralErrorBoundary />
  if (!data) {
    const prefix = prefixOf(location.pathname) ?? 'br'
    return (
      <main className="error-bare">
        {page}
        <a href={`/${prefix}`}>Trilha</a>
      </main>
    )
  }
  return (
    <Shell data={data} layout="default" competition={false}>
      {page}
    </Shell>
  )
}
