// Renders a practice page to HTML the way the server does, with the loader's data (not a test file itself).
// Test files mock @remix-run/react's data hooks with `renderState` (see practice routes' *.test.ts).
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'

export const renderState: { data: unknown; action: unknown; search: string } = {
  data: undefined,
  action: undefined,
  search: '',
}

/** The HTML of `Page` in `lng`, with `data` as loader data and `url`'s query as the location. */
export async function renderPage(
  Page: ComponentType,
  data: unknown,
  lng: 'pt-BR' | 'en-GB',
  url = 'http://test/',
) {
  renderState.data = data
  renderState.search = new URL(url).search
  const i18n = await createI18nForRender(lng, ['common', 'judge', 'practice'])
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>,
  )
}

/** What the test files pass to vi.mock('@remix-run/react', ...). */
export async function mockRemixReact(original: () => Promise<Record<string, unknown>>) {
  const { createElement } = await import('react')
  return {
    ...(await original()),
    useLoaderData: () => renderState.data,
    useActionData: () => renderState.action,
    useLocation: () => ({ pathname: '/', search: renderState.search, hash: '', state: null, key: 'test' }),
    Form: (props: Record<string, unknown>) => createElement('form', props),
  }
}
