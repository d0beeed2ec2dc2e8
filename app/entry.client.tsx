import { RemixBrowser } from '@remix-run/react'
import { type BackendModule, type ResourceLanguage, createInstance } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { I18N_RESOURCES_ID, i18nConfig } from './kernel/i18n/i18n'
import { StatusProvider } from './ui/document-context'
import { holdEventsUntilHydrated } from './ui/hydration-gate'

// Only routes with handle.hydrate ship this file (see app/root.tsx): islands such as the editor.
// The page's own translations come in its HTML (ADR 027: fetching them after these scripts was one more round
// trip before the editor). Those a later client navigation needs are separate chunks, one per language and
// namespace, loaded then (bundling them all cost ~45 KiB gzip).
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

/** The bundles app/root.tsx wrote into the page, by namespace (after Remix's scripts: waits for the parser). */
async function inlineTranslations(): Promise<Record<string, ResourceLanguage> | null> {
  if (document.readyState === 'loading' && !document.getElementById(I18N_RESOURCES_ID)) {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
  }
  try {
    return JSON.parse(document.getElementById(I18N_RESOURCES_ID)?.textContent ?? 'null')
  } catch {
    return null
  }
}

async function hydrate() {
  const i18n = createInstance()
  const lng = document.documentElement.lang
  const bundles = await inlineTranslations()
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      ...i18nConfig,
      lng,
      // The server's list, in its order: the inlined element then renders the same on both sides.
      ns: bundles ? Object.keys(bundles) : getInitialNamespaces(),
      ...(bundles ? { resources: { [lng]: bundles }, partialBundledLanguages: true } : {}),
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
