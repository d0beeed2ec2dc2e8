import { RemixBrowser } from '@remix-run/react'
import { type BackendModule, createInstance } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { i18nConfig } from './kernel/i18n'
import { StatusProvider } from './ui/document-context'
import { holdEventsUntilHydrated } from './ui/hydration-gate'

// Only routes with handle.hydrate ship this file (see app/root.tsx): islands such as the editor.
// Translations are separate chunks, one per language and namespace: the page loads only those its routes
// declare, in its own language (bundling them all cost ~45 KiB gzip); a later client navigation loads more.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = files[`./locales/${lng}/${ns}.json`]
    if (!load) return callback(null, {})
    load().then(
      (module) => callback(null, module.default),
      (error) => callback(error, null),
    )
  },
}

/** The status the server rendered with, so the hydrated <title> matches (see PageHead in root.tsx). */
function serverStatus(): number {
  const context = (window as { __remixContext?: { state?: { errors?: Record<string, unknown> | null } } })
    .__remixContext
  const errors = Object.values(context?.state?.errors ?? {})
  if (!errors.length) return 200
  const status = (errors[0] as { status?: unknown }).status
  return typeof status === 'number' ? status : 500
}

async function hydrate() {
  const i18n = createInstance()
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      ...i18nConfig,
      lng: document.documentElement.lang,
      ns: getInitialNamespaces(),
      // Every key exists in both languages (a test checks), so no fallback language needs loading.
      fallbackLng: false,
      load: 'currentOnly',
    })
  startTransition(() => {
    hydrateRoot(
      document,
      <StatusProvider value={serverStatus()}>
        <I18nextProvider i18n={i18n}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>
      </StatusProvider>,
    )
  })
}

holdEventsUntilHydrated()
void hydrate()
