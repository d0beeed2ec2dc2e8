// Server-renders a route component (or a bit of UI) to HTML the way the server does: no scripts, the loader's
// and action's data as Remix hydrates them. Not a test file itself.
import { createRemixStub } from '@remix-run/testing'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'

export interface RenderState {
  loaderData?: unknown
  actionData?: unknown
  /** What the route threw (shown by `ErrorBoundary`). */
  error?: unknown
  /** The page's URL (its path must be `/`): for components that read the query, such as the pager. */
  url?: string
}

/** The HTML of `Component` in `lng` with the `namespaces` it declares; `state` as the route's data. */
export async function renderRoute(
  lng: 'pt-BR' | 'en-GB',
  namespaces: string[],
  Component: ComponentType,
  state?: RenderState,
  ErrorBoundary?: ComponentType,
): Promise<string> {
  const i18n = await createI18nForRender(lng, namespaces)
  const Stub = createRemixStub([{ id: 'page', path: '/', Component, ErrorBoundary }])
  const hydrationData = state && {
    loaderData: { page: state.loaderData },
    actionData: state.actionData ? { page: state.actionData } : undefined,
    errors: state.error ? { page: state.error } : undefined,
  }
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub hydrationData={hydrationData} initialEntries={state?.url ? [state.url] : undefined} />
    </I18nextProvider>,
  )
}
